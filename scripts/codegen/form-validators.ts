import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { buildSync } from 'esbuild';
import type { FORMS } from '../../src/lib/forms/form-entries.ts';
import { keptOutput } from './esbuild-once.ts';

/** The schema file of each form, relative to schemas/. */
export const FORM_SCHEMA_FILES: Record<keyof typeof FORMS, string> = {
  applications: 'forms/application.schema.json',
  newsletter: 'forms/newsletter.schema.json',
  quote: 'forms/quote.schema.json',
};

/**
 * generated/form-validators.js: the forms' JSON Schemas compiled to plain functions (Ajv's standalone code), bundled
 * into one module. Cloudflare's runtime forbids compiling code at run time (`new Function`), so the form handler
 * cannot compile the schemas where it runs; Node runs the same module, so every host checks entries alike.
 */
export function formValidatorFiles(root: string): Record<string, string> {
  const schemas = Object.values(FORM_SCHEMA_FILES).map((file) =>
    fs.readFileSync(path.join(root, 'schemas', file), 'utf8'),
  );
  // Compiling and bundling took 60 ms of every codegen run: made again when a schema or this code changes.
  return keptOutput('form-validators', JSON.stringify([schemas, fs.readFileSync(import.meta.filename, 'utf8')]), () =>
    compiledValidators(root),
  );
}

function compiledValidators(root: string): Record<string, string> {
  const ajv = new Ajv2020.default({ allErrors: true, strict: true, code: { source: true, esm: true } });
  addFormats.default(ajv);
  for (const [name, file] of Object.entries(FORM_SCHEMA_FILES))
    ajv.addSchema(JSON.parse(fs.readFileSync(path.join(root, 'schemas', file), 'utf8')), name);
  const source = standaloneCode.default(ajv, Object.fromEntries(Object.keys(FORM_SCHEMA_FILES).map((n) => [n, n])));
  // The standalone code requires two small Ajv runtime helpers: bundle them in, so the module stands alone.
  const bundled = buildSync({
    stdin: { contents: source, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
    minify: false,
  });
  const types = Object.keys(FORM_SCHEMA_FILES)
    .map((n) => `export declare const ${n}: Validator;`)
    .join('\n');
  return {
    'form-validators.js': bundled.outputFiles[0].text,
    'form-validators.d.ts': `export interface Validator { (data: unknown): boolean; errors?: { instancePath: string; params: object; message?: string }[] | null }\n${types}\n`,
  };
}
