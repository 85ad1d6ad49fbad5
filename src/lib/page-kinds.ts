// The kinds of page: one row each, read by the route list's types, the build's fingerprints, the breadcrumbs'
// JSON-LD and the translations' sources. A new kind is a row here (the type checker then asks for the rest) and its
// template under src/pages/.
import type { Messages } from '../content/types.ts';

/**
 * What a page of the kind reads when it renders, besides the bundle (src/lib/city-pages.ts): `bundled` nothing (its
 * data changes only with the bundle); `own-file` its own file under generated/city-pages/; `own-file-and-county` that
 * and its county's entries of generated/cities.json (a city's page: the county map's dots, the county's finished
 * work); `directory` all of cities.json (the service-areas index). The build's fingerprint of a page follows it
 * (scripts/build/state.ts): a page is rendered again when what it reads changed.
 */
export type RenderReads = 'bundled' | 'own-file' | 'own-file-and-county' | 'directory';

export interface PageKind {
  reads: RenderReads;
  /**
   * The key of the page's own label in data/messages.yaml's `crumbs`: its breadcrumb is Home › that label. None for
   * the home page and for pages whose trail ends with a record's name (a city, a post) or another page's label.
   */
  crumb?: keyof Messages['crumbs'];
  /**
   * For a kind of which there is one page: the collection whose translation file (`<file>.es.yaml`) gives it a page
   * in that language (scripts/codegen/translation-sources.ts).
   */
  translatedBy?: string;
}

export const PAGE_KINDS = {
  home: { reads: 'bundled', translatedBy: 'home' },
  about: { reads: 'bundled', crumb: 'about', translatedBy: 'about' },
  goals: { reads: 'bundled', crumb: 'goals', translatedBy: 'goals' },
  quote: { reads: 'bundled', crumb: 'quote', translatedBy: 'quote' },
  'quote-city': { reads: 'own-file' },
  'quote-service': { reads: 'bundled' },
  'quote-sent': { reads: 'bundled' },
  portfolio: { reads: 'bundled', crumb: 'portfolio', translatedBy: 'portfolioPage' },
  'portfolio-category': { reads: 'bundled' },
  project: { reads: 'bundled' },
  blog: { reads: 'bundled', translatedBy: 'blogPage' },
  'blog-post': { reads: 'bundled' },
  'service-areas': { reads: 'directory', crumb: 'serviceAreas', translatedBy: 'serviceAreas' },
  city: { reads: 'own-file-and-county' },
  'plain-city': { reads: 'own-file' },
  'city-fallback': { reads: 'own-file' },
  'project-not-found': { reads: 'bundled' },
  'custom-wall-units': { reads: 'bundled', crumb: 'customWallUnits', translatedBy: 'customWallUnits' },
  'tech-recruitment': { reads: 'bundled', translatedBy: 'techRecruitment' },
  service: { reads: 'bundled' },
  terms: { reads: 'bundled', crumb: 'terms', translatedBy: 'terms' },
  privacy: { reads: 'bundled', crumb: 'privacy', translatedBy: 'privacy' },
  guarantee: { reads: 'bundled', crumb: 'guarantee', translatedBy: 'guarantee' },
} as const satisfies Record<string, PageKind>;

/** Every kind of page; each maps to one template under src/pages/. */
export type RouteKind = keyof typeof PAGE_KINDS;

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
