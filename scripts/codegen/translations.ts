import type { AnySchemaObject } from 'ajv';
import { LOCALES, type Locale, TRANSLATIONS } from '../../src/lib/i18n/locale.ts';
import type { Schemas } from './schemas.ts';

export { LOCALES, type Locale, TRANSLATIONS };

/** A path into a data file: keys and list indexes. */
export type DataPath = (string | number)[];

/** The key of a page's own address in a translation file: `slugEs` in Spanish, `slugPt` in Portuguese. */
export const slugKey = (locale: Locale) => `slug${locale[0].toUpperCase()}${locale.slice(1)}`;

/** Keys a translation file may hold that its English file does not: the page's own address, and the work-in-progress flag. */
export const TRANSLATION_KEYS = [...TRANSLATIONS.map(slugKey), 'untranslated'];

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
  walk(schemas.schema(schemaKey), schemaKey, data, []);
  return out;
}

const matchesType = (schema: AnySchemaObject, value: unknown) => {
  const t = schema.type;
  const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  return t === undefined || t === actual || (Array.isArray(t) && t.includes(actual));
};

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
