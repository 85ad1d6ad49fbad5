import type { PageContextServer } from 'vike/types';
// https://vike.dev/data
import { contentFor, localeOf, messagesFor, pageContent } from '../../lib/i18n/i18n.ts';
import { pageHead } from '../../lib/page/head.ts';
import { sectionIds } from '../../lib/routing/anchor.ts';

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
