// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { cities } from '../../../lib/content.ts';
import { cityPageData } from './city-page-data.ts';
import { plainPageData } from './plain-page-data.ts';

/**
 * One route, three kinds of page: a city's full page (slug ending -fl), one of the nine plain pages,
 * or, for any other value, the generic page for 'South Florida' (served by the host's fallback rule).
 */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.city;
  const city = cities.find((c) => c.citySlug === slug);
  return city ? cityPageData(city) : plainPageData(slug);
}
export type Data = ReturnType<typeof data>;
