import { Star } from './icons.ts';

const OUT_OF = [1, 2, 3, 4, 5];

/** A rating drawn as five stars, the first `rating` filled; the figure itself is told to screen readers by the caller. */
export function Stars({ rating = 5, className = 'size-5' }: { rating?: number; className?: string }) {
  return OUT_OF.map((n) => (
    <Star key={n} className={`${className} ${n <= rating ? 'fill-current' : 'text-slate-300'}`} aria-hidden="true" />
  ));
}
