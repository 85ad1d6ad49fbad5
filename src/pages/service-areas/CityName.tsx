import type { CityMatch } from '../../lib/widgets/city-search.ts';
import type { Data } from './+data.ts';

/**
 * A suggestion's name: with what matched (an alias, a ZIP code), asked as a question when it is a near spelling, and
 * followed by "(en inglés)" on a page in another language when the city's page is only in English.
 */
export function CityName({
  match: { city, via, guess },
  search,
}: {
  match: CityMatch;
  search: Pick<Data['search'], 'didYouMean' | 'englishOnly'>;
}) {
  const { didYouMean, englishOnly } = search;
  const name = (
    <>
      {city.label}
      {via && <span className="font-normal text-slate-600"> ({via})</span>}
    </>
  );
  return (
    <>
      {guess ? (
        <>
          {didYouMean[0]}
          {name}
          {didYouMean[1]}
        </>
      ) : (
        name
      )}
      {englishOnly && !city.url && <span className="text-sm font-normal text-slate-600"> {englishOnly}</span>}
    </>
  );
}
