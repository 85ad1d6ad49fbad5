import { type MouseEvent, type PointerEvent, useRef } from 'react';
import { swipeStep } from '../../../lib/widgets/gallery.ts';

/**
 * Horizontal swipes on touch screens (pointer events, so pen and touch alike; a mouse drags nothing). The element
 * gets `touch-action: pan-y pinch-zoom`, so the browser still scrolls and zooms but leaves sideways moves to us.
 * The click that may follow a swipe is swallowed, so swiping the main photo does not also open the lightbox.
 */
export function useSwipe(onStep: (delta: number) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    className: 'touch-pan-y touch-pinch-zoom',
    onPointerDown: (e: PointerEvent) => {
      swiped.current = false;
      start.current = e.pointerType === 'mouse' ? null : { id: e.pointerId, x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const step = swipeStep(e.clientX - s.x, e.clientY - s.y);
      if (step === 0) return;
      swiped.current = true;
      onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (e: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
