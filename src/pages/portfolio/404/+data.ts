import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../lib/head.ts';
// https://vike.dev/data
import { localeOf, localize, pageContent } from '../../../lib/i18n.ts';
import { href } from '../../../lib/routes.ts';

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
