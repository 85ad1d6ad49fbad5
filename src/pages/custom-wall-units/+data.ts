// https://vike.dev/data
import { customWallUnits } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { href } from '../../lib/routes.ts';

export function data() {
  return { head: pageHead(href.customWallUnits, customWallUnits.metaTitle, customWallUnits.metaDescription), page: customWallUnits };
}
export type Data = ReturnType<typeof data>;
