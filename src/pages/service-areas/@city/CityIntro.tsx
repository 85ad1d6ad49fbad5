import { CallButton } from '../../../components/CallButton.tsx';
import { Claim } from '../../../components/Claim.tsx';
import { Icon } from '../../../components/Icon.tsx';
import type { CityData } from './types.ts';

/** The city's own intro with the three trust badges, beside a card with its neighbourhoods and the office hours. */
export function CityIntro({ city, page, hours }: Pick<CityData, 'city' | 'page' | 'hours'>) {
  const { glance } = page;
  return (
    <section className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
            {city.intro.map((p) => (
              <p key={p.slice(0, 48)}>{p}</p>
            ))}
          </div>
          <ul className="mt-8 flex flex-wrap gap-3">
            {page.badges.map((b) => (
              <li key={b.label} className="badge min-h-11 px-4 py-0 text-base">
                <Claim text={b.label}>
                  <Icon name={b.icon} className="size-5 text-accent-600" />
                  {b.label}
                </Claim>
              </li>
            ))}
          </ul>
        </div>
        <aside aria-labelledby="glance" className="card h-fit bg-brand-50 lg:sticky lg:top-24">
          <h2 id="glance" className="text-xl font-bold">
            {glance.heading}
          </h2>
          {city.neighborhoods.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-700 uppercase">{glance.neighborhoods}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {city.neighborhoods.map((n) => (
                  <li key={n} className="rounded-full bg-white px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-100">
                    {n}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-700 uppercase">{glance.hours}</h3>
          <ul className="mt-2 space-y-1">
            {hours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          <CallButton className="btn-call mt-6 w-full" />
          <p className="mt-4 text-sm text-slate-600">
            {glance.updated} <time dateTime={city.updated.iso}>{city.updated.text}</time>
          </p>
        </aside>
      </div>
    </section>
  );
}
