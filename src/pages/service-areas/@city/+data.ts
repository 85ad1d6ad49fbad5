// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { cityPages, cities, plainCityPages } from '../../../lib/content.ts';
import { pageHead } from '../../../lib/head.ts';
import { CITY_FALLBACK_URL } from '../../../lib/routes.ts';

/**
 * One route, three kinds of page (SPEC 2.9): a city's full page (slug ending -fl), one of the nine plain pages,
 * or, for any other value, the generic page for 'South Florida' (served by the host's fallback rule).
 */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.city;
  const city = cities.find((c) => c.citySlug === slug);
  if (city) {
    const page = cityPages[slug];
    const nearby = cities.filter((c) => c.county === city.county && c.citySlug !== slug).map((c) => ({ name: c.cityName, slug: c.citySlug }));
    return { kind: 'city' as const, head: pageHead(`/service-areas/${slug}`, page.metaTitle, page.metaDescription), city, page, nearby };
  }
  const plain = plainCityPages[slug] ? slug : '_fallback';
  const page = plainCityPages[plain];
  const url = plain === '_fallback' ? CITY_FALLBACK_URL : `/service-areas/${slug}`;
  return { kind: 'plain' as const, head: pageHead(url, `${page.heading} | Free Estimates`, `${page.heading}: ${page.readyCard.text}`.slice(0, 158)), page };
}
export type Data = ReturnType<typeof data>;
