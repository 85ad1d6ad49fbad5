import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../lib/head.ts';
// https://vike.dev/data
import { pageContent } from '../../lib/i18n.ts';

export function data(pageContext: PageContextServer) {
  const { guarantee, site } = pageContent(pageContext);
  return {
    head: pageHead(pageContext, guarantee.metaTitle, guarantee.metaDescription),
    page: guarantee,
    trust: site.trust,
  };
}
export type Data = ReturnType<typeof data>;
