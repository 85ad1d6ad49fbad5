// https://vike.dev/data
import { privacy } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { href } from '../../lib/routes.ts';

export function data() {
  return { head: pageHead(href.privacy, `${privacy.title} | Florida Technician Network`, privacy.metaDescription), page: privacy };
}
export type Data = ReturnType<typeof data>;
