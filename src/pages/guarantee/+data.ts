// https://vike.dev/data
import { guarantee, site } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { href } from '../../lib/routes.ts';

export function data() {
  return { head: pageHead(href.guarantee, guarantee.metaTitle, guarantee.metaDescription), page: guarantee, trust: site.trust };
}
export type Data = ReturnType<typeof data>;
