import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type * as T from '../../generated/types.ts';
import type { CityDirectory } from '../../src/content/cities.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import type { Graph } from '../../src/lib/page/json-ld.ts';
import {
  CITY_DIRECTORY_FILE,
  CITY_PAGES_DIR,
  type CityRouteFile,
  cityRouteFile,
  isCityRoute,
  type NearbyCity,
} from '../../src/lib/routing/city-pages.ts';
import { plainSlug, type Route } from '../../src/lib/routing/routes.ts';
import type { DataError } from './data-error.ts';
import { writeOrReuse } from './reuse-file.ts';

type City = T.City & { countyName: string };

export interface CityPageSources {
  cities: City[];
  counties: CityDirectory['counties'];
  plainCityPages: Record<string, T.PlainCityPage>;
}

/**
 * Writes the data of every city-kind page (src/lib/routing/city-pages.ts) into `dir` (the new generated/), one file each, in
 * its language, rendering the city-page template per city as it goes rather than holding every rendered page.
 * Returns the template's errors for every city (after the first, nothing more is written: the caller discards the folder).
 * A file the same as in `previous` (the last run's generated/) is linked from there, not written again; a city's
 * file made from the same inputs as last time (`shared`, the fingerprint of the code and the content but the cities;
 * its language's template and site; the city's route, record and nearby list: CITY_INPUTS_FILE) is linked without
 * rendering it at all.
 */
export function writeCityPages(
  dir: string,
  previous: string,
  contents: { en: CityPageSources } & Partial<Record<Locale, CityPageSources>>,
  routes: Route[],
  renderers: { en: CityRenderer } & Partial<Record<Locale, CityRenderer>>,
  graphOf: (route: Route, cityPage?: T.CityPage) => Graph,
  shared: string,
): DataError[] {
  const content = contents.en;
  fs.mkdirSync(path.join(dir, CITY_PAGES_DIR));
  const made = new Set([path.join(dir, CITY_PAGES_DIR)]);
  const inputsBefore = readInputs(previous);
  const sharedIn = Object.fromEntries(
    Object.entries(renderers).map(([locale, r]) => [
      locale,
      createHash('sha256').update(shared).update(r!.inputs).digest('hex'),
    ]),
  );
  const inputs: Record<string, string> = {};
  const errors: DataError[] = [];
  /** Keeps the fingerprint of what a page's file is made from; true when the last run's file was made from the same. */
  const unchanged = (route: Route, made: unknown[], before: string, target: string) => {
    const key = createHash('sha256')
      .update(sharedIn[route.locale])
      .update(JSON.stringify([route, ...made]))
      .digest('base64url');
    inputs[route.url] = key;
    return !errors.length && inputsBefore[route.url] === key && linked(before, target);
  };
  // A city's page in each language: the links of a Spanish page lead to the Spanish page of a city that has one.
  const urls = new Map<string, Partial<Record<Locale, string>>>();
  for (const r of routes) if (r.kind === 'city') urls.set(r.id!, { ...urls.get(r.id!), [r.locale]: r.url });
  const countyName = (slug: string, c?: CityPageSources) => c?.counties.find((county) => county.slug === slug)?.name;
  const directory: CityDirectory = {
    counties: content.counties.map((c) => ({
      ...c,
      names: Object.fromEntries(
        Object.entries(contents).flatMap(([locale, t]) =>
          countyName(c.slug, t) ? [[locale, countyName(c.slug, t)]] : [],
        ),
      ),
    })),
    cities: content.cities.map((c) => ({
      citySlug: c.citySlug,
      cityName: c.cityName,
      county: c.county,
      urls: urls.get(c.citySlug) ?? {},
      ...(c.geo ? { geo: c.geo } : {}),
    })),
  };
  fs.writeFileSync(path.join(dir, CITY_DIRECTORY_FILE), JSON.stringify(directory));
  const bySlug = Object.fromEntries(
    Object.entries(contents).map(([locale, c]) => [locale, new Map(c!.cities.map((city) => [city.citySlug, city]))]),
  );
  const byPlainSlug = new Map(content.cities.map((c) => [plainSlug(c.citySlug), c]));
  const nearby = nearbyLists(content.cities);
  for (const route of routes) {
    if (!isCityRoute(route)) continue;
    const target = path.join(dir, cityRouteFile(route.url, route.kind));
    const before = path.join(previous, cityRouteFile(route.url, route.kind));
    if (!made.has(path.dirname(target))) fs.mkdirSync(path.dirname(target), { recursive: true });
    made.add(path.dirname(target));
    let file: CityRouteFile;
    if (route.kind === 'city') {
      const city = bySlug[route.locale].get(route.id!)!;
      const near = nearby(city).map((n) => ({ ...n, url: urls.get(n.slug)?.[route.locale] ?? urls.get(n.slug)!.en! }));
      if (unchanged(route, [city, near], before, target)) continue;
      const { value: page, errors: found } = renderers[route.locale]!(city);
      errors.push(...found);
      if (errors.length) continue;
      file = { kind: 'city', route, jsonLd: graphOf(route, page), city, page, nearby: near };
    } else {
      // A city's quote page and a plain page are made from their route and a city's name, and the shared content: made
      // again only when those changed (at 5,000 cities, each made and compared with the last run's file every run).
      const quote = route.kind === 'quote-city';
      const cityName = quote ? bySlug.en.get(route.id!)!.cityName : byPlainSlug.get(route.id!)?.cityName;
      if (unchanged(route, [cityName], before, target)) continue;
      file = quote
        ? { kind: 'quote', route, jsonLd: graphOf(route), cityName: cityName! }
        : { kind: 'plain', route, jsonLd: graphOf(route), cityName, page: content.plainCityPages[route.id!] };
    }
    if (errors.length) continue;
    writeOrReuse(target, JSON.stringify(file), before);
  }
  if (!errors.length) fs.writeFileSync(path.join(dir, CITY_INPUTS_FILE), JSON.stringify(inputs));
  return errors;
}

/**
 * Under generated/: the fingerprint of what each city-kind page's file was made from, by URL, so the next run links
 * the files whose inputs are unchanged instead of making them (at 5,000 cities, 0.4 s of a one-city rebuild's codegen).
 */
export const CITY_INPUTS_FILE = 'city-page-inputs.json';

function readInputs(generated: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(path.join(generated, CITY_INPUTS_FILE), 'utf8')) as Record<string, string>;
  } catch {
    // The first run, or one before these fingerprints were kept: every file is made.
    return {};
  }
}

/** Links `target` to the last run's file; false when there is none to link (then the file is made). */
function linked(previous: string, target: string): boolean {
  try {
    fs.linkSync(previous, target);
    return true;
  } catch {
    return false;
  }
}

/** A language's city-page renderer, and what it renders from besides the city (the template, the site). */
type CityRenderer = ((city: City) => { value: T.CityPage; errors: DataError[] }) & { inputs: string };

/**
 * The most cities a page lists as nearby: more than any county of the data has today (Palm Beach, 38), few enough
 * that a county of hundreds (a statewide franchise) does not turn every city page into a page of links.
 */
export const NEARBY_LIMIT = 40;

/**
 * The other cities of a city's county by name, so the pages form a hierarchy (county, city) rather than a set of
 * islands. In a county larger than NEARBY_LIMIT, a page lists the cities that follow it in alphabetical order
 * (wrapping round), so each city is still listed on as many pages as any other; the service-areas index lists all.
 */
export function nearbyLists(
  cities: Pick<City, 'cityName' | 'citySlug' | 'county'>[],
): (city: Pick<City, 'citySlug' | 'county'>) => Omit<NearbyCity, 'url'>[] {
  const byCounty = new Map<string, Omit<NearbyCity, 'url'>[]>();
  for (const c of cities) {
    const list = byCounty.get(c.county) ?? [];
    list.push({ name: c.cityName, slug: c.citySlug });
    byCounty.set(c.county, list);
  }
  const position = new Map<string, number>();
  for (const list of byCounty.values()) {
    list.sort((a, b) => a.name.localeCompare(b.name));
    for (const [i, c] of list.entries()) position.set(c.slug, i);
  }
  return (city) => {
    const list = byCounty.get(city.county)!;
    if (list.length - 1 <= NEARBY_LIMIT) return list.filter((c) => c.slug !== city.citySlug);
    const at = position.get(city.citySlug)!;
    const window = Array.from({ length: NEARBY_LIMIT }, (_, k) => list[(at + 1 + k) % list.length]);
    return window.sort((a, b) => a.name.localeCompare(b.name));
  };
}
