import { Star } from 'lucide-react';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';

export function Reviews({ reviews }: { reviews: Data['home']['reviews'] }) {
  return (
    <Section title={reviews.heading}>
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.items.map((r) => (
          <li key={r.title} className="card">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-900 font-bold text-white" aria-hidden="true">{r.initial}</span>
              <span className="flex text-warn-500" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, i) => <Star key={i} className="size-4 fill-current" aria-hidden="true" />)}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-bold">{r.title}</h3>
            <p className="mt-2">{r.content}</p>
            <p className="mt-4 text-sm font-semibold text-slate-600">
              {r.author} · <time dateTime={r.date}>{new Date(`${r.date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}</time>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
