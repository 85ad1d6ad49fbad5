import { CITY_FALLBACK_URL, href, PROJECT_NOT_FOUND_URL, plainSlug } from './hrefs.ts';
import { quoteRoutes } from './quote-routes.ts';
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
