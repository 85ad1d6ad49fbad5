// https://vike.dev/data
import { about } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';

export function data() {
  return { head: pageHead('/about', about.metaTitle, about.metaDescription), about };
}
export type Data = ReturnType<typeof data>;
