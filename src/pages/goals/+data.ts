import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../lib/head.ts';
// https://vike.dev/data
import { pageContent } from '../../lib/i18n.ts';

export function data(pageContext: PageContextServer) {
  const { goals } = pageContent(pageContext);
  return { head: pageHead(pageContext, goals.metaTitle, goals.metaDescription), goals };
}
export type Data = ReturnType<typeof data>;
