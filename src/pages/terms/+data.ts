import type { PageContextServer } from 'vike/types';
// https://vike.dev/data
import { contentFor, localeOf, messagesFor, pageContent } from '../../lib/i18n/i18n.ts';
import { pageHead } from '../../lib/page/head.ts';
import { sectionIds } from '../../lib/routing/anchor.ts';

export function data(pageContext: PageContextServer) {
  const { terms } = pageContent(pageContext);
  return {
    head: pageHead(
      pageContext,
      `${terms.title} | ${messagesFor(localeOf(pageContext)).legal.titleSuffix}`,
      terms.metaDescription,
    ),
    page: terms,
    ids: sectionIds(contentFor('en').terms),
  };
}
export type Data = ReturnType<typeof data>;
