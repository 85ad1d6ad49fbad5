/** The checks of a translation file against its English file, each error naming the file, line and key. */
import type { DataError } from './data-error.ts';
import type { SourceFile } from './load.ts';
import { locate } from './locate.ts';
import { type DataPath, slugKey, TRANSLATION_KEYS } from './translations.ts';

/** Where a key is written (not its value): a misspelled or unwanted key is pointed at by its name. */
const keyAt = (src: SourceFile, at: DataPath) =>
  typeof at.at(-1) === 'string'
    ? locate(src, at.slice(0, -1).map(String), String(at.at(-1)))
    : locate(src, at.map(String));
const PLACEHOLDERS_ONLY = /^\s*(\{\{[^}]+\}\}\s*)+$/;
const get = (data: unknown, at: DataPath): unknown =>
  at.reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string | number, unknown>)[k]), data);
const show = (at: DataPath) => at.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');

/**
 * Checks a translation against its English file: each string it gives must be one English translates (no key that
 * English lacks, no identifier), lists keep the English length, and every translated English string is there unless
 * the file says `untranslated: true` (a translation under way: then it makes no page). Errors name the file and key.
 */
export function translationErrors(
  english: { src: SourceFile; data: unknown },
  translation: SourceFile,
  paths: DataPath[],
): DataError[] {
  const errors: DataError[] = [];
  const data = translation.data as Record<string, unknown> | null;
  const englishName = english.src.file.split('/').pop();
  const ownKey = slugKey(translation.stem.split('.').pop()!);
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return [
      {
        file: translation.file,
        line: 1,
        col: 1,
        message: `a translation holds the same keys as ${englishName}: this file holds no keys. Copy the keys to translate from ${englishName}.`,
      },
    ];
  }
  const wanted = new Set(paths.map(show));
  const walk = (value: unknown, at: DataPath) => {
    const englishValue = get(english.data, at);
    if (at.length && englishValue === undefined) {
      errors.push({
        file: translation.file,
        ...keyAt(translation, at),
        message: `${show(at)} is not in ${englishName}: a translation holds only keys of its English file. Check the spelling, or remove it.`,
      });
      return;
    }
    if (Array.isArray(value)) {
      if (!Array.isArray(englishValue) || value.length !== englishValue.length) {
        errors.push({
          file: translation.file,
          ...locate(translation, at.map(String)),
          message: `${show(at)} has ${value.length} item${value.length === 1 ? '' : 's'} where ${englishName} has ${Array.isArray(englishValue) ? englishValue.length : 'no list'}: translate each item, in the same order.`,
        });
        return;
      }
      for (const [i, v] of value.entries()) walk(v, [...at, i]);
      return;
    }
    if (value && typeof value === 'object') {
      // A record of a list with its own address (a portfolio category's slug) gives its Spanish one beside it.
      const ownSlug = (k: string) =>
        k === ownKey && typeof (englishValue as Record<string, unknown> | undefined)?.slug === 'string';
      for (const [k, v] of Object.entries(value))
        if ((at.length || !TRANSLATION_KEYS.includes(k)) && !(at.length && ownSlug(k))) walk(v, [...at, k]);
      return;
    }
    if (typeof value === 'string' && !wanted.has(show(at))) {
      errors.push({
        file: translation.file,
        ...keyAt(translation, at),
        message: `${show(at)} is not translated (it names or links something, the same in every language): remove it here; ${englishName} gives it.`,
      });
    }
  };
  walk(data, []);
  for (const at of slugPaths(data, ownKey)) {
    const slug = get(data, at);
    if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(slug))) continue;
    errors.push({
      file: translation.file,
      ...locate(translation, at.map(String)),
      message: `${show(at)} is "${String(slug)}": ${SLUG_RULE}`,
    });
  }
  if (data.untranslated === true) return errors;
  for (const at of paths) {
    // "{{site.tagline}}" alone says nothing itself: the translation of what it names is used.
    if (PLACEHOLDERS_ONLY.test(String(get(english.data, at)))) continue;
    if (typeof get(data, at) !== 'string') {
      errors.push({
        file: translation.file,
        line: 1,
        col: 1,
        message: `${show(at)} of ${englishName} is missing here: translate it, or set "untranslated: true" at the top while the translation is under way (the page then has no ${translation.stem.split('.').pop()} version).`,
      });
    }
  }
  return errors;
}

const SLUG_RULE =
  "the page's address in its language is lower-case words without accents joined by hyphens (for example sobre-nosotros).";

/** Where a translation gives its addresses: `slugEs` at the top, and beside the `slug` of a list's records. */
function slugPaths(data: Record<string, unknown>, key: string): DataPath[] {
  const out: DataPath[] = key in data ? [[key]] : [];
  for (const [k, v] of Object.entries(data)) {
    if (Array.isArray(v))
      for (const [i, item] of v.entries()) if (item && typeof item === 'object' && key in item) out.push([k, i, key]);
  }
  return out;
}
