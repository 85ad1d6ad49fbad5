/**
 * The validator of scripts/codegen/schemas.ts is made once per set of schemas in a process: codegen run again on the
 * same schemas compiles none again, and a schema that changed is compiled anew, as `npm run dev` needs on each save.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../scripts/codegen/schemas.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

/** A project root holding one schema: a tip with a title of at least `minLength` characters. */
function rootWith(minLength: number | string, root = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'))): string {
  roots.push(root);
  fs.mkdirSync(path.join(root, 'schemas'), { recursive: true });
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: { title: { type: 'string', minLength } },
  };
  fs.writeFileSync(path.join(root, 'schemas/tip.schema.json'), JSON.stringify(schema));
  return root;
}

describe('loadSchemas', () => {
  it('reuses the compiled validator for the same schemas, even from another folder', () => {
    const first = loadSchemas(rootWith(3)).validator('tip.schema.json');
    expect(loadSchemas(rootWith(3)).validator('tip.schema.json')).toBe(first);
    expect(first({ title: 'ab' })).toBe(false);
  });

  it('compiles a schema that changed anew', () => {
    const root = rootWith(3);
    expect(loadSchemas(root).validator('tip.schema.json')({ title: 'ab' })).toBe(false);
    rootWith(1, root);
    const changed = loadSchemas(root);
    expect(changed.validator('tip.schema.json')({ title: 'ab' })).toBe(true);
    expect(changed.schema('tip.schema.json')).toMatchObject({ properties: { title: { minLength: 1 } } });
  });

  it('hands each caller schema objects of its own, which the validator does not share', () => {
    const root = rootWith(3);
    const a = loadSchemas(root);
    (a.schema('tip.schema.json') as { properties: { title: { minLength: number } } }).properties.title.minLength = 9;
    const b = loadSchemas(root);
    expect(b.schema('tip.schema.json')).toMatchObject({ properties: { title: { minLength: 3 } } });
    expect(b.validator('tip.schema.json')({ title: 'abcd' })).toBe(true);
  });

  it('rejects a schema that breaks JSON Schema itself, though the schemas before it passed that check', () => {
    // The check against the meta-schema is kept per set of schema texts (scripts/codegen/esbuild-once.ts isKept):
    // schemas that passed are not checked again, a changed one is.
    loadSchemas(rootWith(2));
    expect(() => loadSchemas(rootWith('two'))).toThrow(/schema is invalid: .*minLength must be integer/);
  });
});
