// https://vike.dev/data
import { goals } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { href } from '../../lib/routes.ts';

export function data() {
  return { head: pageHead(href.goals, goals.metaTitle, goals.metaDescription), goals };
}
export type Data = ReturnType<typeof data>;
