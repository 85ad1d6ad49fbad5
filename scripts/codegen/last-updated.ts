import { parse } from 'yaml';
import { LAST_UPDATED } from './cms-fields.ts';

/**
 * Whether a city's content changed while its lastUpdated stayed the same (`before` and `after` are the file's text
 * at the pull request's base and head). Comments and formatting do not count as content.
 */
export function staleLastUpdated(before: string, after: string): boolean {
  const read = (text: string) => (parse(text) ?? {}) as Record<string, unknown>;
  const { [LAST_UPDATED]: was, ...old } = read(before);
  const { [LAST_UPDATED]: now, ...current } = read(after);
  return was === now && JSON.stringify(sortKeys(old)) !== JSON.stringify(sortKeys(current));
}

const sortKeys = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
