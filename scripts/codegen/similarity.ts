/**
 * Guards against doorway pages: two cities whose intros share more than half of their word 5-grams read as one page
 * copied with the name swapped, which search engines demote. An inverted index from 5-gram to texts finds the pairs;
 * a 5-gram that many texts share is counted against the first PHRASE_FANOUT of them only, so the time stays linear
 * in the number of texts even when thousands share a sentence (a list of 20,000 cities written from one template
 * would otherwise compare every pair: 200 million).
 */
export const MAX_SHARED_SHINGLES = 0.5;
/**
 * How many texts a shared 5-gram is counted against. A copy is still found (against the earliest texts it copies);
 * what the limit drops are pairs of two later copies of a text copied more than this many times.
 */
export const PHRASE_FANOUT = 32;

export function shingles(text: string, size = 5): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9'\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  return out;
}

export interface SimilarPair {
  a: string;
  b: string;
  /** Shared 5-grams over the smaller intro's 5-grams, 0..1. */
  share: number;
}

/**
 * Pairs of texts by id with their share of common 5-grams, highest first (pairs sharing none are left out): every
 * pair, except that a 5-gram found in more than PHRASE_FANOUT texts counts only for pairs with the first of them.
 */
export function similarPairs(texts: Map<string, string>): SimilarPair[] {
  const sets = new Map([...texts].map(([id, t]) => [id, shingles(t)]));
  // Nearly every 5-gram belongs to one text: hold its id alone, and a list only once a second text has it.
  const index = new Map<string, string | string[]>();
  const shared = new Map<string, number>();
  for (const [id, set] of sets) {
    for (const g of set) {
      const others = index.get(g);
      if (others === undefined) {
        index.set(g, id);
        continue;
      }
      const list = typeof others === 'string' ? [others] : others;
      for (const o of list) {
        const key = `${o}\u0000${id}`;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
      if (list.length < PHRASE_FANOUT) list.push(id);
      if (list !== others) index.set(g, list);
    }
  }
  return [...shared]
    .map(([key, n]) => {
      const [a, b] = key.split('\u0000');
      return { a, b, share: n / Math.max(1, Math.min(sets.get(a)!.size, sets.get(b)!.size)) };
    })
    .sort((x, y) => y.share - x.share);
}
