// https://vike.dev/data
import { terms } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';

export function data() {
  return { head: pageHead('/terms', `${terms.title} | Florida Technician Network`, terms.metaDescription), page: terms };
}
export type Data = ReturnType<typeof data>;
