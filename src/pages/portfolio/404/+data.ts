import type { PageContextServer } from 'vike/types';
// https://vike.dev/data
import { localeOf, localize, pageContent } from '../../../lib/i18n/i18n.ts';
import { pageHead } from '../../../lib/page/head.ts';
import { href } from '../../../lib/routing/routes.ts';

export function data(pageContext: PageContextServer) {
  const { projectNotFound } = pageContent(pageContext);
  const { metaTitle, metaDescription, ...page } = projectNotFound;
  return {
    head: pageHead(pageContext, metaTitle, metaDescription),
    page,
    target: localize(href.portfolio, localeOf(pageContext)),
  };
}
export type Data = ReturnType<typeof data>;
