import fs from 'node:fs';
import path from 'node:path';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isKept, markKept } from './esbuild-once.ts';

/**
 * The validator of the last schemas loaded in this process, by their files' text: codegen run again on the same
 * schemas (`npm run dev` on each save, the tests' runs) compiles none of them again. Compiling them was 40% of a run
 * that found nothing in a cache (400 ms of CPU).
 */
let last: { text: string; ajv: Ajv2020.default } | undefined;

function validatorOf(texts: [string, string][]): Ajv2020.default {
  const text = JSON.stringify(texts);
  if (last?.text === text) return last.ajv;
  // Each schema is checked against JSON Schema's own meta-schema when added, which compiles the meta-schema first
  // (85 ms of a run that otherwise found everything in its caches): done again only when a schema file changed.
  const checked = isKept('schemas-checked', text);
  // useDefaults fills the schema's defaults (primaryService, lastUpdated, neighborhoods) into the data.
  // Both are CommonJS: under NodeNext their classes and functions are the modules' `default`.
  const ajv = new Ajv2020.default({
    allErrors: true,
    strict: true,
    useDefaults: true,
    verbose: true,
    validateSchema: !checked,
  });
  addFormats.default(ajv);
  // "x-translate": false marks a string the same in every language (a name, a reference): scripts/codegen/translations.ts.
  ajv.addKeyword({ keyword: 'x-translate', schemaType: 'boolean' });
  // Objects of their own: the schemas handed to the caller below may be changed, the validator's may not.
  for (const [key, t] of texts) ajv.addSchema(JSON.parse(t) as AnySchemaObject, key);
  if (!checked) markKept('schemas-checked', text);
  last = { text, ajv };
  return ajv;
}

/**
 * Loads every JSON Schema under schemas/ into one validator, each under its path relative to schemas/
 * (city.schema.json, pages/home.schema.json), so that relative $refs resolve the same way editors resolve them.
 */
export function loadSchemas(root: string) {
  const dir = path.join(root, 'schemas');
  const keys: string[] = [];
  const texts: [string, string][] = [];
  /** Each file's schema as written: reading one through the validator (getSchema) would compile it, 170 ms at 5,000 cities. */
  const files = new Map<string, AnySchemaObject>();
  for (const f of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (!f.endsWith('.schema.json')) continue;
    const key = f.split(path.sep).join('/');
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    files.set(key, JSON.parse(text) as AnySchemaObject);
    texts.push([key, text]);
    keys.push(key);
  }
  const ajv = validatorOf(texts);
  return {
    ajv,
    keys,
    validator(key: string): ValidateFunction {
      const v = ajv.getSchema(key);
      if (!v)
        throw new Error(
          `schemas/${key} does not exist: add it, or fix the schema named in scripts/codegen/collections.ts`,
        );
      return v;
    },
    /** A schema file by its path under schemas/ (pages/home.schema.json). */
    schema(key: string): AnySchemaObject | undefined {
      return files.get(key);
    },
    /** The schema object a $ref points to, resolved from the schema file that holds it. */
    resolve(ref: string, fromKey: string): AnySchemaObject | undefined {
      const url = new URL(ref, `file:///${fromKey}`);
      const file = files.get(url.pathname.slice(1));
      const pointer = decodeURIComponent(url.hash.slice(1));
      if (!file || (pointer && !pointer.startsWith('/'))) return undefined;
      // A JSON Pointer (#/$defs/county): each part with ~1 for "/" and ~0 for "~".
      let at: unknown = file;
      for (const part of pointer.split('/').slice(1))
        at = (at as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
      return at as AnySchemaObject | undefined;
    },
  };
}

export type Schemas = ReturnType<typeof loadSchemas>;
