import type { PageContextServer } from 'vike/types';
import { sectionIds } from '../../lib/anchor.ts';
import { pageHead } from '../../lib/head.ts';
// https://vike.dev/data
import { contentFor, localeOf, messagesFor, pageContent } from '../../lib/i18n.ts';

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
