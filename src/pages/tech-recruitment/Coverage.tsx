import { Fold } from '../../components/Fold.tsx';
import { useLocale, useMessages } from '../../components/i18n.ts';
import { formatMonth } from '../../lib/i18n/dates.ts';
import { fill } from '../../lib/i18n/i18n.ts';
import type { Data } from './+data.ts';
import { FloridaMap } from './FloridaMap.tsx';

/** The map of Florida with the nine markets, and the market cards. */
export function Coverage({ coverage: c, fold }: { coverage: Data['page']['coverage']; fold: string }) {
  const locale = useLocale();
  const t = useMessages().technicians;
  return (
    <section id="coverage" aria-labelledby="coverage-title" className="section bg-brand-900 text-white">
      <div className="container-page grid gap-8 lg:grid-cols-2 lg:gap-x-12">
        <div>
          <h2 id="coverage-title" className="h-section text-white">
            {c.heading}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{c.text}</p>
        </div>
        <figure className="rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <figcaption className="mb-4 grid grid-cols-2 gap-3 text-center">
            <span className="rounded-xl bg-white/10 px-3 py-2 font-extrabold sm:text-lg" data-testid="markets-label">
              {c.marketsLabel}
            </span>
            <span className="rounded-xl bg-white/10 px-3 py-2 font-extrabold sm:text-lg" data-testid="jobs-label">
              {c.jobsLabel}
            </span>
          </figcaption>
          <FloridaMap c={c} />
        </figure>
        <div>
          <Fold label={fold}>
            <ul className="grid grid-cols-2 gap-3">
              {c.markets.map((m) => (
                <li
                  key={m.code}
                  className="grid content-start gap-1 rounded-xl bg-white/10 p-4"
                  data-testid="market-card"
                  data-status={m.status}
                >
                  <span className="font-bold leading-snug">{m.name}</span>
                  {m.status === 'active' ? (
                    <span className="text-sm text-brand-100">{m.jobs}</span>
                  ) : (
                    m.launch && (
                      <span className="text-sm text-brand-100">
                        {fill(t.launching, { month: formatMonth(m.launch, locale) })}
                      </span>
                    )
                  )}
                  <span
                    className={`mt-1 justify-self-start rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ${m.status === 'active' ? 'bg-ok-700 text-white' : 'bg-warn-500 text-brand-950'}`}
                  >
                    {m.status === 'active' ? c.activeLabel : c.comingSoonLabel}
                  </span>
                </li>
              ))}
            </ul>
          </Fold>
          <p className="mt-6 rounded-xl border border-warn-500/40 bg-warn-500/10 p-4 text-brand-100">{c.note}</p>
        </div>
      </div>
    </section>
  );
}
