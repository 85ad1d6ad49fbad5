// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { readCityRoute } from '../../../lib/content.ts';
import { pathOf } from '../../../lib/i18n/i18n.ts';
import { CITY_FALLBACK_URL } from '../../../lib/routing/routes.ts';
import { cityPageData } from './city-page-data.ts';
import { plainPageData } from './plain-page-data.ts';

/**
 * One route, three kinds of page: a city's full page (slug ending -fl), one of the nine plain pages,
 * or, for any other value, the generic page for 'South Florida' (served by the host's fallback rule).
 * Each reads its own file, which codegen wrote (src/lib/routing/city-pages.ts).
 */
export function data(pageContext: PageContextServer) {
  // The address asked for, not the English one that routed here: a Spanish city page reads its Spanish file.
  const file = readCityRoute(pathOf(pageContext)) ?? readCityRoute(CITY_FALLBACK_URL);
  // A city's quote page's file is in a folder of its own (src/lib/routing/city-pages.ts cityRouteFile): never read here.
  if (!file || file.kind === 'quote')
    throw new Error(`No data for ${CITY_FALLBACK_URL} in generated/city-pages/: run npm run codegen.`);
  return file.kind === 'city' ? cityPageData(file) : plainPageData(file);
}
export type Data = ReturnType<typeof data>;
