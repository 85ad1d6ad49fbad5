import { CITY_FALLBACK_URL, href, PROJECT_NOT_FOUND_URL, plainSlug } from './hrefs.ts';
import { PAGE_KINDS, type PageKind, type SinglePage } from './page-kinds.ts';
import { quoteRoutes } from './quote-pages.ts';
import type { Route, RouteKind, RouteSources } from './route-types.ts';
import { translatedRoutes } from './translated-routes.ts';

// The addresses live in hrefs.ts (translated-routes.ts reads them too); pages import them from here.
export { CITY_FALLBACK_URL, href, plainSlug } from './hrefs.ts';
export type { Route, RouteKind, RouteSources, TranslatablePage, TranslationSources } from './route-types.ts';

/** The one list of the site's URLs, derived from the data: prerendering, the sitemap and the tests all read it. */
export function buildRoutes(src: RouteSources): Route[] {
  const english = englishRoutes(src);
  const byUrl = new Map(english.map((r) => [r.url, r]));
  const translated = Object.entries(src.translations ?? {}).flatMap(([locale, t]) =>
    translatedRoutes(src, locale, t, byUrl),
  );
  // Each English page learns its address in each language, then each translation takes the whole set: hreflang goes
  // every way between every language, not only to and from English.
  for (const r of translated) byUrl.get(r.logical)!.alternates[r.locale] = r.url;
  for (const r of translated) r.alternates = { ...byUrl.get(r.logical)!.alternates };
  const all = [...english, ...translated];
  return [...all, ...quoteRoutes(all)];
}

type Page = (url: string, kind: RouteKind, extra?: Partial<Route>) => Route;

/** The kinds whose pages quoteRoutes (quote-routes.ts) makes from the others: one per city or service, the answer pages. */
type QuoteKind = 'quote-city' | 'quote-service' | 'quote-sent' | 'quote-visit';

/**
 * The pages of each kind of many, built from its records (a page of one needs no line: its row's `path` is its
 * address). The type asks for a line for every kind without a `path`.
 */
const MANY: Record<Exclude<RouteKind, SinglePage | QuoteKind>, (src: RouteSources, page: Page) => Route[]> = {
  // Filtered views of one list: kept out of the index, /portfolio is the page to rank.
  'portfolio-category': (src, page) =>
    src.projectCategories.categories.map((c) =>
      page(href.portfolioCategory(c.slug), 'portfolio-category', {
        id: c.slug,
        indexable: false,
        canonical: href.portfolio,
      }),
    ),
  project: (src, page) =>
    src.projects.map((p) => page(href.project(p.id), 'project', { id: p.id, lastmod: `${p.completedDate}-01` })),
  'project-not-found': (_, page) => [
    page(PROJECT_NOT_FOUND_URL, 'project-not-found', { indexable: false, canonical: href.portfolio }),
  ],
  'blog-post': (src, page) =>
    src.blogPosts.map((p) => page(href.blogPost(p.id), 'blog-post', { id: p.id, lastmod: p.date })),
  city: (src, page) =>
    src.cities.map((c) => page(href.city(c.citySlug), 'city', { id: c.citySlug, lastmod: c.lastUpdated })),
  'plain-city': (src, page) =>
    src.cities
      .filter((c) => c.plainPage)
      .map((c) =>
        page(href.plainCity(c.citySlug), 'plain-city', {
          id: plainSlug(c.citySlug),
          indexable: false,
          canonical: href.city(c.citySlug),
        }),
      ),
  'city-fallback': (_, page) => [page(CITY_FALLBACK_URL, 'city-fallback', { id: '_fallback', indexable: false })],
  service: (src, page) => src.services.map((s) => page(href.service(s.slug), 'service', { id: s.slug })),
};

/** What a page of one has besides its address: the blog's date is its newest post's. */
const ALSO: Partial<Record<SinglePage, (src: RouteSources) => Partial<Route>>> = {
  blog: (src) => ({
    lastmod: src.blogPosts
      .map((p) => p.date)
      .sort()
      .at(-1),
  }),
};

/** The English pages, kind by kind in PAGE_KINDS's order: a page of one at its row's `path`, the others from MANY. */
function englishRoutes(src: RouteSources): Route[] {
  const page: Page = (url, kind, extra = {}) => ({
    url,
    kind,
    indexable: true,
    canonical: url,
    locale: 'en',
    logical: url,
    alternates: { en: url },
    ...extra,
  });
  return (Object.entries(PAGE_KINDS) as [RouteKind, PageKind][]).flatMap(([kind, { path }]) => {
    if (path !== undefined) return [page(path, kind, ALSO[kind as SinglePage]?.(src))];
    return kind in MANY ? MANY[kind as keyof typeof MANY](src, page) : [];
  });
}
