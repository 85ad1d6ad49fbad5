import { distance } from 'fastest-levenshtein';

/**
 * The closest allowed word to what was written, for "did you mean" hints: a misspelled key (zipcode -> zipCode)
 * or enum value (palm beach -> palm-beach). Compares case- and separator-insensitively first.
 */
export function suggest(written: string, allowed: readonly string[]): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[\s_.-]+/g, '');
  const exact = allowed.find((a) => norm(a) === norm(written));
  if (exact) return exact;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const a of allowed) {
    const d = distance(norm(a), norm(written));
    if (d < bestDistance) [best, bestDistance] = [a, d];
  }
  const limit = Math.max(2, Math.floor(written.length / 3));
  return bestDistance <= limit ? best : undefined;
}
