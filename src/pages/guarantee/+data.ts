// https://vike.dev/data
import { guarantee, site } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';

export function data() {
  return { head: pageHead('/guarantee', guarantee.metaTitle, guarantee.metaDescription), page: guarantee, trust: site.trust };
}
export type Data = ReturnType<typeof data>;
