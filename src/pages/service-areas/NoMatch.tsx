import { href } from '../../lib/routing/routes.ts';
import type { CityMatch, SearchCity } from '../../lib/widgets/city-search.ts';
import type { Data } from './+data.ts';
import { CityName } from './CityName.tsx';

/** A city's page: its own address when it has one (a Spanish page), else its English page. */
export const cityUrl = (city: SearchCity) => city.url ?? href.city(city.slug);

/**
 * What the search says when nothing is a confident match: call us (the number is a call link), and the near spellings
 * as links. Empty, and visually hidden, until a search has missed, so that screen readers announce it when it fills.
 */
export function NoMatch({ missed, search }: { missed?: CityMatch[]; search: Data['search'] }) {
  return (
    <div
      role="status"
      className={
        missed
          ? 'mt-4 rounded-lg border-l-4 border-accent-600 bg-accent-100 px-4 py-3 font-semibold text-brand-900'
          : 'sr-only'
      }
    >
      {missed && (
        <>
          <p>
            {search.noMatch[0]}
            <a href={search.phone.href} className="underline">
              {search.phone.display}
            </a>
            {search.noMatch[1]}
          </p>
          {missed.length > 0 && (
            <ul className="mt-2 grid gap-1">
              {missed.map((match) => (
                <li key={match.city.slug}>
                  <a
                    href={cityUrl(match.city)}
                    hrefLang={search.englishOnly && !match.city.url ? 'en' : undefined}
                    className="underline"
                  >
                    <CityName match={match} search={search} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
