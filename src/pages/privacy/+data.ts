import type { PageContextServer } from 'vike/types';
import { sectionIds } from '../../lib/anchor.ts';
import { pageHead } from '../../lib/head.ts';
// https://vike.dev/data
import { contentFor, localeOf, messagesFor, pageContent } from '../../lib/i18n.ts';

export function data(pageContext: PageContextServer) {
  const { privacy } = pageContent(pageContext);
  return {
    head: pageHead(
      pageContext,
      `${privacy.title} | ${messagesFor(localeOf(pageContext)).legal.titleSuffix}`,
      privacy.metaDescription,
    ),
    page: privacy,
    ids: sectionIds(contentFor('en').privacy),
  };
}
export type Data = ReturnType<typeof data>;
