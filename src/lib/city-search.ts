/**
 * The city search of /service-areas (issue #16), kept free of React so it is tested alone.
 *
 * Every city page is findable: by name or alias (the text contained in either, case-insensitive), written
 * "City, FL" or "City FL", by ZIP code (a ZIP shared by several cities offers all of them), and with a typo (an edit
 * distance of 1, or 2 for long names). Order: an exact name first, then the searchable cities (Palm Beach and
 * Broward, the original site's list), then by how well the name matches: names that start with the text, names with a word
 * that starts with it, names that contain it, then near spellings; list order within each. Enter or the search
 * button goes to the first suggestion.
 *
 * The cities come from a static JSON index written by codegen (CITY_INDEX_PATH) and fetched on first use, so the
 * data never sits in a script: editing a city changes no script's hash.
 */
import { distance } from 'fastest-levenshtein';
import type { Locale } from './locale.ts';

export interface SearchCity {
  label: string;
  slug: string;
  /** The county's display name, shown next to each suggestion (Palm Beach County). */
  county: string;
  aliases: string[];
  zipCodes: string[];
  /** In the original site's search list (Palm Beach and Broward): ranked before the other cities. */
  searchable: boolean;
  /** The city's page in the index's language, when it is not the English one (a Spanish city page). */
  url?: string;
}

/** One suggestion, and what matched when the label alone does not show it (an alias or a ZIP code). */
export interface CityMatch<C extends SearchCity = SearchCity> {
  city: C;
  via?: string;
}

export const MAX_SUGGESTIONS = 5;
/** Where each language's index is served from; codegen writes it into generated/public/, which the build copies. */
export const cityIndexPath = (locale: Locale) => (locale === 'en' ? '/search/cities.json' : `/search/cities.${locale}.json`);

/** The index of every city with a page, in alphabetical order. */
export function cityIndex(cities: readonly { cityName: string; citySlug: string; countyName: string; aliases: string[]; zipCodes: string[]; searchable: boolean; url?: string }[]): SearchCity[] {
  return cities
    .map((c) => ({ label: c.cityName, slug: c.citySlug, county: c.countyName, aliases: c.aliases, zipCodes: c.zipCodes, searchable: c.searchable, ...(c.url ? { url: c.url } : {}) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Lower case without accents, punctuation or extra spaces, and without a trailing state ("Boca Raton, FL"). */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ (fl|florida)$/, '');
}

const EXACT = 0;
const NO_MATCH = 5;

/** Typos allowed for a text of this length: none under 4 letters (too many short names are one edit apart). */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** 0 exact, 1 starts with the text, 2 a word starts with it, 3 contains it elsewhere, 4 a near spelling, 5 none. */
function rankName(name: string, q: string): number {
  const n = normalize(name);
  if (n === q) return EXACT;
  if (n.startsWith(q)) return 1;
  const at = n.indexOf(q);
  if (at >= 0) return n[at - 1] === ' ' ? 2 : 3;
  const edits = allowedEdits(q.length);
  // The whole name misspelt ("pompono beach"), or its beginning while the visitor is still typing ("pompono b").
  if (edits && (distance(n, q) <= edits || distance(n.slice(0, q.length), q) <= edits)) return 4;
  return NO_MATCH;
}

function rankCity(city: SearchCity, q: string): { rank: number; via?: string } {
  const zip = /\b(\d{3,5})\b/.exec(q)?.[1];
  if (zip) {
    const hit = city.zipCodes.find((z) => z.startsWith(zip));
    return hit ? { rank: hit === zip ? EXACT : 1, via: hit } : { rank: NO_MATCH };
  }
  let best: { rank: number; via?: string } = { rank: rankName(city.label, q) };
  for (const alias of city.aliases) {
    const rank = rankName(alias, q);
    if (rank < best.rank) best = { rank, via: alias };
  }
  return best;
}

/** Every city matching `text`, best first. */
export function searchCities<C extends SearchCity>(cities: readonly C[], text: string): CityMatch<C>[] {
  const q = normalize(text);
  if (!q) return [];
  return cities
    .map((city, i) => ({ city, i, ...rankCity(city, q) }))
    .filter((m) => m.rank < NO_MATCH)
    .sort((a, b) => Number(a.rank !== EXACT) - Number(b.rank !== EXACT) || Number(b.city.searchable) - Number(a.city.searchable) || a.rank - b.rank || a.i - b.i)
    .map(({ city, via }) => (via ? { city, via } : { city }));
}

/** The suggestion list for what has been typed so far. */
export function suggestCities<C extends SearchCity>(cities: readonly C[], text: string, limit = MAX_SUGGESTIONS): CityMatch<C>[] {
  return searchCities(cities, text).slice(0, limit);
}

/** The city that Enter or the search button goes to: the first suggestion. */
export function findCity<C extends SearchCity>(cities: readonly C[], text: string): C | undefined {
  return searchCities(cities, text)[0]?.city;
}
