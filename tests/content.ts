/**
 * The whole content for tests and scripts: what pages import (src/lib/content.ts), every route, and the cities with
 * their pages as the city pages read them back from generated/city-pages/ (src/lib/routing/city-pages.ts).
 */
import { routes } from '../src/content/routes.ts';
import type { CityPage, PlainCityPage } from '../src/lib/content.ts';
import { type CityRouteFile, isCityRoute, readCityRoute } from '../src/lib/routing/city-pages.ts';

export * from '../src/lib/content.ts';
export { routes };

// The English pages: a Spanish city page (src/lib/routing/routes.ts) is the same city, read through spanishCityPages below.
const files = routes
  .filter((r) => isCityRoute(r) && r.locale === 'en')
  .map((r) => {
    const file = readCityRoute(r.url, r.kind);
    if (!file) throw new Error(`No file for ${r.url} in generated/city-pages/: run npm run codegen.`);
    return file;
  });
const full = files.filter((f): f is Extract<CityRouteFile, { kind: 'city' }> => f.kind === 'city');

export const cities = full.map((f) => f.city);
export const cityPages: Record<string, CityPage> = Object.fromEntries(full.map((f) => [f.city.citySlug, f.page]));
export const plainCityPages: Record<string, PlainCityPage> = Object.fromEntries(
  files.filter((f) => f.kind === 'plain').map((f) => [f.route.id!, f.page]),
);

/** The Spanish city pages as they read their files: the city with its Spanish intro, the Spanish blocks. */
export const spanishCityPages = routes
  .filter((r) => r.kind === 'city' && r.locale === 'es')
  .map((r) => readCityRoute(r.url) as Extract<CityRouteFile, { kind: 'city' }>);
