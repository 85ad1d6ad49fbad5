import { useMessages } from '../../components/i18n.ts';
import { Quote } from '../../components/icons.ts';
import { ReviewSummary } from '../../components/ReviewSummary.tsx';
import { Section } from '../../components/Section.tsx';
import { Stars } from '../../components/Stars.tsx';
import type { Data } from './+data.ts';

/** Three customer reviews (initial, title, text, author, date). */
export function Reviews({ reviews }: { reviews: Data['reviews'] }) {
  const t = useMessages();
  return (
    <Section id="reviews" eyebrow={t.home.reviewsEyebrow} title={reviews.heading}>
      <ReviewSummary className="-mt-4 mb-8 text-lg" />
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.items.map((r) => (
          <li key={r.title} className="card relative flex flex-col">
            <Quote className="absolute top-6 right-6 size-8 text-brand-100" aria-hidden="true" />
            <span className="flex text-warn-500" role="img" aria-label={t.home.reviewsRating}>
              <Stars />
            </span>
            <h3 className="mt-4 text-lg">{r.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{r.content}</p>
            <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-900 font-bold text-white"
                aria-hidden="true"
              >
                {r.initial}
              </span>
              <p className="text-sm leading-snug">
                <span className="block font-bold text-brand-900">{r.author}</span>
                <time dateTime={r.date} className="text-slate-600">
                  {r.month}
                </time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
