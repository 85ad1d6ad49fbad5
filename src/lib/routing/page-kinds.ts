// The kinds of page: one row each, read by the route list's types, the addresses (hrefs.ts, the translations' and the
// language switch's), the build's fingerprints, the JSON-LD codegen builds for each page (by its row's `jsonLd`), the
// social card of its head (`card`), the footer's links (`footer`) and the translations' sources. A new kind is a row
// here (the type checker asks for its JSON-LD and card, and then for the rest; page-kind-columns.ts says what each
// column means) and its template under src/pages/.
import type { PageKind } from './page-kind-columns.ts';

export type { JsonLd, PageKind, RenderReads, SocialCard } from './page-kind-columns.ts';

export const PAGE_KINDS = {
  home: { reads: 'bundled', path: '/', translatedBy: 'home', jsonLd: 'site', card: 'default' },
  about: { reads: 'bundled', path: '/about', crumb: 'about', translatedBy: 'about', jsonLd: 'trail', card: 'default' },
  goals: { reads: 'bundled', path: '/goals', crumb: 'goals', translatedBy: 'goals', jsonLd: 'trail', card: 'default' },
  quote: { reads: 'bundled', path: '/quote', crumb: 'quote', translatedBy: 'quote', jsonLd: 'trail', card: 'default' },
  // A city's or a service's quote page is the quote page with a field filled in, and the answer to a quote sent
  // without JavaScript follows it: their trail is the quote page's.
  'quote-city': { reads: 'own-file', section: 'quote', jsonLd: 'section-trail', card: 'default' },
  'quote-service': { reads: 'bundled', section: 'quote', jsonLd: 'section-trail', card: 'default' },
  'quote-sent': { reads: 'bundled', section: 'quote', jsonLd: 'section-trail', card: 'default' },
  // The page of a booked visit, which the handler fills from the e-mails' links (src/server/booking/answer.ts).
  'quote-visit': { reads: 'bundled', section: 'quote', jsonLd: 'section-trail', card: 'default' },
  portfolio: {
    reads: 'bundled',
    path: '/portfolio',
    crumb: 'portfolio',
    translatedBy: 'portfolioPage',
    jsonLd: 'trail',
    card: 'portfolio',
  },
  'portfolio-category': { reads: 'bundled', section: 'portfolio', jsonLd: 'category-trail', card: 'portfolio' },
  project: { reads: 'bundled', section: 'portfolio', jsonLd: 'project', card: 'portfolio' },
  'project-not-found': { reads: 'bundled', section: 'portfolio', jsonLd: 'section-trail', card: 'default' },
  blog: { reads: 'bundled', path: '/blog', translatedBy: 'blogPage', jsonLd: 'blog', card: 'default' },
  'blog-post': { reads: 'bundled', section: 'blog', jsonLd: 'blog-post', card: 'default' },
  'service-areas': {
    reads: 'directory',
    path: '/service-areas',
    crumb: 'serviceAreas',
    translatedBy: 'serviceAreas',
    jsonLd: 'trail',
    card: 'city',
  },
  city: { reads: 'own-file-and-county', section: 'service-areas', jsonLd: 'city', card: 'city' },
  'plain-city': { reads: 'own-file', section: 'service-areas', jsonLd: 'plain-city-trail', card: 'city' },
  'city-fallback': { reads: 'own-file', section: 'service-areas', jsonLd: 'plain-city-trail', card: 'city' },
  'custom-wall-units': {
    reads: 'bundled',
    path: '/custom-wall-units',
    crumb: 'customWallUnits',
    translatedBy: 'customWallUnits',
    jsonLd: 'trail',
    card: 'default',
  },
  'tech-recruitment': {
    reads: 'bundled',
    path: '/tech-recruitment',
    translatedBy: 'techRecruitment',
    jsonLd: 'job-posting',
    card: 'technicians',
  },
  service: { reads: 'bundled', section: 'home#services', jsonLd: 'service', card: 'service' },
  terms: { reads: 'bundled', path: '/terms', crumb: 'terms', translatedBy: 'terms', jsonLd: 'trail', card: 'default' },
  privacy: {
    reads: 'bundled',
    path: '/privacy',
    crumb: 'privacy',
    translatedBy: 'privacy',
    jsonLd: 'trail',
    card: 'default',
  },
  guarantee: {
    reads: 'bundled',
    path: '/guarantee',
    crumb: 'guarantee',
    translatedBy: 'guarantee',
    jsonLd: 'trail',
    card: 'default',
  },
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
      `No row for the kind of page "${kind}" in PAGE_KINDS (src/lib/routing/page-kinds.ts): add one, saying what its pages read when they render ('bundled' when their data hook reads only what is bundled).`,
    );
  return PAGE_KINDS[kind as RouteKind];
}
