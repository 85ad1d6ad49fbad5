/**
 * Index math of the project gallery and its lightbox: previous and next wrap around, a horizontal
 * swipe steps like the arrows.
 */

/** `index` brought into 0..count-1, wrapping both ways (-1 is the last photo, count the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The photo `delta` steps away from `index` (-1 previous, +1 next), wrapping around. */
export const stepIndex = (index: number, delta: number, count: number) => wrapIndex(index + delta, count);

/** The counter under the photo, 'n / total' with n counted from 1. */
export const counterText = (index: number, count: number) => `${index + 1} / ${count}`;

/** Arrows, counter and lightbox navigation only make sense with more than one photo. */
export const hasNavigation = (count: number) => count > 1;

/** A swipe must travel this far (CSS pixels) sideways, and more sideways than up or down, to change the photo. */
export const SWIPE_MIN_DISTANCE = 40;

/**
 * The step a finished pointer gesture asks for: +1 (next) for a swipe to the left, -1 (previous) for one to the
 * right, 0 for a tap, a short move or a mostly vertical one (the visitor is scrolling).
 */
export function swipeStep(dx: number, dy: number, minDistance = SWIPE_MIN_DISTANCE): -1 | 0 | 1 {
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
