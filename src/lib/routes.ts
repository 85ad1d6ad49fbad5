import type { BlogPost, City, Project, ProjectCategories, Service } from '../../generated/types.ts';
import type { Locale } from './locale.ts';

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
  locale: Locale;
  /** The English address of the same page: the template that renders it (Vike's urlLogical for a translation). */
  logical: string;
  /** The page's address in each language it exists in, itself included: hreflang, the sitemap, the language switch. */
  alternates: Partial<Record<Locale, string>>;
}

export interface RouteSources {
  cities: Pick<City, 'citySlug' | 'plainPage' | 'lastUpdated'>[];
  services: Pick<Service, 'slug'>[];
  projects: Pick<Project, 'id' | 'completedDate'>[];
  projectCategories: { categories: Pick<ProjectCategories['categories'][number], 'slug'>[] };
  blogPosts: Pick<BlogPost, 'id' | 'date'>[];
  /** The Spanish version of each translated page (codegen reads them from the `.es.yaml` files); none: English only. */
  es?: SpanishSources;
}

/**
 * What has a Spanish page. `pages`: each translated page of one kind and its `slugEs` (undefined: the English
 * segment, as /es/blog). `services` and `blogPosts`: the English id and its `slugEs`. `cities`: the slugs of the
 * cities with a Spanish intro (a city keeps its slug: hialeah-fl is a name).
 */
export interface SpanishSources {
  pages: Partial<Record<TranslatablePage, string | undefined>>;
  services: Record<string, string>;
  blogPosts: Record<string, string>;
  cities: string[];
  /** The projects' English ids and their `slugEs`. */
  projects?: Record<string, string>;
  /**
   * The portfolio's categories: `segment` of their addresses (undefined: the English one) and each category's
   * `slugEs`. Undefined without their translation, and then there is no Spanish portfolio (its filter names them).
   */
  projectCategories?: { segment?: string; slugs: Record<string, string> };
  /** Whether the page an unknown project address answers with is translated: then it is {Spanish portfolio}/404. */
  projectNotFound?: boolean;
}

/** The kinds of page of which there is one, and which a translation file can give a Spanish version. */
export type TranslatablePage = Extract<
  RouteKind,
  | 'home'
  | 'about'
  | 'goals'
  | 'quote'
  | 'portfolio'
  | 'blog'
  | 'service-areas'
  | 'custom-wall-units'
  | 'tech-recruitment'
  | 'terms'
  | 'privacy'
  | 'guarantee'
>;

/** The plain page of a city lives at its slug without "-fl". */
export const plainSlug = (citySlug: string) => citySlug.replace(/-fl$/, '');
/** The segment of the portfolio's filtered views: /portfolio/category/{slug}. */
const CATEGORY_SEGMENT = 'category';
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

/** The one list of the site's URLs, derived from the data: prerendering, the sitemap and the tests all read it. */
export function buildRoutes(src: RouteSources): Route[] {
  const english = englishRoutes(src);
  if (!src.es) return english;
  const spanish = spanishRoutes(src, src.es, new Map(english.map((r) => [r.url, r])));
  // Each English page learns its Spanish address: hreflang goes both ways.
  const byUrl = new Map(english.map((r) => [r.url, r]));
  for (const r of spanish) byUrl.get(r.logical)!.alternates.es = r.url;
  return [...english, ...spanish];
}

function englishRoutes(src: RouteSources): Route[] {
  const page = (url: string, kind: RouteKind, extra: Partial<Route> = {}): Route => ({
    url,
    kind,
    indexable: true,
    canonical: url,
    locale: 'en',
    logical: url,
    alternates: { en: url },
    ...extra,
  });
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
    ...src.projectCategories.categories.map((c) =>
      page(href.portfolioCategory(c.slug), 'portfolio-category', {
        id: c.slug,
        indexable: false,
        canonical: href.portfolio,
      }),
    ),
    ...src.projects.map((p) => page(href.project(p.id), 'project', { id: p.id, lastmod: `${p.completedDate}-01` })),
    page(PROJECT_NOT_FOUND_URL, 'project-not-found', { indexable: false, canonical: href.portfolio }),
    page(href.blog, 'blog', { lastmod: newestPost }),
    ...src.blogPosts.map((p) => page(href.blogPost(p.id), 'blog-post', { id: p.id, lastmod: p.date })),
    page(href.serviceAreas, 'service-areas'),
    ...src.cities.map((c) => page(href.city(c.citySlug), 'city', { id: c.citySlug, lastmod: c.lastUpdated })),
    ...src.cities
      .filter((c) => c.plainPage)
      .map((c) =>
        page(href.plainCity(c.citySlug), 'plain-city', {
          id: plainSlug(c.citySlug),
          indexable: false,
          canonical: href.city(c.citySlug),
        }),
      ),
    page(CITY_FALLBACK_URL, 'city-fallback', { id: '_fallback', indexable: false }),
    page(href.customWallUnits, 'custom-wall-units'),
    page(href.techRecruitment, 'tech-recruitment'),
    ...src.services.map((s) => page(href.service(s.slug), 'service', { id: s.slug })),
    page(href.terms, 'terms'),
    page(href.privacy, 'privacy'),
    page(href.guarantee, 'guarantee'),
  ];
}

/** The prefix of the Spanish pages. */
export const SPANISH_ROOT = '/es';
/** The segment of the Spanish service pages: /es/servicios/pintura. */
export const SPANISH_SERVICES = 'servicios';

/**
 * The Spanish pages: a translated page of one kind at /es/{slugEs}, a service at /es/servicios/{slugEs}, a post at
 * {Spanish blog}/{slugEs}, a city at {Spanish service areas}/{city-slug}, a project at {Spanish portfolio}/{slugEs}
 * and a category at {Spanish portfolio}/{segment}/{slugEs}. A post, a city, a project or a category needs its index
 * page in Spanish, and every Spanish page needs the home page in Spanish (the header and footer lead there).
 */
function spanishRoutes(src: RouteSources, es: SpanishSources, english: Map<string, Route>): Route[] {
  if (!('home' in es.pages)) return [];
  const routes: Route[] = [];
  const add = (url: string, englishUrl: string, canonical = url) => {
    const en = english.get(englishUrl)!;
    // The same page in another language: its own canonical (a filtered view's: its list's), the same kind, record and date.
    routes.push({ ...en, url, canonical, locale: 'es', logical: en.url, alternates: { en: en.url, es: url } });
    return url;
  };
  const single: Record<TranslatablePage, string> = {
    home: href.home,
    about: href.about,
    goals: href.goals,
    quote: href.quote,
    portfolio: href.portfolio,
    blog: href.blog,
    'service-areas': href.serviceAreas,
    'custom-wall-units': href.customWallUnits,
    'tech-recruitment': href.techRecruitment,
    terms: href.terms,
    privacy: href.privacy,
    guarantee: href.guarantee,
  };
  const at: Partial<Record<TranslatablePage, string>> = {};
  for (const [kind, englishUrl] of Object.entries(single) as [TranslatablePage, string][]) {
    // The portfolio's filter names the categories: without their Spanish, the portfolio stays English.
    if (!(kind in es.pages) || (kind === 'portfolio' && !es.projectCategories)) continue;
    at[kind] = add(
      kind === 'home' ? SPANISH_ROOT : `${SPANISH_ROOT}/${es.pages[kind] ?? englishUrl.slice(1)}`,
      englishUrl,
    );
  }
  for (const s of src.services)
    if (es.services[s.slug]) add(`${SPANISH_ROOT}/${SPANISH_SERVICES}/${es.services[s.slug]}`, href.service(s.slug));
  if (at.blog)
    for (const p of src.blogPosts) if (es.blogPosts[p.id]) add(`${at.blog}/${es.blogPosts[p.id]}`, href.blogPost(p.id));
  const categories = es.projectCategories;
  if (at.portfolio && categories) {
    const segment = `${at.portfolio}/${categories.segment ?? CATEGORY_SEGMENT}`;
    for (const { slug } of src.projectCategories.categories) {
      const es = categories.slugs[slug];
      if (es) add(`${segment}/${es}`, href.portfolioCategory(slug), at.portfolio);
    }
    for (const p of src.projects)
      if (es.projects?.[p.id]) add(`${at.portfolio}/${es.projects[p.id]}`, href.project(p.id));
    if (es.projectNotFound) add(`${at.portfolio}/404`, PROJECT_NOT_FOUND_URL, at.portfolio);
  }
  if (at['service-areas']) {
    const translated = new Set(es.cities);
    for (const c of src.cities)
      if (translated.has(c.citySlug)) add(`${at['service-areas']}/${c.citySlug}`, href.city(c.citySlug));
  }
  return routes;
}
