/** The site's English addresses: src/lib/routing/routes.ts lists the pages, templates link to them with <Link>. */
import { PAGE_KINDS, SINGLE_PAGES, type SinglePage } from './page-kinds.ts';

/** The plain page of a city lives at its slug without "-fl". */
export const plainSlug = (citySlug: string) => citySlug.replace(/-fl$/, '');
/** The segment of the portfolio's filtered views: /portfolio/category/{slug}. */
export const CATEGORY_SEGMENT = 'category';
/** The portfolio filtered to one category: a real page, so the filter works without JavaScript on a static host. */
export const portfolioCategoryUrl = (slug: string) => `/portfolio/${CATEGORY_SEGMENT}/${slug}`;

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
const camel = (kind: string) => kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Each page of one at its row's `path` in PAGE_KINDS, by its kind in camelCase: href.serviceAreas is '/service-areas'. */
const single = Object.fromEntries(SINGLE_PAGES.map((k) => [camel(k), PAGE_KINDS[k].path])) as {
  [K in SinglePage as Camel<K>]: (typeof PAGE_KINDS)[K]['path'];
};

/** Every page's URL, built in one place: the route list, the links of every template and the JSON-LD use it. */
export const href = {
  ...single,
  /** A section of Home: services, contact, faq. */
  homeSection: (id: string) => `/#${id}`,
  service: (slug: string) => `/services/${slug}`,
  city: (citySlug: string) => `/service-areas/${citySlug}`,
  plainCity: (citySlug: string) => `/service-areas/${plainSlug(citySlug)}`,
  project: (id: string) => `/portfolio/${id}`,
  portfolioCategory: portfolioCategoryUrl,
  blogPost: (id: string) => `/blog/${id}`,
} as const;
/**
 * Pages written as a folder's `404.html` (the route `/service-areas/404` is the file `service-areas/404.html`): the
 * static hosts and `npm start` answer every unknown path under that folder with it, status 404 (docs/decisions/0020-pages-as-html-files.md).
 * The generic 'South Florida' page answers unknown /service-areas/{city}; unknown /portfolio/{id} gets a
 * page that replaces itself with /portfolio.
 */
export const CITY_FALLBACK_URL = '/service-areas/404';
export const PROJECT_NOT_FOUND_URL = '/portfolio/404';
