import { useMessages } from '../../../components/i18n.ts';
import { ReviewSummary } from '../../../components/ReviewSummary.tsx';
import { Section } from '../../../components/Section.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { attribution } from '../../../lib/page/attribution.ts';
import type { Data } from './+data.ts';

/** The customer's words with five stars; only projects with a testimonial render this. */
export function ProjectTestimonial({
  testimonial,
  location,
}: {
  testimonial: NonNullable<Data['testimonial']>;
  location: string;
}) {
  const t = useMessages().portfolio;
  return (
    <Section id="testimonial" title={t.customerSaid} tone="sand">
      <figure className="card max-w-3xl border-l-4 border-l-accent-600" data-testid="testimonial">
        <span className="flex gap-0.5 text-warn-500" role="img" aria-label={t.fiveStars}>
          <Stars />
        </span>
        <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 italic">“{testimonial.text}”</blockquote>
        <figcaption className="mt-4 font-semibold text-brand-900">
          — {attribution(testimonial.firstName ?? testimonial.initials, testimonial.city ?? location)}
        </figcaption>
      </figure>
      <ReviewSummary className="mt-6" />
    </Section>
  );
}
