/**
 * The city search of /service-areas, kept free of React so it is tested alone.
 *
 * Every city page is findable: by name or alias (the text contained in either, case-insensitive), written
 * "City, FL" or "City FL", by ZIP code (a ZIP shared by several cities offers all of them), and with a typo.
 *
 * The search says when it guesses (docs/decisions/0041-search-says-when-it-guesses.md). Enter or the search button
 * goes to a city only on a confident match: the name or an alias, exactly, at its start or at the start of one of its
 * words ("wilton", "gardens"); a whole ZIP code; or the whole name misspelt by one letter when that fits one city only
 * ("pompono beach"). Other near spellings (a misspelt beginning, two edits) are guesses, offered as "Did you mean…?"
 * and never taken by Enter; nor is a fragment inside a word ("ake pa") or a partial ZIP code.
 *
 * Order: an exact match first, then the confident matches, the fragments, the guesses; within each, the searchable
 * cities (Palm Beach and Broward, the original site's list) first, then how well the name matches, then list order.
 *
 * The cities come from a static JSON index written by codegen (cityIndexPath) and fetched on first use, so the
 * data never sits in a script: editing a city changes no script's hash.
 */
import { distance } from 'fastest-levenshtein';
import type { Locale } from '../i18n/locale.ts';

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

/** One suggestion, what matched when the label alone does not show it (an alias or a ZIP code), and whether it is a guess. */
export interface CityMatch<C extends SearchCity = SearchCity> {
  city: C;
  via?: string;
  /** A near spelling: shown as "Did you mean…?", never where Enter goes. */
  guess?: true;
}

export const MAX_SUGGESTIONS = 5;
/** Where each language's index is served from; codegen writes it into generated/public/, which the build copies. */
export const cityIndexPath = (locale: Locale) =>
  locale === 'en' ? '/search/cities.json' : `/search/cities.${locale}.json`;

/** The index of every city with a page, in alphabetical order. */
export function cityIndex(
  cities: readonly {
    cityName: string;
    citySlug: string;
    countyName: string;
    aliases: string[];
    zipCodes: string[];
    searchable: boolean;
    url?: string;
  }[],
): SearchCity[] {
  return cities
    .map((c) => ({
      label: c.cityName,
      slug: c.citySlug,
      county: c.countyName,
      aliases: c.aliases,
      zipCodes: c.zipCodes,
      searchable: c.searchable,
      ...(c.url ? { url: c.url } : {}),
    }))
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

/** How a name matches the text, best first. Up to FIXED the match is confident: Enter may go there. */
const EXACT = 0;
const START = 1;
const WORD = 2;
/** The whole name misspelt by one letter, and no other city's name is: the visitor's city, typed with a slip. */
const FIXED = 3;
/** The text inside a word of the name, or the start of a ZIP code: a real match, but not a city named. */
const PART = 4;
/** The whole name one letter off while another city's is too: a guess unless it is the only one (then FIXED). */
const ONE_OFF = 5;
/** A near spelling of the beginning, or two letters off: a guess. */
const NEAR = 6;
const NO_MATCH = 7;

/** Typos allowed for a text of this length: none under 4 letters (too many short names are one edit apart). */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

function rankName(name: string, q: string): number {
  const n = normalize(name);
  if (n === q) return EXACT;
  if (n.startsWith(q)) return START;
  const at = n.indexOf(q);
  if (at >= 0) return n[at - 1] === ' ' ? WORD : PART;
  const edits = allowedEdits(q.length);
  if (!edits) return NO_MATCH;
  const whole = distance(n, q);
  if (whole === 1) return ONE_OFF;
  // Two letters off in a long name, or its beginning misspelt while the visitor is still typing ("pompono b").
  return whole <= edits || distance(n.slice(0, q.length), q) <= edits ? NEAR : NO_MATCH;
}

function rankCity(city: SearchCity, q: string): { rank: number; via?: string } {
  const zip = /\b(\d{3,5})\b/.exec(q)?.[1];
  if (zip) {
    const hit = city.zipCodes.find((z) => z.startsWith(zip));
    return hit ? { rank: hit === zip ? EXACT : PART, via: hit } : { rank: NO_MATCH };
  }
  let best: { rank: number; via?: string } = { rank: rankName(city.label, q) };
  for (const alias of city.aliases) {
    const rank = rankName(alias, q);
    if (rank < best.rank) best = { rank, via: alias };
  }
  return best;
}

/** Exact first, then the confident matches, the fragments, the guesses. */
const group = (rank: number) => (rank === EXACT ? 0 : rank <= FIXED ? 1 : rank === PART ? 2 : 3);

/** Every city matching `text`, best first, each with its rank. */
function rankCities<C extends SearchCity>(cities: readonly C[], text: string) {
  const q = normalize(text);
  if (!q) return [];
  const matches = cities.map((city, i) => ({ city, i, ...rankCity(city, q) })).filter((m) => m.rank < NO_MATCH);
  const oneOff = matches.filter((m) => m.rank === ONE_OFF);
  if (oneOff.length === 1) oneOff[0].rank = FIXED;
  return matches.sort(
    (a, b) =>
      group(a.rank) - group(b.rank) ||
      Number(b.city.searchable) - Number(a.city.searchable) ||
      a.rank - b.rank ||
      a.i - b.i,
  );
}

/** Every city matching `text`, best first. */
export function searchCities<C extends SearchCity>(cities: readonly C[], text: string): CityMatch<C>[] {
  return rankCities(cities, text).map(({ city, via, rank }) => ({
    city,
    ...(via ? { via } : {}),
    ...(rank >= ONE_OFF ? { guess: true as const } : {}),
  }));
}

/** The suggestion list for what has been typed so far. */
export function suggestCities<C extends SearchCity>(
  cities: readonly C[],
  text: string,
  limit = MAX_SUGGESTIONS,
): CityMatch<C>[] {
  return searchCities(cities, text).slice(0, limit);
}

/** The city that Enter or the search button goes to: the first suggestion, when it is a confident match. */
export function findCity<C extends SearchCity>(cities: readonly C[], text: string): C | undefined {
  const first = rankCities(cities, text)[0];
  return first && first.rank <= FIXED ? first.city : undefined;
}
