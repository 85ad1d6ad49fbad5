// The kinds of page: one row each, read by the route list's types, the addresses (hrefs.ts, the translations' and the
// language switch's), the build's fingerprints, the breadcrumbs' JSON-LD and the translations' sources. A new kind is
// a row here (the type checker then asks for the rest) and its template under src/pages/.
import type { Messages } from '../content/types.ts';

/**
 * What a page of the kind reads when it renders, besides the bundle (src/lib/city-pages.ts): `bundled` nothing (its
 * data changes only with the bundle); `own-file` its own file under generated/city-pages/; `own-file-and-county` that
 * and its county's entries of generated/cities.json (a city's page: the county map's dots, the county's finished
 * work); `directory` all of cities.json (the service-areas index). The build's fingerprint of a page follows it
 * (scripts/build/state.ts): a page is rendered again when what it reads changed.
 */
export type RenderReads = 'bundled' | 'own-file' | 'own-file-and-county' | 'directory';

interface KindColumns {
  reads: RenderReads;
  /**
   * The key of the page's own label in data/messages.yaml's `crumbs`: its breadcrumb is Home › that label. None for
   * the home page and for pages whose trail ends with a record's name (a city, a post) or another page's label.
   */
  crumb?: keyof Messages['crumbs'];
  /**
   * Where the language switch leads from a page of the kind that has no version in the other language: the page of
   * one that stands for its section, by its kind, and a section of it after `#` ('home#services': Home's services).
   */
  section?: string;
}

/**
 * A kind of which there is one page has its English address, `path` (href.about is about's `path`, its key in
 * camelCase), and may have `translatedBy`: the collection whose translation file (`<file>.es.yaml`) gives it a page in
 * that language, at /es/{that file's slugEs}, or /es/{the English segment} without one
 * (scripts/codegen/translation-sources.ts, src/lib/translated-routes.ts). A kind of many pages (one per city, post...)
 * has neither: its addresses are built from its records in hrefs.ts.
 */
export type PageKind = KindColumns &
  ({ path: '/' | `/${string}`; translatedBy?: string } | { path?: undefined; translatedBy?: undefined });

export const PAGE_KINDS = {
  home: { reads: 'bundled', path: '/', translatedBy: 'home' },
  about: { reads: 'bundled', path: '/about', crumb: 'about', translatedBy: 'about' },
  goals: { reads: 'bundled', path: '/goals', crumb: 'goals', translatedBy: 'goals' },
  quote: { reads: 'bundled', path: '/quote', crumb: 'quote', translatedBy: 'quote' },
  'quote-city': { reads: 'own-file', section: 'quote' },
  'quote-service': { reads: 'bundled', section: 'quote' },
  'quote-sent': { reads: 'bundled', section: 'quote' },
  portfolio: { reads: 'bundled', path: '/portfolio', crumb: 'portfolio', translatedBy: 'portfolioPage' },
  'portfolio-category': { reads: 'bundled', section: 'portfolio' },
  project: { reads: 'bundled', section: 'portfolio' },
  'project-not-found': { reads: 'bundled', section: 'portfolio' },
  blog: { reads: 'bundled', path: '/blog', translatedBy: 'blogPage' },
  'blog-post': { reads: 'bundled', section: 'blog' },
  'service-areas': { reads: 'directory', path: '/service-areas', crumb: 'serviceAreas', translatedBy: 'serviceAreas' },
  city: { reads: 'own-file-and-county', section: 'service-areas' },
  'plain-city': { reads: 'own-file', section: 'service-areas' },
  'city-fallback': { reads: 'own-file', section: 'service-areas' },
  'custom-wall-units': {
    reads: 'bundled',
    path: '/custom-wall-units',
    crumb: 'customWallUnits',
    translatedBy: 'customWallUnits',
  },
  'tech-recruitment': { reads: 'bundled', path: '/tech-recruitment', translatedBy: 'techRecruitment' },
  service: { reads: 'bundled', section: 'home#services' },
  terms: { reads: 'bundled', path: '/terms', crumb: 'terms', translatedBy: 'terms' },
  privacy: { reads: 'bundled', path: '/privacy', crumb: 'privacy', translatedBy: 'privacy' },
  guarantee: { reads: 'bundled', path: '/guarantee', crumb: 'guarantee', translatedBy: 'guarantee' },
} as const satisfies Record<string, PageKind>;

/** Every kind of page; each maps to one template under src/pages/. */
export type RouteKind = keyof typeof PAGE_KINDS;

/** The kinds of page of which there is one, at their row's `path`. */
export type SinglePage = {
  [K in RouteKind]: (typeof PAGE_KINDS)[K] extends { path: string } ? K : never;
}[RouteKind];

/** The single pages, in the table's order. */
export const SINGLE_PAGES = (Object.keys(PAGE_KINDS) as RouteKind[]).filter(
  (k): k is SinglePage => pageKind(k).path !== undefined,
);

/** The kinds of page of which there is one, and which a translation file can give a version of (`translatedBy`). */
export type TranslatablePage = {
  [K in RouteKind]: (typeof PAGE_KINDS)[K] extends { translatedBy: string } ? K : never;
}[RouteKind];

/**
 * A kind's row, or an error naming the kind and this file: a route of a kind with no row would be built without
 * the build knowing what it reads (never rendered again by an incremental build).
 */
export function pageKind(kind: string): PageKind {
  if (!Object.hasOwn(PAGE_KINDS, kind))
    throw new Error(
      `No row for the kind of page "${kind}" in PAGE_KINDS (src/lib/page-kinds.ts): add one, saying what its pages read when they render ('bundled' when their data hook reads only what is bundled).`,
    );
  return PAGE_KINDS[kind as RouteKind];
}

/**
 * The English address of the page that stands for a kind's section (its row's `section`): where the language switch
 * leads when a page has no version in the other language. Undefined for a kind without one.
 */
export function sectionOf(kind: RouteKind): { path: string; hash?: string } | undefined {
  const section = pageKind(kind).section;
  if (section === undefined) return undefined;
  const [of, hash] = section.split('#');
  const path = pageKind(of).path;
  if (path === undefined)
    throw new Error(
      `The section "${section}" of the kind "${kind}" in PAGE_KINDS (src/lib/page-kinds.ts) is not a page of one: name a kind with a \`path\`.`,
    );
  return { path, hash };
}
