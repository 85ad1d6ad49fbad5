import { Star } from 'lucide-react';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';

export function Trust({ trust }: { trust: Data['page']['trust'] }) {
  return (
    <Section title={trust.heading}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {trust.stats.map((s) => (
          <div key={s.label} className="rounded-xl bg-brand-50 p-5 text-center"><dt className="text-sm">{s.label}</dt><dd className="text-3xl font-extrabold text-brand-900">{s.value}</dd></div>
        ))}
      </dl>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {trust.testimonials.map((t) => (
          <li key={t.name} className="card">
            <span className="flex text-warn-500" role="img" aria-label={`${t.rating} out of 5 stars`}>{Array.from({ length: t.rating }, (_, i) => <Star key={i} className="size-4 fill-current" aria-hidden="true" />)}</span>
            <blockquote className="mt-3">“{t.quote}”</blockquote>
            <p className="mt-3 text-sm font-semibold">{t.name}, {t.role} · {t.jobs} jobs</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
