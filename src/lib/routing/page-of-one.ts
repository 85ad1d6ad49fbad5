/**
 * The data of a page of one that shows its collection as it is: the record its row of PAGE_KINDS names
 * (`translatedBy`), in the page's language, and its head from the record's own title and description. It is the data
 * hook of every template without a +data.ts of its own (src/pages/+data.ts), so a new page of that kind needs none.
 */

import { type Content, contentFor, messagesFor, pageContent, pathOf } from '../i18n/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import type { PageHead } from '../page/head.ts';
import { pageHead, routeOf } from '../page/head.ts';
import { labelOf } from './page-kind-columns.ts';
import { type PAGE_KINDS, pageKind, SINGLE_PAGES, type TranslatablePage } from './page-kinds.ts';

/** The collection a page of one reads: its row's `translatedBy`. */
type CollectionOf<K extends TranslatablePage> = Extract<(typeof PAGE_KINDS)[K]['translatedBy'], keyof Content>;

/** What a record needs to be a page by itself: the title and description of its head. */
interface OwnHead {
  metaTitle: string;
  metaDescription: string;
}

/** The pages of one whose record can be the whole page: the shared data hook serves them. */
export type PlainPage = {
  [K in TranslatablePage]: Content[CollectionOf<K>] extends OwnHead ? K : never;
}[TranslatablePage];

/** What the shared data hook gives a page of the kind K: its head, and its record in the page's language. */
export interface PlainPageData<K extends PlainPage> {
  head: PageHead;
  page: Content[CollectionOf<K>];
}

/**
 * The data of the page being rendered, read through its route's kind; undefined for the error page (Vike runs the
 * hook for it too), whose head is then the not-found page's (src/pages/+Head.tsx).
 */
export function pageOfOneData(pageContext: {
  urlOriginal: string;
  locale?: Locale;
  is404?: boolean | null;
}): PlainPageData<PlainPage> | undefined {
  // null on a page that rendered; true or false on the error page, which has no record.
  if (pageContext.is404 === true || pageContext.is404 === false) return undefined;
  const { kind } = routeOf(pathOf(pageContext));
  const collection = pageKind(kind).translatedBy;
  const page = collection === undefined ? undefined : (pageContent(pageContext) as Record<string, unknown>)[collection];
  if (!isOwnHead(page))
    throw new Error(
      `The page ${pageContext.urlOriginal} (kind "${kind}") has no +data.ts of its own, and its row in PAGE_KINDS (src/lib/routing/page-kinds.ts) names no collection (translatedBy) with a metaTitle and a metaDescription: name one, or give its template a +data.ts.`,
    );
  return {
    head: pageHead(pageContext, page.metaTitle, page.metaDescription),
    page: page as PlainPageData<PlainPage>['page'],
  };
}

const isOwnHead = (record: unknown): record is OwnHead =>
  typeof record === 'object' &&
  record !== null &&
  typeof (record as OwnHead).metaTitle === 'string' &&
  typeof (record as OwnHead).metaDescription === 'string';

/**
 * The pages of one whose row puts them in the footer (`footer` in PAGE_KINDS), each under its label in `locale`, or
 * its English one where the page has no translation (the footer's <Link> then says the language), at its English address.
 */
export function footerPages(locale: Locale): { name: string; href: string }[] {
  return SINGLE_PAGES.flatMap((kind) => {
    const row = pageKind(kind);
    if (!row.footer) return [];
    const label = (at: Locale) => labelOf(row, messagesFor(at).crumbs, contentFor(at));
    const name = label(locale) ?? label(DEFAULT_LOCALE);
    if (name === undefined)
      throw new Error(
        `The page "${kind}" has \`footer\` in its row of PAGE_KINDS (src/lib/routing/page-kinds.ts) but no label for its link there: give its record a \`crumb\` (its schema requiring it), or its row the key of one in crumbs of data/messages.yaml.`,
      );
    return [{ name, href: row.path }];
  });
}
