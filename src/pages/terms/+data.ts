// https://vike.dev/data
import { terms } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { href } from '../../lib/routes.ts';

export function data() {
  return { head: pageHead(href.terms, `${terms.title} | Florida Technician Network`, terms.metaDescription), page: terms };
}
export type Data = ReturnType<typeof data>;
