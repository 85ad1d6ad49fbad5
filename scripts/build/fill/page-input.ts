/**
 * A page's input, as a template reads it: what differs from page to page (its data and its address), walked at the
 * slots, the paths where two pages' inputs held different strings (array indices alike). read() gives the strings at
 * the slots (the page's values) and everything else as the key of its variant, so that two pages with one key differ
 * in those strings only; mark() writes the same input with a marker in each slot (./slot-template.ts), for React to
 * render once; valuesLike() compares a page with a variant's page without writing the key.
 */
import { markerOf } from './slot-template.ts';

/** React blocks such addresses in links (sanitizeURL in react-dom/server): a page with one is rendered in full. */
const JAVASCRIPT_URL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: React's own pattern, control characters included.
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/**
 * What of a slot's string a template may decide on, kept in the marker and in the variant's key: an address's path up
 * to its last `/` (a link's language and section: src/lib/i18n/i18n.ts linkTarget), or its scheme. Other strings (text:
 * they have spaces) keep none.
 */
export function prefixOf(s: string): string {
  let scheme = 0;
  if (s.charCodeAt(0) !== 47) {
    // A scheme: a letter, then letters, digits, "+", "." or "-", then ":" (written out: a regular expression was a
    // tenth of reading a city page).
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 58 && i > 0) {
        scheme = i + 1;
        break;
      }
      const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
      if (!letter && !(i > 0 && ((c >= 48 && c <= 57) || c === 43 || c === 46 || c === 45))) return '';
    }
    if (!scheme) return '';
  }
  // An address has no spaces ("Painting: 1/2 day" is text).
  if (/\s/.test(s)) return '';
  return s.slice(0, Math.max(s.lastIndexOf('/') + 1, scheme));
}

/** Where a template's slots are in its pages' inputs: a tree of object keys and array items, whose leaves are slots. */
export interface Slots {
  slot?: true;
  keys?: Map<string, Slots>;
  items?: Slots;
}

/** A page's input read at the slots: its variant's key, its strings there and what of each a template may decide on. */
export interface Reading {
  key: string;
  values: string[];
  prefixes: string[];
}

const FULL = Symbol('render in full');

/** Whether React would block the string in a link (JAVASCRIPT_URL), tested only where it can start so. */
function blocked(s: string): boolean {
  const c = s.charCodeAt(0);
  return (c <= 32 || c === 74 || c === 106) && JAVASCRIPT_URL.test(s);
}

/**
 * Walks a page's input in one order (object keys as they come, arrays by index): strings at the slots are collected
 * (an empty one stays in the key: React writes an empty text or attribute differently), everything else goes into
 * the key. Marking replaces each collected string with its prefix and marker, in a copy. Anything but JSON-like values,
 * or a string React would treat apart (a javascript: address), makes the page one to render in full (FULL is thrown).
 * A string holding a marker's characters needs no check: a variant is kept only if it gives its own page back.
 */
class Walk {
  key = '';
  values: string[] = [];
  prefixes: string[] = [];
  marking = false;

  visit(v: unknown, at: Slots | undefined): unknown {
    if (typeof v === 'string') {
      if (!at?.slot || v === '') {
        this.key += `${v.length}:${v}`;
        return v;
      }
      if (blocked(v)) throw FULL;
      const prefix = prefixOf(v);
      this.key += `\u0001${prefix.length}:${prefix}`;
      this.prefixes.push(prefix);
      this.values.push(v);
      return this.marking ? prefix + markerOf(this.values.length - 1) : v;
    }
    if (typeof v !== 'object' || v === null) {
      if (v != null && typeof v !== 'number' && typeof v !== 'boolean') throw FULL;
      this.key += `${Object.is(v, -0) ? '-0' : v},`;
      return v;
    }
    if (Array.isArray(v)) {
      this.key += '[';
      const items = at?.items;
      let out: unknown[] | undefined;
      if (this.marking) out = v.map((x) => this.visit(x, items));
      else for (const x of v) this.visit(x, items);
      this.key += ']';
      return out;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) throw FULL;
    this.key += '{';
    const keys = at?.keys;
    const out: Record<string, unknown> | undefined = this.marking ? {} : undefined;
    for (const k in v) {
      this.key += `${k.length}:${k}`;
      const x = this.visit((v as Record<string, unknown>)[k], keys?.get(k));
      if (out) out[k] = x;
    }
    this.key += '}';
    return out;
  }
}

function walk(input: unknown, slots: Slots, marking: boolean): { reading: Reading; marked: unknown } | undefined {
  const w = new Walk();
  w.marking = marking;
  try {
    const marked = w.visit(input, slots);
    return { reading: { key: w.key, values: w.values, prefixes: w.prefixes }, marked };
  } catch (error) {
    if (error === FULL) return undefined;
    throw error;
  }
}

export const read = (input: unknown, slots: Slots): Reading | undefined => walk(input, slots, false)?.reading;

/**
 * The values of `input` at the slots when it reads as `base` does (read() gives both one key), found by walking the
 * two side by side and stopping at the first difference: cheaper than writing the key, for a page of a recent variant.
 */
export function valuesLike(
  input: unknown,
  base: { input: unknown; prefixes: readonly string[] },
  slots: Slots,
): string[] | undefined {
  const values: string[] = [];
  const same = (v: unknown, b: unknown, at: Slots | undefined): boolean => {
    if (typeof v === 'string') {
      if (typeof b !== 'string') return false;
      if (!at?.slot || v === '' || b === '') return v === b;
      if (blocked(v) || prefixOf(v) !== base.prefixes[values.length]) return false;
      values.push(v);
      return true;
    }
    if (typeof v !== 'object' || v === null || typeof b !== 'object' || b === null) return Object.is(v, b);
    if (Array.isArray(v)) {
      if (!Array.isArray(b) || v.length !== b.length) return false;
      for (let i = 0; i < v.length; i++) if (!same(v[i], b[i], at?.items)) return false;
      return true;
    }
    if (Array.isArray(b) || Object.getPrototypeOf(v) !== Object.getPrototypeOf(b)) return false;
    const keys = Object.keys(v);
    const baseKeys = Object.keys(b);
    if (keys.length !== baseKeys.length) return false;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (k !== baseKeys[i]) return false;
      if (!same((v as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], at?.keys?.get(k))) return false;
    }
    return true;
  };
  return same(input, base.input, slots) ? values : undefined;
}

/** The input with a marker in each slot, for React to render once, and what read() gives for it. */
export const mark = (input: unknown, slots: Slots) => walk(input, slots, true);

/**
 * Adds to `slots` the places where two pages' inputs hold different strings (where both have them); returns whether
 * it added any.
 */
export function learnSlots(a: unknown, b: unknown, slots: Slots): boolean {
  if (typeof a === 'string' && typeof b === 'string') {
    if (a === b || slots.slot) return false;
    slots.slot = true;
    return true;
  }
  let added = false;
  if (Array.isArray(a) && Array.isArray(b)) {
    slots.items ??= {};
    for (let i = 0; i < Math.min(a.length, b.length); i++) added = learnSlots(a[i], b[i], slots.items) || added;
  } else if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    slots.keys ??= new Map();
    for (const k of Object.keys(a)) {
      if (!(k in b)) continue;
      const child = slots.keys.get(k) ?? {};
      if (learnSlots((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], child)) {
        slots.keys.set(k, child);
        added = true;
      }
    }
  }
  return added;
}
