/**
 * The matching rules of the city search on /service-areas (SPEC 2.8), kept free of React so they are tested alone.
 *
 * - Suggestions: up to 5 cities whose label or any alias contains the text, case-insensitive; empty text gives none.
 * - Enter or the search button: an exact label or alias match first, then a substring match.
 *
 * Among substring matches, names that start with the text come first, then names with a word that starts with it,
 * then the rest, each group in list order: typing "palm" offers Palm Beach before North Palm Beach, and Enter takes
 * the first suggestion the visitor sees.
 */
export interface SearchCity {
  label: string;
  slug: string;
  /** The county's display name, shown next to each suggestion (Palm Beach County). */
  county: string;
  aliases: string[];
}

export const MAX_SUGGESTIONS = 5;

/** The cities the search box knows (those marked searchable in data/cities/), in alphabetical order. */
export function searchList(cities: readonly { cityName: string; citySlug: string; countyName: string; aliases: string[]; searchable: boolean }[]): SearchCity[] {
  return cities
    .filter((c) => c.searchable)
    .map((c) => ({ label: c.cityName, slug: c.citySlug, county: c.countyName, aliases: c.aliases }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const NO_MATCH = 4;

/** Leading and trailing spaces are not part of what the visitor is looking for. */
const normalize = (text: string) => text.trim().toLowerCase();

/** 0 exact, 1 starts with the text, 2 a word starts with it, 3 contains it elsewhere, 4 no match. */
function rankName(name: string, q: string): number {
  const n = name.toLowerCase();
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  const at = n.indexOf(q);
  if (at < 0) return NO_MATCH;
  return /[\s\-.]/.test(n[at - 1]) ? 2 : 3;
}

const names = (c: SearchCity) => [c.label, ...c.aliases];
const rankCity = (c: SearchCity, q: string) => Math.min(...names(c).map((n) => rankName(n, q)));

/** Every city whose label or alias contains `text`, best match first (stable within a rank). */
function matches<C extends SearchCity>(cities: readonly C[], text: string): C[] {
  const q = normalize(text);
  if (!q) return [];
  return cities
    .map((city, i) => ({ city, i, rank: rankCity(city, q) }))
    .filter((m) => m.rank < NO_MATCH)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((m) => m.city);
}

/** The suggestion list for what has been typed so far. */
export function suggestCities<C extends SearchCity>(cities: readonly C[], text: string, limit = MAX_SUGGESTIONS): C[] {
  return matches(cities, text).slice(0, limit);
}

/** The city that Enter or the search button goes to: an exact label or alias match, else the best substring match. */
export function findCity<C extends SearchCity>(cities: readonly C[], text: string): C | undefined {
  const q = normalize(text);
  if (!q) return undefined;
  return cities.find((c) => names(c).some((n) => n.toLowerCase() === q)) ?? matches(cities, q)[0];
}

/** The alias that made a city match when its label does not contain the text (shown as "Boca Raton (Boca)"). */
export function matchedAlias(city: SearchCity, text: string): string | undefined {
  const q = normalize(text);
  if (!q || city.label.toLowerCase().includes(q)) return undefined;
  return city.aliases.find((a) => a.toLowerCase().includes(q));
}
