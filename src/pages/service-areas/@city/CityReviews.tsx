import { Fold } from '../../../components/Fold.tsx';
import { MapPin, Quote } from '../../../components/icons.ts';
import { ReviewSummary } from '../../../components/ReviewSummary.tsx';
import { Section } from '../../../components/Section.tsx';
import { attribution } from '../../../lib/page/attribution.ts';
import { CityWork } from './CityWork.tsx';
import type { CityData } from './types.ts';

/**
 * The ZIP-code line with every ZIP code of the city (folded on a phone), the review summary, and the projects finished
 * in the county with their customers' words, dated; the two unsigned sample testimonials only where the county has none.
 */
export function CityReviews({
  page,
  zipCodes,
  work,
}: {
  page: CityData['page'];
  zipCodes: string[];
  work: CityData['work'];
}) {
  return (
    <Section id="reviews" title={page.testimonialsHeading} dense>
      <Fold label={`${page.folds.zipCodes} (${zipCodes.length})`}>
        <p className="mb-3 flex items-start gap-2 font-semibold text-brand-900 sm:text-lg">
          <MapPin className="mt-1 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          {page.zipLine}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-700 max-md:sr-only">{page.zipCodesLabel}:</span>
          <ul className="flex flex-wrap gap-2">
            {zipCodes.map((z) => (
              <li key={z} className="badge font-mono">
                {z}
              </li>
            ))}
          </ul>
        </div>
      </Fold>
      <ReviewSummary className="mt-4 sm:mt-8 sm:text-lg" />
      {work.length > 0 && <CityWork heading={page.workHeading} work={work} />}
      {work.length === 0 && (
        <div className="mt-4 grid gap-4 sm:mt-6 sm:gap-6 md:grid-cols-2">
          {page.testimonials.map((t) => (
            <figure key={t.text} className="card relative p-5 sm:p-6">
              <Quote className="size-6 text-accent-600 sm:size-8" aria-hidden="true" />
              <blockquote className="mt-2 leading-relaxed sm:mt-3 sm:text-lg">“{t.text}”</blockquote>
              {attribution(t.firstName ?? t.initials, t.city) && (
                <figcaption className="mt-4 text-sm font-semibold text-brand-900">
                  {attribution(t.firstName ?? t.initials, t.city)}
                </figcaption>
              )}
            </figure>
          ))}
        </div>
      )}
    </Section>
  );
}
