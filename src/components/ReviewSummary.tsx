import { fill } from '../lib/i18n/i18n.ts';
import { LANGUAGE_TAG } from '../lib/i18n/locale.ts';
import { ratingText } from '../lib/page/claims.ts';
import { useLocale, useMessages, useSite } from './i18n.ts';
import { Star } from './icons.ts';

/**
 * The review summary beside testimonials: rating, count and a link to the source, so the figures can be checked.
 * Shown as text only: no review markup about the business itself (Google's review-snippet policy).
 */
export function ReviewSummary({ className = '' }: { className?: string }) {
  const r = useSite().trust.reviews;
  const t = useMessages().trust;
  const locale = useLocale();
  return (
    <p className={`flex items-start gap-2 ${className}`} data-review-summary>
      <Star className="mt-0.5 size-5 shrink-0 fill-current text-warn-500" aria-hidden="true" />
      <span>
        <strong className="text-brand-900">{fill(t.outOf, { rating: ratingText(r.rating, locale) })}</strong>{' '}
        {fill(t.from, { count: r.count.toLocaleString(LANGUAGE_TAG[locale]) })}{' '}
        <a href={r.sourceUrl} rel="noopener" className="font-semibold text-brand-800 underline hover:no-underline">
          {r.sourceName}
        </a>
      </span>
    </p>
  );
}
