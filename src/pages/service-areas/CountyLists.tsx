import { MapPin } from '../../components/icons.ts';
import { Link } from '../../components/Link.tsx';
import type { Data } from './+data.ts';

type County = Data['mainCounties'][number];

function CityLinks({ county, className }: { county: County; className: string }) {
  return (
    <ul className={className}>
      {county.cities.map((c) => (
        <li key={c.slug} className="break-inside-avoid">
          {/* flex-wrap: a city without a Spanish page adds "(en inglés)", which must go under its name in a narrow
              column rather than widen the column past the screen's margin. */}
          <Link href={c.url} className="tap flex-wrap gap-x-1 text-brand-700 underline-offset-4 hover:underline">
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The county lists of /service-areas: plain links, so every city page is reachable without JavaScript. */
export function CountyLists({
  main,
  others,
  othersHeading,
}: {
  main: County[];
  others: County[];
  othersHeading: string;
}) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        {main.map((county) => (
          <section key={county.slug} aria-labelledby={`county-${county.slug}`} className="card p-5 sm:p-6">
            <h3 id={`county-${county.slug}`} className="mb-4 flex items-center gap-2 text-2xl font-bold">
              <MapPin className="size-6 text-accent-600" aria-hidden="true" />
              {county.name}
            </h3>
            <CityLinks county={county} className="columns-2 gap-x-6 sm:columns-3" />
          </section>
        ))}
      </div>
      {others.length > 0 && (
        <>
          <h3 className="mt-14 mb-6 text-2xl font-bold">{othersHeading}</h3>
          <div className="columns-2 gap-x-6 md:columns-3 lg:columns-4">
            {others.map((county) => (
              <section key={county.slug} aria-labelledby={`county-${county.slug}`} className="mb-8 break-inside-avoid">
                <h4
                  id={`county-${county.slug}`}
                  className="mb-1 text-sm font-bold tracking-wide text-slate-600 uppercase"
                >
                  {county.name}
                </h4>
                <CityLinks county={county} className="" />
              </section>
            ))}
          </div>
        </>
      )}
    </>
  );
}
