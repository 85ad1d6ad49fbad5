/**
 * Checks of one data file on its own, run while it is loaded (load-collections.ts) and by `npm run new:city`: they
 * report even when the file has other errors, so a marketer sees every problem of the file at once.
 */
import type { DataError } from './data-error.ts';
import { middleEllipsis } from './error-map.ts';
import type { SourceFile } from './load.ts';
import { at, fieldName } from './locate.ts';

/** Calls `fn` with every string in a parsed YAML value and the path of keys and indexes that leads to it. */
export function walkStrings(v: unknown, segs: string[], fn: (value: string, segs: string[]) => void): void {
  if (typeof v === 'string') fn(v, segs);
  else if (Array.isArray(v)) for (const [i, item] of v.entries()) walkStrings(item, [...segs, String(i)], fn);
  else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) walkStrings(item, [...segs, k], fn);
}

// What `npm run new:city` writes where a person must fill something in.
const PLACEHOLDER = /\bTODO\b/;

/** Placeholders left in a file; checked even when the file has other errors, so all are reported at once. */
export function placeholderErrors(src: SourceFile): DataError[] {
  const errors: DataError[] = [];
  walkStrings(src.data, [], (value, segs) => {
    if (PLACEHOLDER.test(value))
      errors.push(
        at(
          src,
          segs,
          `${fieldName(segs)} still holds a placeholder (${JSON.stringify(middleEllipsis(value.trim()))}). Replace the TODO with the real text.`,
        ),
      );
  });
  return errors;
}

/** The fields of a collection that are names: matched against what visitors type and written into addresses. */
export const NAME_FIELDS: Record<string, string[]> = { cities: ['cityName', 'aliases', 'neighborhoods'] };

/** Characters that look like plain ones but are not, with what to write instead. */
const LOOKALIKES: [RegExp, (c: string) => string][] = [
  [
    /[\u2018\u2019\u201A\u201B\u2032]/,
    (c) => `the typographic quote ${c} (U+${hex(c)}): write a plain apostrophe ' instead`,
  ],
  [
    /[\u201C\u201D\u201E\u201F\u2033]/,
    (c) => `the typographic quote ${c} (U+${hex(c)}): write a plain quote " instead`,
  ],
  [/[\u00A0\u2007\u202F]/, (c) => `a non-breaking space (U+${hex(c)}): replace it with a plain space`],
  [
    /[\u200B-\u200D\u2060\uFEFF\u00AD]/,
    (c) =>
      `an invisible character (U+${hex(c)}, ${c === '\u00AD' ? 'soft hyphen' : 'zero-width'}): delete it (retype the name if in doubt)`,
  ],
];
const hex = (c: string) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

/**
 * Names with look-alike characters (pasted from a word processor or a web page): the search box would not find
 * "Boca Raton" typed with a plain space, and two cities could look identical. Checked even when the file has other
 * errors.
 */
export function nameCharacterErrors(src: SourceFile, collection: string): DataError[] {
  const errors: DataError[] = [];
  const data = src.data as Record<string, unknown> | null;
  for (const name of NAME_FIELDS[collection] ?? []) {
    walkStrings(data?.[name], [name], (value, segs) => {
      for (const [pattern, fix] of LOOKALIKES) {
        const found = pattern.exec(value);
        if (found)
          errors.push(
            at(src, segs, `${fieldName(segs)} "${value}" contains ${fix(found[0])} (character ${found.index + 1}).`),
          );
      }
    });
  }
  return errors;
}
