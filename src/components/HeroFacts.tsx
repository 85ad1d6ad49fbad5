import { fill } from '../lib/i18n/i18n.ts';
import { LANGUAGE_TAG } from '../lib/i18n/locale.ts';
import { dollars, ratingText } from '../lib/page/claims.ts';
import { useLocale, useMessages, useSite } from './i18n.ts';
import { Star, Tag } from './icons.ts';

/**
 * The facts a visitor checks before calling, on the first screen of a dark hero: the rating with its count and a link
 * to its source (from data/site.yaml), and the starting price (the cheapest whole job of the price guides, decision 65).
 */
export function HeroFacts({ price, className = '' }: { price?: { amount: number; own: boolean }; className?: string }) {
  const reviews = useSite().trust.reviews;
  const t = useMessages().facts;
  const locale = useLocale();
  const rating = ratingText(reviews.rating, locale);
  return (
    <ul className={`grid gap-1.5 text-sm text-brand-100 sm:text-base ${className}`} data-hero-facts>
      <li className="flex flex-wrap items-center gap-x-2" data-fact="rating">
        <span className="flex items-center gap-1.5">
          <span className="flex text-warn-500" aria-hidden="true">
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                className={`size-3.5 sm:size-4 ${n <= Math.round(reviews.rating) ? 'fill-current' : ''}`}
                aria-hidden="true"
              />
            ))}
          </span>
          <strong className="text-white">{rating}</strong>
        </span>
        <span>
          {fill(t.reviews, { count: reviews.count.toLocaleString(LANGUAGE_TAG[locale]) })}{' '}
          <a
            href={reviews.sourceUrl}
            rel="noopener"
            className="font-semibold text-white underline underline-offset-4 hover:no-underline"
          >
            {reviews.sourceName}
          </a>
        </span>
      </li>
      {price && (
        <li className="flex items-center gap-2" data-fact="price">
          <Tag className="size-4 text-accent-300" aria-hidden="true" />
          <span>
            {price.own ? t.from : t.repairsFrom} <strong className="text-white">{dollars(price.amount, locale)}</strong>
          </span>
        </li>
      )}
    </ul>
  );
}
