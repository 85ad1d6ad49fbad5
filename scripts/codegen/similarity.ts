import fs from 'node:fs';
import { keptOutput } from './esbuild-once.ts';

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
  const words = words5(text);
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  return out;
}

// Letters of every language (the Spanish intros' accented words stay whole).
const words5 = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * A text's 5-grams as 32-bit hashes (FNV-1a), not strings: 20,000 intros have some two million 5-grams, which as
 * strings took a couple of hundred MB. Two different 5-grams share a hash about once in four billion pairs, which
 * would move a share by one 5-gram of a hundred: harmless for a limit of one half.
 */
function shingleHashes(text: string, size = 5): Set<number> {
  const words = words5(text);
  const out = new Set<number>();
  // The hash of the 5-gram's text (its words joined by spaces), made without writing that text: a string per
  // 5-gram took half of the doorway guard's time.
  for (let i = 0; i + size <= words.length; i++) {
    let h = 0x811c9dc5;
    for (let w = i; w < i + size; w++) {
      if (w > i) h = Math.imul(h ^ 32, 0x01000193);
      for (let c = 0; c < words[w].length; c++) h = Math.imul(h ^ words[w].charCodeAt(c), 0x01000193);
    }
    out.add(h | 0);
  }
  return out;
}

export interface SimilarPair {
  a: string;
  b: string;
  /** Shared 5-grams over the smaller intro's 5-grams, 0..1. */
  share: number;
}

/** Texts one 5-gram key can name: a key is the 5-gram's hash (32 bits) × TEXTS + the text's index, exact in a double. */
const TEXTS = 2 ** 21;

/**
 * Pairs of texts by id whose share of common 5-grams is above `minShare`, highest first (by default every pair that
 * shares any; of equal shares, that of the earlier second text first): every pair, except that a 5-gram found in
 * more than PHRASE_FANOUT texts counts only for pairs with the first of them. Every text's 5-grams are one number each
 * (hash and text) in one typed array, sorted so that the texts of a 5-gram come together and in order: 8 bytes a
 * 5-gram, where a map from each 5-gram to its texts took some 40 (100 MB at 20,000 cities, the largest part of
 * codegen's growth with the cities; docs/decisions/0070-build-per-page-work-once-and-fixed-cost.md).
 */
export function similarPairs(texts: Map<string, string>, minShare = 0): SimilarPair[] {
  const ids = [...texts.keys()];
  if (ids.length > TEXTS) throw new Error(`The doorway guard compares at most ${TEXTS} texts, not ${ids.length}.`);
  const sizes = new Uint32Array(ids.length);
  let keys = new Float64Array(1 << 16);
  let count = 0;
  for (let i = 0; i < ids.length; i++) {
    const set = shingleHashes(texts.get(ids[i])!);
    sizes[i] = set.size;
    if (count + set.size > keys.length) {
      const grown = new Float64Array(Math.max(keys.length * 2, count + set.size));
      grown.set(keys.subarray(0, count));
      keys = grown;
    }
    for (const g of set) keys[count++] = (g >>> 0) * TEXTS + i;
  }
  const sorted = keys.subarray(0, count).sort();
  // Shared 5-grams by pair, keyed first × count + second (exact up to 94,000 texts).
  const shared = new Map<number, number>();
  for (let start = 0; start < count; ) {
    const hash = Math.floor(sorted[start] / TEXTS);
    let end = start + 1;
    while (end < count && Math.floor(sorted[end] / TEXTS) === hash) end++;
    // Each text of the 5-gram counts it against the texts before it, the first PHRASE_FANOUT of them.
    for (let j = start + 1; j < end; j++) {
      const text = sorted[j] % TEXTS;
      for (let k = start; k < Math.min(j, start + PHRASE_FANOUT); k++) {
        const key = (sorted[k] % TEXTS) * ids.length + text;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
    start = end;
  }
  const pairs: (SimilarPair & { order: number })[] = [];
  for (const [key, n] of shared) {
    const a = Math.floor(key / ids.length);
    const b = key % ids.length;
    const share = n / Math.max(1, Math.min(sizes[a], sizes[b]));
    if (share > minShare) pairs.push({ a: ids[a], b: ids[b], share, order: b * ids.length + a });
  }
  return pairs.sort((x, y) => y.share - x.share || x.order - y.order).map(({ a, b, share }) => ({ a, b, share }));
}

/**
 * similarPairs kept from the last run made from the same texts and the same code of this file: comparing every intro
 * took 45 ms of each run of the real site and 80 ms at + 1,000 cities, most runs with no intro changed.
 */
export const keptSimilarPairs = (name: string, texts: Map<string, string>, minShare: number): SimilarPair[] =>
  keptOutput(
    `similar-${name}`,
    JSON.stringify([[...texts], minShare, fs.readFileSync(import.meta.filename, 'utf8')]),
    () => similarPairs(texts, minShare),
  );
