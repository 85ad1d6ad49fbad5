import { headOf } from '../../../lib/page/head.ts';
import type { CityRouteFile } from '../../../lib/routing/city-pages.ts';
import { href } from '../../../lib/routing/routes.ts';

/**
 * The nine plain city pages and the generic page for any other city. Their canonical and robots come
 * from the route list (a plain page points at its city's full page; the generic page is noindex). The link under the
 * card leads to that full page, or from the generic page to the list of cities.
 */
export function plainPageData(file: Extract<CityRouteFile, { kind: 'plain' }>) {
  const { metaTitle, metaDescription, fallbackCityName, moreLink, ...page } = file.page;
  const fallback = file.route.kind === 'city-fallback';
  return {
    kind: 'plain' as const,
    head: headOf(file, metaTitle, metaDescription, undefined, { city: file.cityName }),
    page,
    more: fallback
      ? { href: href.serviceAreas, label: moreLink.fallback }
      : { href: file.route.canonical, label: moreLink.city },
  };
}
