import { describe, expect, it } from 'vitest';
import { counterText, hasNavigation, stepIndex, swipeStep, wrapIndex } from '../../../src/lib/widgets/gallery.ts';

describe('gallery index math', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(0, 0)).toBe(0);
  });
  it('steps forward from the last photo to the first and back from the first to the last', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(1, 1, 5)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
  });
  it('counts from one in the counter', () => {
    expect(counterText(0, 3)).toBe('1 / 3');
    expect(counterText(2, 3)).toBe('3 / 3');
  });
  it('navigates only with more than one photo', () => {
    expect(hasNavigation(1)).toBe(false);
    expect(hasNavigation(2)).toBe(true);
  });
});

describe('swipeStep', () => {
  it('goes to the next photo on a swipe to the left and to the previous on a swipe to the right', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });
  it('ignores taps, short moves and mostly vertical moves', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-39, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
    expect(swipeStep(60, 60)).toBe(0);
  });
});
