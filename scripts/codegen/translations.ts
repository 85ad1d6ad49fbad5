import type { AnySchemaObject } from 'ajv';
import { LOCALES, type Locale, TRANSLATIONS } from '../../src/lib/locale.ts';
import type { DataError } from './data-error.ts';
import type { SourceFile } from './load.ts';
import { locate } from './locate.ts';
import type { Schemas } from './schemas.ts';

export { LOCALES, type Locale, TRANSLATIONS };

/** A path into a data file: keys and list indexes. */
export type DataPath = (string | number)[];

/** Keys a translation file may hold that its English file does not: the page's own address, and the work-in-progress flag. */
export const TRANSLATION_KEYS = ['slugEs', 'untranslated'];

/** `data/pages/about.yaml` -> `data/pages/about.es.yaml`: the translation sits beside its English file. */
export const translationFile = (file: string, locale: Exclude<Locale, 'en'>) =>
  file.replace(/\.yaml$/, `.${locale}.yaml`);

/** The English file of a translation file, or undefined for a file that is not one. */
export function englishFileOf(file: string): { file: string; locale: Exclude<Locale, 'en'> } | undefined {
  const m = /^(.*)\.([a-z]{2})\.yaml$/.exec(file);
  return m && (TRANSLATIONS as string[]).includes(m[2])
    ? { file: `${m[1]}.yaml`, locale: m[2] as Exclude<Locale, 'en'> }
    : undefined;
}

/** The $defs of defs.schema.json that name things rather than say them: never translated. */
export const IDENTIFIER_DEFS =
  /(^|defs\.schema\.json)#\/\$defs\/(slug|date|zip|internalLink|image|icon|firstName|initials)$/;

/**
 * The paths of the strings of `data` that a translation must give: every string, except identifiers (a `$ref` to
 * one of IDENTIFIER_DEFS, a `format`, an `enum` or `const`) and what the schema marks `"x-translate": false`
 * (names, references to other records). Walks the data with its schema, so list items and the variants of a
 * `oneOf` (chosen by their `type` constant) are followed as the data has them.
 */
export function translatedPaths(schemas: Schemas, schemaKey: string, data: unknown): DataPath[] {
  const out: DataPath[] = [];
  const walk = (schema: AnySchemaObject | undefined, from: string, value: unknown, at: DataPath) => {
    if (!schema || schema['x-translate'] === false) return;
    if (schema.$ref) {
      const target = new URL(schema.$ref, `file:///${from}`);
      const key = target.pathname.slice(1);
      if (IDENTIFIER_DEFS.test(key + target.hash)) return;
      walk(schemas.resolve(schema.$ref, from), key, value, at);
      return;
    }
    const variants = (schema.oneOf ?? schema.anyOf) as AnySchemaObject[] | undefined;
    if (variants) {
      // A variant may be a $ref (service sections: #/$defs/cardsSection): it is chosen by what it points to.
      const resolved = variants.map((v) =>
        v.$ref ? ((schemas.resolve(v.$ref, from) as AnySchemaObject | undefined) ?? v) : v,
      );
      const type = (value as { type?: unknown } | null)?.type;
      const index = resolved.findIndex(
        (v) => (v.properties as Record<string, AnySchemaObject> | undefined)?.type?.const === type,
      );
      const chosen = index >= 0 ? index : resolved.findIndex((v) => matchesType(v, value));
      walk(variants[chosen], from, value, at);
      return;
    }
    if (typeof value === 'string') {
      if (!schema.format && !schema.enum && schema.const === undefined) out.push(at);
      return;
    }
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries())
        walk(schema.items as AnySchemaObject | undefined, from, item, [...at, i]);
      return;
    }
    if (value && typeof value === 'object') {
      const props = (schema.properties ?? {}) as Record<string, AnySchemaObject>;
      for (const [k, v] of Object.entries(value))
        walk(props[k] ?? (schema.additionalProperties as AnySchemaObject | undefined), from, v, [...at, k]);
    }
  };
  walk(schemas.ajv.getSchema(schemaKey)?.schema as AnySchemaObject | undefined, schemaKey, data, []);
  return out;
}

const matchesType = (schema: AnySchemaObject, value: unknown) => {
  const t = schema.type;
  const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  return t === undefined || t === actual || (Array.isArray(t) && t.includes(actual));
};

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
        k === 'slugEs' && typeof (englishValue as Record<string, unknown> | undefined)?.slug === 'string';
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
  for (const at of slugPaths(data)) {
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
  "the page's Spanish address is lower-case words without accents joined by hyphens (for example sobre-nosotros).";

/** Where a translation gives Spanish addresses: `slugEs` at the top, and beside the `slug` of a list's records. */
function slugPaths(data: Record<string, unknown>): DataPath[] {
  const out: DataPath[] = 'slugEs' in data ? [['slugEs']] : [];
  for (const [k, v] of Object.entries(data)) {
    if (Array.isArray(v))
      for (const [i, item] of v.entries())
        if (item && typeof item === 'object' && 'slugEs' in item) out.push([k, i, 'slugEs']);
  }
  return out;
}

/** The English data with a translation's strings laid over it: what the translated page shows. */
export function overlay<T>(english: T, translation: unknown): T {
  if (typeof translation === 'string') return translation as T;
  if (Array.isArray(english) && Array.isArray(translation))
    return english.map((v, i) => overlay(v, translation[i])) as T;
  if (english && typeof english === 'object' && translation && typeof translation === 'object') {
    const out: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [k, v] of Object.entries(translation)) if (k in out) out[k] = overlay(out[k], v);
    return out as T;
  }
  return english;
}
