import { MapPin, Quote } from 'lucide-react';
import { ReviewSummary } from '../../../components/ReviewSummary.tsx';
import { Section } from '../../../components/Section.tsx';
import { attribution } from '../../../lib/attribution.ts';
import type { CityData } from './types.ts';

/** The ZIP-code line with every ZIP code of the city, and the two sample testimonials. */
export function CityReviews({ page, zipCodes }: { page: CityData['page']; zipCodes: string[] }) {
  return (
    <Section id="reviews" title={page.testimonialsHeading}>
      <p className="flex items-start gap-2 text-lg font-semibold text-brand-900">
        <MapPin className="mt-1 size-5 shrink-0 text-accent-600" aria-hidden="true" />
        {page.zipLine}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-700">{page.zipCodesLabel}:</span>
        <ul className="flex flex-wrap gap-2">
          {zipCodes.map((z) => (
            <li key={z} className="badge font-mono">
              {z}
            </li>
          ))}
        </ul>
      </div>
      <ReviewSummary className="mt-8 text-lg" />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {page.testimonials.map((t) => (
          <figure key={t.text} className="card relative">
            <Quote className="size-8 text-accent-600" aria-hidden="true" />
            <blockquote className="mt-3 text-lg leading-relaxed">“{t.text}”</blockquote>
            {attribution(t.firstName, t.city) && (
              <figcaption className="mt-4 text-sm font-semibold text-brand-900">
                {attribution(t.firstName, t.city)}
              </figcaption>
            )}
          </figure>
        ))}
      </div>
    </Section>
  );
}
