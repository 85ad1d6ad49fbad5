// https://vike.dev/data
import { about } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { href } from '../../lib/routes.ts';

export function data() {
  return { head: pageHead(href.about, about.metaTitle, about.metaDescription), about };
}
export type Data = ReturnType<typeof data>;
