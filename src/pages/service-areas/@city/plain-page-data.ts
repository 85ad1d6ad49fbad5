import { plainCityPages } from '../../../lib/content.ts';
import { pageHead, routeOf } from '../../../lib/head.ts';
import { CITY_FALLBACK_URL, href } from '../../../lib/routes.ts';

const FALLBACK = '_fallback';

/**
 * The nine plain city pages and the generic page for any other city. Their canonical and robots come
 * from the route list (a plain page points at its city's full page; the generic page is noindex). The link under the
 * card leads to that full page, or from the generic page to the list of cities.
 */
export function plainPageData(slug: string) {
  const key = plainCityPages[slug] ? slug : FALLBACK;
  const { metaTitle, metaDescription, fallbackCityName, moreLink, ...page } = plainCityPages[key];
  const url = key === FALLBACK ? CITY_FALLBACK_URL : href.city(slug);
  return {
    kind: 'plain' as const,
    head: pageHead(url, metaTitle, metaDescription),
    page,
    more: key === FALLBACK ? { href: href.serviceAreas, label: moreLink.fallback } : { href: routeOf(url).canonical, label: moreLink.city },
  };
}
