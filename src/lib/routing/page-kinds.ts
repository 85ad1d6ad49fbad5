// The kinds of page: one row each, read by the route list's types, the addresses (hrefs.ts, the translations' and the
// language switch's), the build's fingerprints, the JSON-LD codegen builds for each page (by its row's `jsonLd`), the
// social card of its head (`card`) and the translations' sources. A new kind is a row here (the type checker asks for
// its JSON-LD and card, and then for the rest) and its template under src/pages/.
import type { BundledCollection, Messages, Site } from '../../content/types.ts';

/**
 * What a page of the kind reads when it renders, besides the bundle (src/lib/routing/city-pages.ts): `bundled` nothing (its
 * data changes only with the bundle); `own-file` its own file under generated/city-pages/; `own-file-and-county` that
 * and its county's entries of generated/cities.json (a city's page: the county map's dots, the county's finished
 * work); `directory` all of cities.json (the service-areas index). The build's fingerprint of a page follows it
 * (scripts/build/state.ts): a page is rendered again when what it reads changed.
 */
export type RenderReads = 'bundled' | 'own-file' | 'own-file-and-county' | 'directory';

/**
 * What JSON-LD codegen builds for a kind's pages, by the name of its builder (scripts/codegen/structured-data.ts has
 * one per name: a new name here is a type error there until it has one). `site`: the business
 * (HomeAndConstructionBusiness) and the WebSite; `city`: the business serving the city, its Service there and the
 * FAQPage; `service`: a Service with its offers; `project`: a CreativeWork; `blog`: the Blog and its BlogPostings;
 * `blog-post`: a BlogPosting; `job-posting`: a JobPosting; each of these with its breadcrumb trail (a BreadcrumbList).
 * The rest are a trail only: `trail` Home › the row's crumb (or the `crumb` of the page's own record, for a page of
 * one), `section-trail` Home › its section's crumb, `category-trail` Home › Portfolio › the category's name,
 * `plain-city-trail` Home › Service areas › the city's name. Every page also gets a WebPage, and a page that names the
 * business (by its @id) gets the business's node.
 */
export type JsonLd =
  | 'site'
  | 'city'
  | 'service'
  | 'project'
  | 'blog'
  | 'blog-post'
  | 'job-posting'
  | 'trail'
  | 'section-trail'
  | 'category-trail'
  | 'plain-city-trail';

/**
 * The social card a kind's pages are shared with (og:image, twitter:image), by its key in data/site.yaml's
 * `socialImages` (src/lib/page/head.ts): the page's own photo, or the card a page names (a city's `ogImage`), wins over it.
 */
export type SocialCard = keyof Site['socialImages'];

interface KindColumns {
  reads: RenderReads;
  card: SocialCard;
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
 * camelCase), and may have `translatedBy`: the bundled collection (a typo is a type error) whose translation file
 * (`<file>.es.yaml`) gives it a page in that language, at /es/{that file's slugEs}, or /es/{the English segment}
 * without one (scripts/codegen/translation-sources.ts, src/lib/routing/translated-routes.ts). A kind of many pages (one per
 * city, post...) has neither: its addresses are built from its records in hrefs.ts.
 */
export type PageKind = KindColumns &
  ({ path: '/' | `/${string}`; translatedBy?: BundledCollection } | { path?: undefined; translatedBy?: undefined }) &
  // A trail names the crumb, or the section, it ends with; a page of one may take its label from its own record.
  (
    | { jsonLd: 'trail'; crumb: NonNullable<KindColumns['crumb']> }
    | { jsonLd: 'trail'; path: string; translatedBy: BundledCollection }
    | { jsonLd: 'section-trail'; section: string }
    | { jsonLd: Exclude<JsonLd, 'trail' | 'section-trail'> }
  );

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
      `The section "${section}" of the kind "${kind}" in PAGE_KINDS (src/lib/routing/page-kinds.ts) is not a page of one: name a kind with a \`path\`.`,
    );
  return { path, hash };
}
