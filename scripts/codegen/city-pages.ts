import fs from 'node:fs';
import path from 'node:path';
import type * as T from '../../generated/types.ts';
import {
  CITY_DIRECTORY_FILE,
  CITY_PAGES_DIR,
  type CityDirectory,
  type CityRouteFile,
  cityRouteFile,
  isCityRoute,
  type NearbyCity,
} from '../../src/lib/city-pages.ts';
import type { Graph } from '../../src/lib/json-ld.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { plainSlug, type Route } from '../../src/lib/routes.ts';
import type { DataError } from './data-error.ts';
import { writeOrReuse } from './reuse-file.ts';

type City = T.City & { countyName: string };

export interface CityPageSources {
  cities: City[];
  counties: CityDirectory['counties'];
  plainCityPages: Record<string, T.PlainCityPage>;
}

/**
 * Writes the data of every city-kind page (src/lib/city-pages.ts) into `dir` (the new generated/), one file each, in
 * its language, rendering the city-page template per city as it goes rather than holding every rendered page.
 * Returns the template's errors for every city (after the first, nothing more is written: the caller discards the folder).
 * A file the same as in `previous` (the last run's generated/) is linked from there, not written again.
 */
export function writeCityPages(
  dir: string,
  previous: string,
  contents: { en: CityPageSources } & Partial<Record<Locale, CityPageSources>>,
  routes: Route[],
  renderers: { en: CityRenderer } & Partial<Record<Locale, CityRenderer>>,
  graphOf: (route: Route, cityPage?: T.CityPage) => Graph,
): DataError[] {
  const content = contents.en;
  fs.mkdirSync(path.join(dir, CITY_PAGES_DIR));
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
  const errors: DataError[] = [];
  for (const route of routes) {
    if (!isCityRoute(route)) continue;
    let file: CityRouteFile;
    if (route.kind === 'city') {
      const city = bySlug[route.locale].get(route.id!)!;
      const { value: page, errors: found } = renderers[route.locale]!(city);
      errors.push(...found);
      if (errors.length) continue;
      const near = nearby(city).map((n) => ({ ...n, url: urls.get(n.slug)?.[route.locale] ?? urls.get(n.slug)!.en! }));
      file = { kind: 'city', route, jsonLd: graphOf(route, page), city, page, nearby: near };
    } else {
      const page = content.plainCityPages[route.id!];
      file = { kind: 'plain', route, jsonLd: graphOf(route), cityName: byPlainSlug.get(route.id!)?.cityName, page };
    }
    if (errors.length) continue;
    const target = path.join(dir, cityRouteFile(route.url));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    writeOrReuse(target, JSON.stringify(file), path.join(previous, cityRouteFile(route.url)));
  }
  return errors;
}

type CityRenderer = (city: City) => { value: T.CityPage; errors: DataError[] };

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
