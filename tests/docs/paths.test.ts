import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections } from '../../scripts/codegen/collections.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', 'data/README.md', 'schemas/README.md', 'scripts/README.md', 'tests/fixtures/README.md'];
// Written by codegen, the build or the test build (.injection), or placeholders a person chooses: not expected in a fresh clone.
const GENERATED = /^(generated|dist|\.data|\.injection)\/|<|\*/;
// The city the docs walk through creating: it exists only once a reader runs the example.
const EXAMPLES = /palm-city/;

describe('documentation', () => {
  for (const doc of DOCS) {
    it(`every path ${doc} quotes exists`, () => {
      const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
      const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]).filter((p) => /^[\w.-]+\/[\w./-]*$|^[\w-]+\.(ts|tsx|json|yaml|md|css)$/.test(p));
      // A path is read from the repository root, or from the folder of the README that quotes it.
      const exists = (p: string) => [ROOT, path.join(ROOT, path.dirname(doc))].some((base) => fs.existsSync(path.join(base, p.replace(/\/$/, ''))));
      const missing = quoted.filter((p) => !GENERATED.test(p) && !EXAMPLES.test(p) && !exists(p));
      expect(missing, `${doc} names paths that do not exist`).toEqual([]);
    });
  }
});

describe('editor settings', () => {
  it('map every data collection to its schema, as scripts/codegen/collections.ts does', () => {
    const settings = JSON.parse(fs.readFileSync(path.join(ROOT, '.vscode/settings.json'), 'utf8')) as { 'yaml.schemas': Record<string, string | string[]> };
    const mapped = Object.entries(settings['yaml.schemas']).flatMap(([schema, globs]) => [globs].flat().map((g) => `${g} -> ${schema.replace('./schemas/', '')}`));
    const expected = collections.map((c) => `${c.many ? `${c.path}/*.yaml` : c.path} -> ${c.schema}`);
    expect(mapped.sort()).toEqual(expected.sort());
  });
});
