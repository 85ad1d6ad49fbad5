import { Fold } from '../../components/Fold.tsx';
import { useMessages } from '../../components/i18n.ts';
import { Section } from '../../components/Section.tsx';
import { Stars } from '../../components/Stars.tsx';
import { fill } from '../../lib/i18n/i18n.ts';
import type { Data } from './+data.ts';

/** The network's figures, then the testimonials (folded on a phone). */
export function Trust({ trust, fold }: { trust: Data['page']['trust']; fold: string }) {
  const m = useMessages();
  return (
    <Section id="trust" title={trust.heading} tone="sand">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {trust.stats.map((s) => (
          <div
            key={s.label}
            className="flex flex-col-reverse justify-center rounded-xl bg-brand-50 p-4 text-center sm:p-5"
          >
            <dt className="mt-1 text-sm font-semibold text-slate-700">{s.label}</dt>
            <dd className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>
      <Fold label={fold} className="mt-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {trust.testimonials.map((t) => (
            <li key={t.name} className="card flex flex-col">
              <span className="flex text-warn-500" role="img" aria-label={fill(m.chrome.stars, { rating: t.rating })}>
                <Stars rating={t.rating} />
              </span>
              <blockquote className="mt-3 flex-1 text-lg">“{t.quote}”</blockquote>
              <p className="mt-4 border-t border-slate-200 pt-3 text-sm">
                <span className="block font-bold text-brand-900">{t.name}</span>
                {t.role} · {fill(m.technicians.jobs, { count: t.jobs })}
              </p>
            </li>
          ))}
        </ul>
      </Fold>
    </Section>
  );
}
