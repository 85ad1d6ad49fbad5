import { Star } from 'lucide-react';
import { site } from '../lib/site.ts';

/**
 * The review summary beside testimonials: rating, count and a link to the source, so the figures can be checked.
 * Shown as text only: no review markup about the business itself (Google's review-snippet policy).
 */
export function ReviewSummary({ className = '' }: { className?: string }) {
  const r = site.trust.reviews;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`} data-review-summary>
      <Star className="size-5 fill-current text-warn-500" aria-hidden="true" />
      <span>
        <strong className="text-brand-900">{r.rating.toFixed(1)} out of 5</strong> from {r.count.toLocaleString('en-US')} reviews on{' '}
        <a href={r.sourceUrl} rel="noopener" className="font-semibold text-brand-800 underline hover:no-underline">
          {r.sourceName}
        </a>
      </span>
    </p>
  );
}
