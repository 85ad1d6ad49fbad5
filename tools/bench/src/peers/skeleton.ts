/**
 * The skeleton of a city page, taken from a page this site built: the markup every city page shares, kept as it is,
 * with the city's own values and lists cut out as named holes. The peers (tools/bench/peers) fill the holes from the
 * same city files in their own template language, so they render the same markup without copying our renderer.
 */

/** One city's values, by the names of the holes they fill. */
export interface CityValues {
  cityName: string;
  citySlug: string;
  countyName: string;
  firstZip: string;
  cityNameUrl: string;
  businessId: string;
  /** How many nearby cities the page lists, as its fold's summary counts them. */
  nearbyCount: string;
}
/** One city's lists; each item is its fields, in the order its markup shows them. */
export interface CityLists {
  intro: string[][];
  neighborhoods: string[][];
  zipCodes: string[][];
  nearby: string[][];
}

/** Markup kept as it is, one of the city's values (escaped as text), or a list: each item is pieces around fields. */
export type Part =
  | { t: 'text'; html: string }
  | { t: 'var'; name: keyof CityValues }
  | { t: 'list'; name: keyof CityLists; pieces: string[]; from: number; to?: number };

/** As React escapes text and attribute values. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The values of a city as the peers compute them from its file (tools/bench/peers/shared/pages.mjs). */
export function cityValues(
  city: { cityName: string; citySlug: string; zipCodes: string[] },
  countyName: string,
  nearby: number,
) {
  return {
    cityName: city.cityName,
    citySlug: city.citySlug,
    countyName,
    firstZip: city.zipCodes[0],
    cityNameUrl: encodeURIComponent(city.cityName),
    businessId: city.citySlug.replace(/-fl$/, ''),
    nearbyCount: String(nearby),
  } satisfies CityValues;
}

/**
 * Finds each list as a run of items that differ only in their fields, cuts it out as a hole, then cuts every value out
 * of the markup left. Throws when a list is not on the page as one run: the skeleton would not match the page.
 */
export function extractSkeleton(html: string, values: CityValues, lists: CityLists): Part[] {
  let parts: Part[] = [{ t: 'text', html }];
  for (const name of Object.keys(lists) as (keyof CityLists)[]) {
    const items = lists[name];
    // A list may be shown in two runs (the first paragraph of the intro, then the rest folded): the first run as long
    // as the page has it, then the rest to the end.
    for (let from = 0; from < items.length; ) {
      let cut = false;
      for (let to = items.length; to > from && !cut; to--) {
        let found = false;
        const next = parts.flatMap((p) => {
          if (found || p.t !== 'text') return [p];
          const pieces = cutList(p.html, name, items.slice(from, to));
          found = pieces.length > 1;
          return pieces;
        });
        if (!found) continue;
        const hole = next.find((p) => p.t === 'list' && p.name === name && p.from === -1) as Extract<
          Part,
          { t: 'list' }
        >;
        hole.from = from;
        if (to < items.length) hole.to = to;
        parts = next;
        from = to;
        cut = true;
      }
      if (!cut)
        throw new Error(`The city page does not show its ${name} as lists: the peers could not render it alike.`);
    }
  }
  // Longest first, so a value inside another (the slug in the business id's place) is cut where it is whole.
  const order: [keyof CityValues, string][] = [
    ['cityNameUrl', values.cityNameUrl],
    ['citySlug', values.citySlug],
    ['businessId', values.businessId],
    ['cityName', escapeHtml(values.cityName)],
    ['countyName', escapeHtml(values.countyName)],
  ];
  for (const [name, value] of order.filter(([n, v]) => n !== 'cityNameUrl' || v !== values.cityName))
    parts = parts.flatMap((p) => (p.t === 'text' ? cutValue(p.html, name, value) : [p]));
  // The first zip code and the count of nearby cities only where the page gives them in brackets: digits alone could be
  // anything.
  parts = parts.flatMap((p) => (p.t === 'text' ? cutValue(p.html, 'firstZip', values.firstZip, '(', ')') : [p]));
  parts = parts.flatMap((p) => (p.t === 'text' ? cutValue(p.html, 'nearbyCount', values.nearbyCount, '(', ')') : [p]));
  return parts.filter((p) => p.t !== 'text' || p.html);
}

function cutValue(html: string, name: keyof CityValues, value: string, before = '', after = ''): Part[] {
  const out: Part[] = [];
  const chunks = html.split(before + value + after);
  chunks.forEach((chunk, i) => {
    if (i > 0) out.push({ t: 'text', html: before }, { t: 'var', name }, { t: 'text', html: after });
    out.push({ t: 'text', html: chunk });
  });
  return out.filter((p) => p.t !== 'text' || p.html);
}

/**
 * The first run of the items in `html`: the markup from the tag that opens the first item to its first field, the
 * same pieces between the fields of every item, and to the tag that closes it. Unchanged when the run is not there.
 */
function cutList(html: string, name: keyof CityLists, items: string[][]): Part[] {
  const fields = items.map((item) => item.map(escapeHtml));
  for (let from = html.indexOf(fields[0][0]); from >= 0; from = html.indexOf(fields[0][0], from + 1)) {
    const start = itemStart(html, from);
    const itemTag = /^<(\w+)/.exec(html.slice(start))?.[1];
    if (!itemTag) continue;
    const pieces: string[] = [html.slice(start, from)];
    let at = from + fields[0][0].length;
    for (const field of fields[0].slice(1)) {
      const next = html.indexOf(field, at);
      if (next < 0) break;
      pieces.push(html.slice(at, next));
      at = next + field.length;
    }
    const close = `</${itemTag}>`;
    const end = html.indexOf(close, at);
    if (pieces.length !== fields[0].length || end < 0) continue;
    pieces.push(html.slice(at, end + close.length));
    // Each field is a whole text or the end of an attribute: five digits inside a sentence are not a list item.
    if (!pieces.every((p, i) => (i === 0 || /^["<]/.test(p)) && (i === pieces.length - 1 || /(>|="[^"]*)$/.test(p))))
      continue;
    const run = fields.map((item) => pieces.map((p, i) => p + (item[i] ?? '')).join('')).join('');
    if (html.slice(start, start + run.length) !== run) continue;
    return [
      { t: 'text', html: html.slice(0, start) },
      { t: 'list', name, pieces, from: -1 },
      { t: 'text', html: html.slice(start + run.length) },
    ];
  }
  return [{ t: 'text', html }];
}

/**
 * Where the item holding the text at `at` opens: walking back over the tags opened right before it (<li …><a …>name),
 * the nearest list item or paragraph, else the innermost tag.
 */
function itemStart(html: string, at: number): number {
  const innermost = html.lastIndexOf('<', at - 1);
  for (let start = innermost; start >= 0; ) {
    if (/^<(li|p)\b/.test(html.slice(start, start + 4))) return start;
    const prev = html.lastIndexOf('<', start - 1);
    if (prev < 0 || html[prev + 1] === '/' || html.slice(html.indexOf('>', prev) + 1, start).trim()) break;
    start = prev;
  }
  return innermost;
}

/** The page the skeleton gives for one city: what each peer's template renders, in plain TypeScript. */
export function renderSkeleton(parts: Part[], values: CityValues, lists: CityLists): string {
  return parts
    .map((p) =>
      p.t === 'text'
        ? p.html
        : p.t === 'var'
          ? escapeHtml(values[p.name])
          : lists[p.name]
              .slice(p.from, p.to)
              .map((item) => p.pieces.map((piece, i) => piece + escapeHtml(item[i] ?? '')).join(''))
              .join(''),
    )
    .join('');
}
