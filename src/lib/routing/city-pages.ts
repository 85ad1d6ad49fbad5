import fs from 'node:fs';
import path from 'node:path';
import type { CityDirectory } from '../../content/cities.ts';
import type { City, CityPage, PlainCityPage } from '../../content/types.ts';
import { localeOfPath } from '../i18n/locale.ts';
import { PAGE_KINDS } from './page-kinds.ts';
import type { Route, RouteKind } from './routes.ts';

/**
 * The city pages' data is not bundled: codegen writes one file per city page under generated/city-pages/ and the
 * list of cities to generated/cities.json, and the pages read them while rendering. So the bundles do not change
 * when a city does (one city's edit re-renders its county's pages, not the site), and neither the bundler nor the
 * pre-render holds every city in memory (docs/decisions/0039-pages-rendered-in-workers-city-data-read-at-render.md).
 */
const CITY_KINDS: ReadonlySet<string> = new Set(
  Object.entries(PAGE_KINDS)
    .filter(([, k]) => k.reads === 'own-file' || k.reads === 'own-file-and-county')
    .map(([kind]) => kind),
);

/**
 * A page whose data is a file under generated/city-pages/ (its kind's row reads its own file: src/lib/routing/page-kinds.ts): a
 * city's page, a plain city page, the generic one, a city's quote page.
 */
export const isCityRoute = (route: Pick<Route, 'kind'>) => CITY_KINDS.has(route.kind);

export interface NearbyCity {
  name: string;
  slug: string;
  /** Its page in the language of the page that lists it, or the English page when it has none in that language. */
  url: string;
}

/** What a city-kind page renders from: its route, its JSON-LD and its own content, all written by codegen. */
export type CityRouteFile =
  | {
      kind: 'city';
      route: Route;
      jsonLd: unknown[];
      city: City & { countyName: string };
      page: CityPage;
      nearby: NearbyCity[];
    }
  // cityName: the city a plain page is about (none for the generic page).
  | { kind: 'plain'; route: Route; jsonLd: unknown[]; cityName?: string; page: PlainCityPage }
  // A city's quote page (src/lib/routing/quote-pages.ts): the city's name for its heading and its address field.
  | { kind: 'quote'; route: Route; jsonLd: unknown[]; cityName: string };

/** Where codegen writes the city pages' data, relative to generated/. */
export const CITY_PAGES_DIR = 'city-pages';
export const CITY_DIRECTORY_FILE = 'cities.json';

/**
 * The file of a city-kind page, relative to generated/: named after the last segment of its URL, in a folder per
 * translation; a city's quote page has the city page's last segment, so its files are in a folder of their own.
 */
export function cityRouteFile(url: string, kind?: RouteKind): string {
  const locale = localeOfPath(url);
  const folder = `${locale === 'en' ? '' : `${locale}/`}${kind === 'quote-city' ? 'quote/' : ''}`;
  return `${CITY_PAGES_DIR}/${folder}${url.slice(url.lastIndexOf('/') + 1)}.json`;
}

// Pages render from the project root (the build, the dev server and the tests all run there).
const generated = (file: string) => path.resolve('generated', file);

/** The data of the city-kind page at `url` (of `kind`, when a city's quote page), or undefined when there is none (an unknown city). */
export function readCityRoute(url: string, kind?: RouteKind): CityRouteFile | undefined {
  let text: string;
  try {
    // Read without looking first: a call to the file system less for each of thousands of pages.
    text = fs.readFileSync(generated(cityRouteFile(url, kind)), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return JSON.parse(text) as CityRouteFile;
}

let directory: { mtimeMs: number; value: CityDirectory } | undefined;

/** generated/cities.json, read again only when codegen has rewritten it (the dev server keeps running). */
export function readCityDirectory(): CityDirectory {
  const file = generated(CITY_DIRECTORY_FILE);
  const { mtimeMs } = fs.statSync(file);
  if (directory?.mtimeMs !== mtimeMs)
    directory = { mtimeMs, value: JSON.parse(fs.readFileSync(file, 'utf8')) as CityDirectory };
  return directory.value;
}

let byCounty: { of: CityDirectory; cities: Map<string, CityDirectory['cities']> } | undefined;

/**
 * The cities of a county in generated/cities.json, in the list's order (a city page's map and finished work), grouped
 * once per reading of the list: filtering the whole list for each city page took 8% of a renderer at 5,000 cities.
 * The list is shared by the pages that ask: not to be changed.
 */
export function citiesOfCounty(county: string): readonly CityDirectory['cities'][number][] {
  const list = readCityDirectory();
  if (byCounty?.of !== list) {
    const cities = new Map<string, CityDirectory['cities']>();
    for (const c of list.cities) {
      const those = cities.get(c.county);
      if (those) those.push(c);
      else cities.set(c.county, [c]);
    }
    byCounty = { of: list, cities };
  }
  return byCounty.cities.get(county) ?? [];
}
