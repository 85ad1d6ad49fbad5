import fs from 'node:fs';
import path from 'node:path';
import type * as T from '../../generated/types.ts';
import { CITY_DIRECTORY_FILE, CITY_PAGES_DIR, type CityDirectory, type CityRouteFile, cityRouteFile, isCityRoute, type NearbyCity } from '../../src/lib/city-pages.ts';
import { plainSlug, type Route } from '../../src/lib/routes.ts';
import type { Graph } from '../../src/lib/structured-data.ts';
import type { DataError } from './data-error.ts';

type City = T.City & { countyName: string };

export interface CityPageSources {
  cities: City[];
  counties: CityDirectory['counties'];
  plainCityPages: Record<string, T.PlainCityPage>;
}

/**
 * Writes the data of every city-kind page (src/lib/city-pages.ts) into `dir` (the new generated/), one file each,
 * rendering the city-page template per city as it goes rather than holding every rendered page. Returns the
 * template's errors for every city (after the first, nothing more is written: the caller discards the folder).
 */
export function writeCityPages(
  dir: string,
  content: CityPageSources,
  routes: Route[],
  renderCityPage: (city: City) => { value: T.CityPage; errors: DataError[] },
  graphOf: (route: Route, cityPage?: T.CityPage) => Graph,
): DataError[] {
  fs.mkdirSync(path.join(dir, CITY_PAGES_DIR));
  const directory: CityDirectory = {
    counties: content.counties,
    cities: content.cities.map((c) => ({ citySlug: c.citySlug, cityName: c.cityName, county: c.county })),
  };
  fs.writeFileSync(path.join(dir, CITY_DIRECTORY_FILE), JSON.stringify(directory));
  const bySlug = new Map(content.cities.map((c) => [c.citySlug, c]));
  const byPlainSlug = new Map(content.cities.map((c) => [plainSlug(c.citySlug), c]));
  const nearby = nearbyLists(content.cities);
  const errors: DataError[] = [];
  for (const route of routes) {
    if (!isCityRoute(route)) continue;
    let file: CityRouteFile;
    if (route.kind === 'city') {
      const city = bySlug.get(route.id!)!;
      const { value: page, errors: found } = renderCityPage(city);
      errors.push(...found);
      if (errors.length) continue;
      file = { kind: 'city', route, jsonLd: graphOf(route, page), city, page, nearby: nearby(city) };
    } else {
      const page = content.plainCityPages[route.id!];
      file = { kind: 'plain', route, jsonLd: graphOf(route), cityName: byPlainSlug.get(route.id!)?.cityName, page };
    }
    if (!errors.length) fs.writeFileSync(path.join(dir, cityRouteFile(route.url)), JSON.stringify(file));
  }
  return errors;
}

/** The other cities of a city's county by name, so the pages form a hierarchy (county, city) rather than a set of islands. */
function nearbyLists(cities: City[]): (city: City) => NearbyCity[] {
  const byCounty = new Map<string, NearbyCity[]>();
  for (const c of cities) {
    const list = byCounty.get(c.county) ?? [];
    list.push({ name: c.cityName, slug: c.citySlug });
    byCounty.set(c.county, list);
  }
  for (const list of byCounty.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return (city) => byCounty.get(city.county)!.filter((c) => c.slug !== city.citySlug);
}
