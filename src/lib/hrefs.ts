/** The site's English addresses: src/lib/routes.ts lists the pages, templates link to them with <Link>. */
/** The plain page of a city lives at its slug without "-fl". */
export const plainSlug = (citySlug: string) => citySlug.replace(/-fl$/, '');
/** The segment of the portfolio's filtered views: /portfolio/category/{slug}. */
export const CATEGORY_SEGMENT = 'category';
/** The portfolio filtered to one category: a real page, so the filter works without JavaScript on a static host. */
export const portfolioCategoryUrl = (slug: string) => `/portfolio/${CATEGORY_SEGMENT}/${slug}`;

/** Every page's URL, built in one place: the route list below, the links of every template and the JSON-LD use it. */
export const href = {
  home: '/',
  about: '/about',
  goals: '/goals',
  quote: '/quote',
  portfolio: '/portfolio',
  blog: '/blog',
  serviceAreas: '/service-areas',
  customWallUnits: '/custom-wall-units',
  techRecruitment: '/tech-recruitment',
  terms: '/terms',
  privacy: '/privacy',
  guarantee: '/guarantee',
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
