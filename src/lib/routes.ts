import type { BlogPost, City, Project, Service } from '../../generated/types.ts';

/** Every kind of page; each maps to one template under src/pages/. */
export type RouteKind =
  | 'home' | 'about' | 'goals' | 'quote' | 'portfolio' | 'project' | 'blog' | 'service-areas' | 'city'
  | 'plain-city' | 'city-fallback' | 'project-not-found' | 'custom-wall-units' | 'tech-recruitment' | 'service' | 'terms'
  | 'privacy' | 'guarantee';

export interface Route {
  /** Path without trailing slash (the site's one URL policy), "/" for home. */
  url: string;
  kind: RouteKind;
  /** The record the page shows: a city slug, service slug or project id. */
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
  blogPosts: Pick<BlogPost, 'date'>[];
}

/** The plain page of a city lives at its slug without "-fl". */
export const plainSlug = (citySlug: string) => citySlug.replace(/-fl$/, '');
/**
 * Pages written as a folder's `404.html` (the route `/service-areas/404` is the file `service-areas/404.html`): the
 * static hosts and `npm start` answer every unknown path under that folder with it, status 404 (README decision 20).
 * The generic 'South Florida' page answers unknown /service-areas/{city} (SPEC 2.9); unknown /portfolio/{id} gets a
 * page that replaces itself with /portfolio (SPEC 2.14).
 */
export const CITY_FALLBACK_URL = '/service-areas/404';
export const PROJECT_NOT_FOUND_URL = '/portfolio/404';

/** The one list of the site's URLs, derived from the data: prerendering, the sitemap and the tests all read it. */
export function buildRoutes(src: RouteSources): Route[] {
  const page = (url: string, kind: RouteKind, extra: Partial<Route> = {}): Route => ({ url, kind, indexable: true, canonical: url, ...extra });
  const newestPost = src.blogPosts.map((p) => p.date).sort().at(-1);
  return [
    page('/', 'home'),
    page('/about', 'about'),
    page('/goals', 'goals'),
    page('/quote', 'quote'),
    page('/portfolio', 'portfolio'),
    ...src.projects.map((p) => page(`/portfolio/${p.id}`, 'project', { id: p.id, lastmod: `${p.completedDate}-01` })),
    page(PROJECT_NOT_FOUND_URL, 'project-not-found', { indexable: false, canonical: '/portfolio' }),
    page('/blog', 'blog', { lastmod: newestPost }),
    page('/service-areas', 'service-areas'),
    ...src.cities.map((c) => page(`/service-areas/${c.citySlug}`, 'city', { id: c.citySlug, lastmod: c.lastUpdated })),
    ...src.cities
      .filter((c) => c.plainPage)
      .map((c) => page(`/service-areas/${plainSlug(c.citySlug)}`, 'plain-city', { id: plainSlug(c.citySlug), indexable: false, canonical: `/service-areas/${c.citySlug}` })),
    page(CITY_FALLBACK_URL, 'city-fallback', { id: '_fallback', indexable: false }),
    page('/custom-wall-units', 'custom-wall-units'),
    page('/tech-recruitment', 'tech-recruitment'),
    ...src.services.map((s) => page(`/services/${s.slug}`, 'service', { id: s.slug })),
    page('/terms', 'terms'),
    page('/privacy', 'privacy'),
    page('/guarantee', 'guarantee'),
  ];
}

export function routesOfKind(routes: Route[], kind: RouteKind): Route[] {
  return routes.filter((r) => r.kind === kind);
}
