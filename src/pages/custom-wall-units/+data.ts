import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../lib/head.ts';
// https://vike.dev/data
import { pageContent } from '../../lib/i18n.ts';

export function data(pageContext: PageContextServer) {
  const { customWallUnits } = pageContent(pageContext);
  return {
    head: pageHead(pageContext, customWallUnits.metaTitle, customWallUnits.metaDescription),
    page: customWallUnits,
  };
}
export type Data = ReturnType<typeof data>;
