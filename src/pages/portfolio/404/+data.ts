// https://vike.dev/data
import { projectNotFound } from '../../../lib/content.ts';
import { pageHead } from '../../../lib/head.ts';
import { PROJECT_NOT_FOUND_URL, href } from '../../../lib/routes.ts';

export function data() {
  const { metaTitle, metaDescription, ...page } = projectNotFound;
  return { head: pageHead(PROJECT_NOT_FOUND_URL, metaTitle, metaDescription), page, target: href.portfolio };
}
export type Data = ReturnType<typeof data>;
