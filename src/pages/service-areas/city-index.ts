import type { SearchCity } from '../../lib/widgets/city-search.ts';

let index: Promise<SearchCity[]> | undefined;

/** The cities the search knows, fetched once (a static JSON file written by codegen); a failure may be retried. */
export function loadCityIndex(url: string): Promise<SearchCity[]> {
  index ??= fetch(url).then((res) => {
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.json() as Promise<SearchCity[]>;
  });
  index.catch(() => (index = undefined));
  return index;
}
