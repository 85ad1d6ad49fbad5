// The columns of a row of PAGE_KINDS (page-kinds.ts): what each says, in types that make a row lacking one it needs
// an error, and the label they give a page of one.
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
  (
    | {
        path: '/' | `/${string}`;
        translatedBy?: BundledCollection;
        /** A link to it in every page's footer, under its label (labelOf): a page needs a link from another. */
        footer?: true;
      }
    | { path?: undefined; translatedBy?: undefined; footer?: undefined }
  ) &
  // A trail names the crumb, or the section, it ends with; a page of one may take its label from its own record.
  (
    | { jsonLd: 'trail'; crumb: NonNullable<KindColumns['crumb']> }
    | { jsonLd: 'trail'; path: string; translatedBy: BundledCollection }
    | { jsonLd: 'section-trail'; section: string }
    | { jsonLd: Exclude<JsonLd, 'trail' | 'section-trail'> }
  );

/**
 * A page of one's label (the last step of its trail, its link in the footer) in the language of `crumbs` and
 * `records` (the bundled content): its row's crumb, or else the `crumb` of its record, the collection its row's
 * translatedBy names, so that a new page needs no key in the messages. Undefined when it has neither.
 */
export function labelOf(row: PageKind, crumbs: Messages['crumbs'], records: object): string | undefined {
  if (row.crumb) return crumbs[row.crumb];
  const record = (records as Record<string, { crumb?: unknown } | undefined>)[row.translatedBy ?? ''];
  return typeof record?.crumb === 'string' ? record.crumb : undefined;
}
