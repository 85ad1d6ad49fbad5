import type { CodegenCache } from './cache.ts';
import type { DataError } from './data-error.ts';
import { mapAjvErrors } from './error-map.ts';
import { loadYaml } from './load.ts';
import { at } from './locate.ts';
import type { Schemas } from './schemas.ts';

/** The table of the site's languages, read by codegen and the pages alike (src/lib/i18n/locale.ts). */
export const LANGUAGES_FILE = 'data/languages.json';

/**
 * Checks data/languages.json against its schema, and what a schema cannot say: codes and prefixes are unique, the
 * first language alone has no prefix. Errors at their line, like every data file's (JSON is YAML to the parser).
 */
export function languageErrors(root: string, schemas: Schemas, cache?: CodegenCache): DataError[] {
  const { source, errors } = loadYaml(root, LANGUAGES_FILE);
  if (!source) return errors;
  // Valid at the last run with the same text: its schema is not compiled again (20 ms of every run).
  let data = cache?.valid(LANGUAGES_FILE, source.text);
  if (!data) {
    const validate = schemas.validator('languages.schema.json');
    if (!validate(source.data)) return mapAjvErrors(source, validate.errors ?? [], schemas, 'languages.schema.json');
    data = source.data;
    cache?.remember(LANGUAGES_FILE, source.text, data);
  }
  const rows = (data as { languages: { code: string; prefix: string }[] }).languages;
  const out: DataError[] = [];
  rows.forEach((row, i) => {
    const error = (key: string, message: string) => out.push(at(source, ['languages', String(i), key], message));
    if (rows.findIndex((r) => r.code === row.code) !== i) error('code', `"${row.code}" is listed twice: keep one row.`);
    if (i === 0 && row.prefix)
      error('prefix', 'the first language is the default, at addresses without a prefix: make its prefix "".');
    if (i > 0 && !row.prefix) error('prefix', `give ${row.code} a prefix (its pages live under /<prefix>).`);
    if (i > 0 && rows.findIndex((r) => r.prefix === row.prefix) !== i)
      error('prefix', `"${row.prefix}" is the prefix of another language: each needs its own.`);
  });
  return out;
}
