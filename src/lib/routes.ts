import type { BlogPost, City, Project, ProjectCategories, Service } from '../content/types.ts';
import { CITY_FALLBACK_URL, href, PROJECT_NOT_FOUND_URL, plainSlug } from './hrefs.ts';
import type { Locale } from './locale.ts';
import { translatedRoutes } from './translated-routes.ts';

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
  alternates: Record<Locale, string>;
}

export interface RouteSources {
  cities: Pick<City, 'citySlug' | 'plainPage' | 'lastUpdated'>[];
  services: Pick<Service, 'slug'>[];
  projects: Pick<Project, 'id' | 'completedDate'>[];
  projectCategories: { categories: Pick<ProjectCategories['categories'][number], 'slug'>[] };
  blogPosts: Pick<BlogPost, 'id' | 'date'>[];
  /** Each translation's pages, by language (codegen reads them from the `.<code>.yaml` files); none: English only. */
  translations?: Record<Locale, TranslationSources>;
}

/**
 * What has a page in a translation. `pages`: each translated page of one kind and its slug (`slugEs` in Spanish;
 * undefined: the English segment, as /es/blog). `services` and `blogPosts`: the English id and its slug. `cities`:
 * the slugs of the cities with an intro in the language (a city keeps its slug: hialeah-fl is a name).
 */
export interface TranslationSources {
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

// The addresses live in hrefs.ts (translated-routes.ts reads them too); pages import them from here.
export { CITY_FALLBACK_URL, href, plainSlug } from './hrefs.ts';

/** The one list of the site's URLs, derived from the data: prerendering, the sitemap and the tests all read it. */
export function buildRoutes(src: RouteSources): Route[] {
  const english = englishRoutes(src);
  const byUrl = new Map(english.map((r) => [r.url, r]));
  const translated = Object.entries(src.translations ?? {}).flatMap(([locale, t]) =>
    translatedRoutes(src, locale, t, byUrl),
  );
  // Each English page learns its address in each language: hreflang goes both ways.
  for (const r of translated) byUrl.get(r.logical)!.alternates[r.locale] = r.url;
  return [...english, ...translated];
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
