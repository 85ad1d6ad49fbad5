/**
 * A page's markup with holes where its own strings go: pages of one template whose data differ only in strings (a
 * city's name, its address, its intro) are filled into the markup React rendered once with markers in those strings
 * (./page-input.ts mark), each escaped as the template escaped it there
 * (docs/decisions/0067-pages-filled-from-marked-templates.md). The templates stay the one source of the markup:
 * nothing here knows what a page shows, only where React put each marker. compile() finds each marker in what React
 * rendered and names the escaping it went through; fill() writes a page from its values.
 */
import { serializeJsonLd } from '../../../src/lib/page/json-ld.ts';
import { escapeAttribute, escapeHtml } from '../../../src/pages/document.ts';

const OPEN = '\uE000';
const CLOSE = '\uE001';
/**
 * After a marker's number: letters of both cases (a marker whose case changed is not found) and characters each
 * escaping below writes differently, so a marker's form tells which one it went through.
 */
const PROBE = `.aZ&<>"'\u2028`;
export const markerOf = (slot: number) => `${OPEN}${slot.toString(36)}${PROBE}${CLOSE}`;

/** React's escaping of text and attribute values (escapeTextForBrowser in react-dom/server), written out. */
const REACT_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
export const escapeReact = (s: string) => s.replace(/["&'<>]/g, (c) => REACT_ESCAPES[c]);

/**
 * The ways a string reaches a page: React's text and attributes, our document's title and description, raw HTML, the
 * JSON-LD block, and URL components (an SMS link's body) before React's escaping. A marker that went through anything
 * else is not found: its page is rendered in full.
 */
const ESCAPES: ((s: string) => string)[] = [
  escapeReact,
  escapeHtml,
  escapeAttribute,
  (s) => s,
  (s) => serializeJsonLd(s).slice(1, -1),
  (s) => JSON.stringify(s).slice(1, -1),
  (s) => escapeReact(JSON.stringify(s).slice(1, -1)),
  encodeURIComponent,
  (s) => escapeReact(encodeURIComponent(s)),
];

/** Forms of the markers' first and last characters that would remain if a marker went through another escaping. */
const STRAY = /[\uE000\uE001]|%EE%80%8[01]|\\ue00[01]|&#5734[45];|&#xe00[01];/i;

/** The markup between the holes, and for each hole its slot and the escaping React (or our document) gave it. */
export interface SlotTemplate {
  chunks: string[];
  holes: { slot: number; escape: (s: string) => string }[];
}

/**
 * The holes of what React rendered from mark()'s input: each marker, found in the form one escaping gives it, with
 * its prefix just before it in the same form. Undefined when a marker went through anything else (cut, changed case,
 * another escaping): a stray marker character remains.
 */
export function compile(html: string, prefixes: readonly string[]): SlotTemplate | undefined {
  const chunks: string[] = [];
  const holes: SlotTemplate['holes'] = [];
  let done = 0;
  const next = (from: number) => {
    const raw = html.indexOf(OPEN, from);
    const uri = html.indexOf('%EE%80%80', from);
    return raw === -1 ? uri : uri === -1 ? raw : Math.min(raw, uri);
  };
  for (let at = next(0); at !== -1; at = next(at + 1)) {
    const id = /^(?:\uE000|%EE%80%80)([0-9a-z]+)/.exec(html.slice(at, at + 16))?.[1];
    const slot = id === undefined ? -1 : Number.parseInt(id, 36);
    if (!(slot in prefixes)) return undefined;
    const escaping = ESCAPES.find((e) => html.startsWith(e(markerOf(slot)), at));
    const prefix = escaping?.(prefixes[slot]) ?? '';
    if (!escaping || at - prefix.length < done || html.slice(at - prefix.length, at) !== prefix) return undefined;
    chunks.push(html.slice(done, at - prefix.length));
    holes.push({ slot, escape: escaping });
    done = at + escaping(markerOf(slot)).length;
    at = done - 1;
  }
  chunks.push(html.slice(done));
  return chunks.some((c) => STRAY.test(c)) ? undefined : { chunks, holes };
}

/** A page from its template and its values (read()'s). */
export function fill(t: SlotTemplate, values: readonly string[]): string {
  let out = t.chunks[0];
  for (let i = 0; i < t.holes.length; i++) out += t.holes[i].escape(values[t.holes[i].slot]) + t.chunks[i + 1];
  return out;
}

/** The template's chunks in UTF-8, made once for all its pages. */
const encoded = new WeakMap<SlotTemplate, Buffer[]>();

/**
 * The same page as fill(), in UTF-8, as it is written: only the values are encoded. Joining a page's text and
 * encoding all of it cost twice the time of its bytes written this way (0.2 against 0.1 ms a 100 KB page).
 */
export function fillBytes(t: SlotTemplate, values: readonly string[]): Buffer {
  let chunks = encoded.get(t);
  if (!chunks) {
    chunks = t.chunks.map((c) => Buffer.from(c));
    encoded.set(t, chunks);
  }
  const parts: Buffer[] = [chunks[0]];
  for (let i = 0; i < t.holes.length; i++)
    parts.push(Buffer.from(t.holes[i].escape(values[t.holes[i].slot])), chunks[i + 1]);
  return Buffer.concat(parts);
}
