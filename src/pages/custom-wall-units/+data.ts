// https://vike.dev/data
import { customWallUnits } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';

export function data() {
  return { head: pageHead('/custom-wall-units', customWallUnits.metaTitle, customWallUnits.metaDescription), page: customWallUnits };
}
export type Data = ReturnType<typeof data>;
