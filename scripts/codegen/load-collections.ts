import fs from 'node:fs';
import path from 'node:path';
import type { CodegenCache } from './cache.ts';
import type { Collection } from './collections.ts';
import type { DataError } from './data-error.ts';
import { mapAjvErrors } from './error-map.ts';
import { nameCharacterErrors, placeholderErrors } from './file-checks.ts';
import { listYaml, loadYaml, type SourceFile, sourceFile } from './load.ts';
import { locate } from './locate.ts';
import type { Schemas } from './schemas.ts';
import { translationErrors } from './translation-errors.ts';
import {
  englishFileOf,
  type Locale,
  overlay,
  slugKey,
  TRANSLATIONS,
  translatedPaths,
  translationFile,
} from './translations.ts';

export interface Loaded {
  collection: Collection;
  /** Every file read, valid or not. */
  files: string[];
  /** One entry for a single file, one per file for a folder. Invalid files are left out. */
  records: LoadedRecord[];
}

export interface LoadedRecord {
  src: SourceFile;
  data: Record<string, unknown>;
  /**
   * The record in each language it is translated into: the English data with the translation's strings laid over
   * it. A language is absent when the record has no translation file, or one marked `untranslated: true`.
   */
  translations?: Partial<
    Record<Exclude<Locale, 'en'>, { src: SourceFile; data: Record<string, unknown>; slug?: string }>
  >;
}

/** Reads and validates every file of a collection, with defaults from its schema filled in. */
export function loadCollection(
  root: string,
  c: Collection,
  schemas: Schemas,
  cache?: CodegenCache,
): { loaded: Loaded; errors: DataError[] } {
  const errors: DataError[] = [];
  // A translation (painting.es.yaml) is read with its English file, not as a record of its own.
  const files = c.many
    ? listYaml(root, c.path).filter((f) => !englishFileOf(f))
    : fs.existsSync(path.join(root, c.path))
      ? [c.path]
      : [];
  if (!files.length) {
    const what = c.many ? `no .yaml files in ${c.path}/` : `${c.path} does not exist`;
    errors.push({
      file: c.path,
      line: 1,
      col: 1,
      message: `${what}: the site needs it (schema: schemas/${c.schema}).`,
    });
  }
  // Compiled only when a file is not in the cache: compiling every schema took a third of a second of each run.
  let compiled: ReturnType<Schemas['validator']> | undefined;
  const validator = () => (compiled ??= schemas.validator(c.schema));
  const records: Loaded['records'] = [];
  /** The translation files read beside the records. */
  const read: string[] = [];
  for (const file of files) {
    // A file valid at the last run with the same text is valid now: its checked data is reused.
    const text = cache && fs.readFileSync(path.join(root, file), 'utf8');
    const known = text && cache.valid(file, text);
    if (known) {
      const record: LoadedRecord = { src: sourceFile(file, text, known), data: known as Record<string, unknown> };
      errors.push(...loadTranslations(root, c, schemas, record, read, cache));
      records.push(record);
      continue;
    }
    const { source, errors: syntax } = loadYaml(root, file);
    errors.push(...syntax);
    if (!source) continue;
    errors.push(...checkSchemaComment(source, c), ...placeholderErrors(source), ...nameCharacterErrors(source, c.name));
    const validate = validator();
    if (!validate(source.data)) {
      errors.push(...mapAjvErrors(source, validate.errors ?? [], schemas, c.schema));
      continue;
    }
    const data = source.data as Record<string, unknown>;
    if (c.idField && data[c.idField] !== source.stem) {
      errors.push({
        file,
        ...locate(source, [c.idField]),
        message: `${c.idField} is "${String(data[c.idField])}" but the file is named ${source.stem}.yaml: they must match. Rename the file or change ${c.idField}.`,
      });
      continue;
    }
    cache?.remember(file, source.text, data);
    const record: LoadedRecord = { src: source, data };
    errors.push(...loadTranslations(root, c, schemas, record, read, cache));
    records.push(record);
  }
  return { loaded: { collection: c, files: [...files, ...read], records }, errors };
}

/**
 * Reads the translations of a valid record (the files beside it, `<name>.<locale>.yaml`): each is checked against
 * the English file (scripts/codegen/translations.ts), and the English data with its strings laid over it is checked
 * against the collection's schema, so the limits hold in every language. Adds each file read to `read`.
 */
function loadTranslations(
  root: string,
  c: Collection,
  schemas: Schemas,
  record: LoadedRecord,
  read: string[],
  cache?: CodegenCache,
): DataError[] {
  const errors: DataError[] = [];
  let paths: ReturnType<typeof translatedPaths> | undefined;
  for (const locale of TRANSLATIONS) {
    const file = translationFile(record.src.file, locale);
    if (!fs.existsSync(path.join(root, file))) continue;
    read.push(file);
    // A translation that was valid over the same English text at the last run is valid now: its checked data is
    // reused, without parsing, comparing with the English or compiling the schema (0.2 s of a one-city rebuild).
    const text = cache && fs.readFileSync(path.join(root, file), 'utf8');
    const key = text && `${record.src.text}\0${text}`;
    const known = key && (cache.valid(file, key) as { raw: Record<string, unknown>; data: Record<string, unknown> });
    if (known) {
      record.translations = {
        ...record.translations,
        [locale]: { src: sourceFile(file, text, known.raw), data: known.data, slug: slugOf(known.raw, locale) },
      };
      continue;
    }
    const { source, errors: syntax } = loadYaml(root, file);
    errors.push(...syntax);
    if (!source) continue;
    paths ??= translatedPaths(schemas, c.schema, record.data);
    const found = translationErrors(record, source, paths);
    errors.push(...found);
    const translation = source.data as Record<string, unknown>;
    if (found.length || translation.untranslated === true) continue;
    const data = overlay(structuredClone(record.data), translation);
    const validate = schemas.validator(c.schema);
    if (!validate(data)) {
      errors.push(...mapAjvErrors(source, validate.errors ?? [], schemas, c.schema));
      continue;
    }
    if (key) cache.remember(file, key, { raw: translation, data });
    record.translations = {
      ...record.translations,
      [locale]: { src: source, data, slug: slugOf(translation, locale) },
    };
  }
  return errors;
}

/** A translation's own address for its page (`slugEs`), when it has one. */
const slugOf = (translation: Record<string, unknown>, locale: Locale) =>
  typeof translation[slugKey(locale)] === 'string' ? String(translation[slugKey(locale)]) : undefined;

/** The first line names the schema so editors (YAML language server) validate while the marketer types. */
function checkSchemaComment(src: SourceFile, c: Collection): DataError[] {
  const first = src.text.split('\n', 1)[0];
  const expected = path.posix.relative(path.posix.dirname(src.file), `schemas/${c.schema}`);
  if (first.trim() === `# yaml-language-server: $schema=${expected}`) return [];
  return [
    {
      file: src.file,
      line: 1,
      col: 1,
      message: `the first line must be "# yaml-language-server: $schema=${expected}" so editors can check this file as you type.`,
    },
  ];
}
