import { ChevronLeft, ChevronRight } from '../../../components/icons.ts';
import type { GalleryWords } from './+data.ts';

const arrow =
  'absolute top-1/2 z-10 flex size-12 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-lg ring-1 ring-black/5 transition hover:bg-white noscript:hidden';

/**
 * Previous and next buttons over a photo; both wrap around. Pressed before the gallery's island wakes up,
 * they act once it has (src/islands/loader.ts); without JavaScript they could do nothing, so they are not shown.
 */
export function GalleryArrows({
  onStep,
  words,
  inset = 'left-3',
  insetEnd = 'right-3',
}: {
  onStep: (delta: number) => void;
  words: Pick<GalleryWords, 'previous' | 'next'>;
  inset?: string;
  insetEnd?: string;
}) {
  return (
    <>
      <button type="button" className={`${arrow} ${inset}`} onClick={() => onStep(-1)}>
        <ChevronLeft className="size-7" aria-hidden="true" />
        <span className="sr-only">{words.previous}</span>
      </button>
      <button type="button" className={`${arrow} ${insetEnd}`} onClick={() => onStep(1)}>
        <ChevronRight className="size-7" aria-hidden="true" />
        <span className="sr-only">{words.next}</span>
      </button>
    </>
  );
}
