import { Badges } from '../../../components/Badges.tsx';
import { CallButton } from '../../../components/CallButton.tsx';
import { Fold } from '../../../components/Fold.tsx';
import { CountyMap } from './CountyMap.tsx';
import type { CityData } from './types.ts';

/**
 * The city's own intro (folded after its first paragraph on a phone) with the three trust badges, beside a card with
 * the map of its county, its neighbourhoods and the office hours.
 */
export function CityIntro({ city, page, hours, map }: Pick<CityData, 'city' | 'page' | 'hours' | 'map'>) {
  const { glance } = page;
  const [first, ...more] = city.intro;
  return (
    <section aria-labelledby="intro" className="bg-white py-7 sm:py-24">
      <div className="container-page grid gap-6 lg:grid-cols-3 lg:gap-10">
        <div className="lg:col-span-2">
          <h2 id="intro" className="h-section mb-4 max-sm:mb-3 max-sm:text-xl">
            {page.introHeading}
          </h2>
          <div className="max-w-3xl leading-normal sm:text-lg sm:leading-relaxed">
            <p>{first}</p>
            {more.length > 0 && (
              <Fold label={page.folds.intro} className="mt-4">
                <div className="space-y-5 md:mt-5">
                  {more.map((p) => (
                    <p key={p.slice(0, 48)}>{p}</p>
                  ))}
                </div>
              </Fold>
            )}
          </div>
          <Badges
            badges={page.badges}
            className="mt-8 flex flex-wrap gap-3 max-md:hidden"
            item="badge min-h-11 px-4 py-0 text-base"
            icon="size-5 text-accent-600"
          />
        </div>
        <aside aria-labelledby="glance" className="card h-fit bg-brand-50 p-5 sm:p-6 lg:sticky lg:top-24">
          <h2 id="glance" className="text-xl font-bold">
            {glance.heading}
          </h2>
          {map && <CountyMap map={map} name={city.name} caption={page.map} />}
          {city.neighborhoods.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-700 uppercase">{glance.neighborhoods}</h3>
              <ul className="mt-2 flex flex-wrap gap-x-1 gap-y-1 text-sm text-brand-900 max-md:[&>li:not(:last-child)]:after:content-[','] md:gap-2">
                {city.neighborhoods.map((n) => (
                  <li key={n} className="md:rounded-full md:bg-white md:px-3 md:py-1 md:ring-1 md:ring-brand-100">
                    {n}
                  </li>
                ))}
              </ul>
            </>
          )}
          {/* On a phone the footer just below prints the same hours. */}
          <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-700 uppercase max-md:hidden">
            {glance.hours}
          </h3>
          <ul className="mt-2 space-y-1 max-md:hidden">
            {hours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          <CallButton className="btn-call mt-6 w-full max-md:hidden" />
          <p className="mt-4 text-sm text-slate-600">
            {glance.updated} <time dateTime={city.updated.iso}>{city.updated.text}</time>
          </p>
        </aside>
      </div>
    </section>
  );
}
