import type { BlogPost, City, Project, ProjectCategories, Service } from '../../generated/types.ts';

/** Every kind of page; each maps to one template under src/pages/. */
export type RouteKind =
  | 'home'
  | 'about'
  | 'goals'
  | 'quote'
  | 'portfolio'
  | 'portfolio-category'
  | 'project'
  | 'blog'
  | 'blog-post'
  | 'service-areas'
  | 'city'
  | 'plain-city'
  | 'city-fallback'
  | 'project-not-found'
  | 'custom-wall-units'
  | 'tech-recruitment'
  | 'service'
  | 'terms'
  | 'privacy'
  | 'guarantee';

export interface Route {
  /** Path without trailing slash (the site's one URL policy), "/" for home. */
  url: string;
  kind: RouteKind;
  /** The record the page shows: a city slug, service slug, project id or blog post id. */
  id?: string;
  /** false for near-duplicates (plain city pages) and the fallback: left out of the sitemap. */
  indexable: boolean;
  /** The URL search engines should index instead, when it is another page's. */
  canonical: string;
  /** YYYY-MM-DD, for the sitemap. */
  lastmod?: string;
}

export interface RouteSources {
  cities: Pick<City, 'citySlug' | 'plainPage' | 'lastUpdated'>[];
  services: Pick<Service, 'slug'>[];
  projects: Pick<Project, 'id' | 'completedDate'>[];
  projectCategories: { categories: Pick<ProjectCategories['categories'][number], 'slug'>[] };
  blogPosts: Pick<BlogPost, 'id' | 'date'>[];
}

/** The plain page of a city lives at its slug without "-fl". */
export const plainSlug = (citySlug: string) => citySlug.replace(/-fl$/, '');
/** The portfolio filtered to one category: a real page, so the filter works without JavaScript on a static host. */
export const portfolioCategoryUrl = (slug: string) => `/portfolio/category/${slug}`;

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

/** The one list of the site's URLs, derived from the data: prerendering, the sitemap and the tests all read it. */
export function buildRoutes(src: RouteSources): Route[] {
  const page = (url: string, kind: RouteKind, extra: Partial<Route> = {}): Route => ({ url, kind, indexable: true, canonical: url, ...extra });
  const newestPost = src.blogPosts
    .map((p) => p.date)
    .sort()
    .at(-1);
  return [
    page(href.home, 'home'),
    page(href.about, 'about'),
    page(href.goals, 'goals'),
    page(href.quote, 'quote'),
    page(href.portfolio, 'portfolio'),
    // Filtered views of one list: kept out of the index, /portfolio is the page to rank.
    ...src.projectCategories.categories.map((c) => page(href.portfolioCategory(c.slug), 'portfolio-category', { id: c.slug, indexable: false, canonical: href.portfolio })),
    ...src.projects.map((p) => page(href.project(p.id), 'project', { id: p.id, lastmod: `${p.completedDate}-01` })),
    page(PROJECT_NOT_FOUND_URL, 'project-not-found', { indexable: false, canonical: href.portfolio }),
    page(href.blog, 'blog', { lastmod: newestPost }),
    ...src.blogPosts.map((p) => page(href.blogPost(p.id), 'blog-post', { id: p.id, lastmod: p.date })),
    page(href.serviceAreas, 'service-areas'),
    ...src.cities.map((c) => page(href.city(c.citySlug), 'city', { id: c.citySlug, lastmod: c.lastUpdated })),
    ...src.cities.filter((c) => c.plainPage).map((c) => page(href.plainCity(c.citySlug), 'plain-city', { id: plainSlug(c.citySlug), indexable: false, canonical: href.city(c.citySlug) })),
    page(CITY_FALLBACK_URL, 'city-fallback', { id: '_fallback', indexable: false }),
    page(href.customWallUnits, 'custom-wall-units'),
    page(href.techRecruitment, 'tech-recruitment'),
    ...src.services.map((s) => page(href.service(s.slug), 'service', { id: s.slug })),
    page(href.terms, 'terms'),
    page(href.privacy, 'privacy'),
    page(href.guarantee, 'guarantee'),
  ];
}
