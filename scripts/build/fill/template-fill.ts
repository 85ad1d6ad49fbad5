/**
 * Which pages of a learned template (../page-template.ts) one render process fills from marked markup
 * (./slot-template.ts) instead of rendering them with React, and the checks that keep every filled page byte for byte
 * the page React writes (docs/decisions/0067-pages-filled-from-marked-templates.md):
 *  - the slots are the paths where the strings of the template's first page and a later one differ;
 *  - pages whose inputs agree everywhere but at the slots share a variant: its markup is rendered once with markers,
 *    and kept only if filling it with the values of the page it was made for gives that page's full render;
 *  - every FILL.sampleEvery-th filled page is rendered in full too; if the two differ (a template that decides on the
 *    value of a string, beyond its emptiness and its address's prefix), filling stops for the template and the pages
 *    it filled are rendered again in full, with a warning that names the first difference.
 */
import { scriptHashesOf } from '../../serve/inline-scripts.ts';
import { FILL } from '../plan.ts';
import { learnSlots, mark, type Reading, read, type Slots, valuesLike } from './page-input.ts';
import { compile, fill, fillBytes, type SlotTemplate } from './slot-template.ts';

/** What a page's template reads that differs from page to page: its address (pageContext's fields) and its data. */
export interface PageInput {
  url: Record<string, unknown>;
  data: unknown;
}

export interface Filling {
  /** The template's first page, which the others are compared with to learn the slots. */
  base: PageInput;
  slots: Slots;
  /** By the key of their inputs: the variant's markup, or null where filling it did not give its page. */
  variants: Map<string, Variant | null>;
  /** Keys met once, with no variant made yet (made at the second). */
  seen: Set<string>;
  made: number;
  /** The variants that filled the last pages, the latest first: a page is compared with them before its key is written. */
  recent: Variant[];
  filled: number;
  /** Why filling stopped for this template: its pages are rendered in full. */
  off?: string;
  /** The pages filled so far: rendered again in full if filling stops for a difference. */
  filledUrls: string[];
}

/**
 * A variant's markup, and its pages' inline script hashes when no hole is inside an inline script (then they are
 * the same on all of them, and no page's need be searched for its scripts).
 */
interface Variant {
  markup: SlotTemplate;
  hashes?: string[];
  /**
   * The input of the page it was made for (a copy: what it shares with later pages' inputs may be changed after) with
   * the prefixes of its slots' strings, and the slots as they were then (its markup's holes).
   */
  base: { input: PageInput; prefixes: readonly string[] };
  slots: Slots;
}

export const startFilling = (base: PageInput): Filling => ({
  base,
  slots: {},
  variants: new Map(),
  seen: new Set(),
  made: 0,
  recent: [],
  filled: 0,
  filledUrls: [],
});

/** The page's variant and values to fill it with, or how it reads (for makeVariant) when it must be rendered in full. */
function fillPage(f: Filling, input: PageInput): { variant: Variant; values: string[] } | { reading?: Reading } {
  if (f.off) return {};
  let variant: Variant | null | undefined;
  let values: string[] | undefined;
  for (let i = 0; i < f.recent.length; i++) {
    values = valuesLike(input, f.recent[i].base, f.recent[i].slots);
    if (values) {
      variant = f.recent[i];
      // The latest first: a variant found behind a rarer one (a county with projects among cities without) would
      // otherwise cost every later page of its own a walk of each one ahead of it.
      if (i > 0) f.recent = [variant, ...f.recent.slice(0, i), ...f.recent.slice(i + 1)];
      break;
    }
  }
  let reading: Reading | undefined;
  if (!variant) {
    reading = read(input, f.slots);
    variant = reading && f.variants.get(reading.key);
    if (reading && variant === undefined && learnSlots(f.base, input, f.slots)) {
      // Strings that differ from the first page's where no page differed yet became slots too.
      reading = read(input, f.slots);
      variant = reading && f.variants.get(reading.key);
    }
    if (!reading || !variant) return { reading };
    values = reading.values;
    f.recent = [variant, ...f.recent.slice(0, FILL.recentVariants - 1)];
  }
  return { variant, values: values! };
}

/** Whether this filled page is one of those also rendered in full to check the filling. */
const sampleDue = (f: Filling) => ++f.filled % FILL.sampleEvery === 0;

/**
 * Makes the variant of a page rendered in full: `render` renders the page's input with a marker in each slot.
 * Kept only if filling it with the page's own values gives `html`, the page's full render.
 */
function makeVariant(
  f: Filling,
  input: PageInput,
  reading: Reading,
  html: string,
  render: (marked: PageInput) => string | undefined,
): void {
  if (f.off || f.variants.has(reading.key) || f.made >= FILL.maxVariants) return;
  // A variant costs a render more than its page: it is made at its key's second page, so that a page with a key of
  // its own (a real city's, whose county map differs in numbers) costs its render alone.
  if (!f.seen.delete(reading.key)) {
    f.seen.add(reading.key);
    return;
  }
  f.made++;
  const marked = mark(input, f.slots);
  const markup = marked && render(marked.marked as PageInput);
  const template = markup === undefined ? undefined : compile(markup, marked!.reading.prefixes);
  if (!template || fill(template, reading.values) !== html) {
    f.variants.set(reading.key, null);
    return;
  }
  const scriptsWith = (value: string) =>
    scriptHashesOf(
      fill(
        template,
        reading.values.map(() => value),
      ),
    ).join();
  const hashes = scriptsWith('a') === scriptsWith('b') ? scriptHashesOf(html) : undefined;
  const base = { input: structuredClone(input), prefixes: reading.prefixes };
  f.variants.set(reading.key, { markup: template, hashes, base, slots: structuredClone(f.slots) });
}

/** Stops filling the template after a filled page differed from its full render: the warning names the difference. */
function stopFilling(f: Filling, url: string, filled: string, full: string): string {
  let at = 0;
  while (at < full.length && filled[at] === full[at]) at++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, at - 40), at + 40));
  f.off = `${url} filled from its template differs from its full render at character ${at}: ${around(filled)} instead of ${around(full)}. Its template decides on the value of a string of its data or address (beyond its emptiness and its address's prefix): decide in its data hook instead. Its pages are rendered in full (scripts/build/template-fill.ts).`;
  return f.off;
}

/**
 * A page as the template writes it: `filled` from its variant (in UTF-8, as it is written) or rendered in full, with
 * what the build needs to know.
 */
export interface Written {
  html: string | Buffer;
  filled: boolean;
  /** Its inline script hashes, when its variant knows them. */
  hashes?: string[];
  /** Why filling stopped for the template at this page: the pages it filled before must be rendered again. */
  warning?: string;
}

/**
 * A page of the template: filled when its input has a variant (every FILL.sampleEvery-th also rendered in full and
 * compared), else rendered in full by `render` (which renders any input, marked or not, through the template; undefined
 * when the page does not fit it), making its variant for the next pages.
 */
export function fillOrRender(
  f: Filling,
  url: string,
  input: PageInput,
  render: (input: PageInput) => string | undefined,
): Written | undefined {
  const attempt = fillPage(f, input);
  if ('variant' in attempt) {
    const { variant, values } = attempt;
    let page: string | Buffer;
    try {
      if (sampleDue(f)) {
        const [filled, full] = [fill(variant.markup, values), render(input)];
        if (full !== filled)
          return full === undefined
            ? undefined
            : { html: full, filled: false, warning: stopFilling(f, url, filled, full) };
        page = full;
      } else page = fillBytes(variant.markup, values);
    } catch {
      // A value its escaping refuses (a lone surrogate in an address): React's render says what it makes of it.
      const html = render(input);
      return html === undefined ? undefined : { html, filled: false };
    }
    f.filledUrls.push(url);
    return { html: page, filled: true, hashes: variant.hashes };
  }
  const html = render(input);
  if (html !== undefined && attempt.reading) makeVariant(f, input, attempt.reading, html, render);
  return html === undefined ? undefined : { html, filled: false };
}
