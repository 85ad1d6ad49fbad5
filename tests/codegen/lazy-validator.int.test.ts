/**
 * A collection whose every file is in codegen's cache (unchanged since a valid run, a translation over the same
 * English text) is not validated again, so its schema is not compiled either: compiling every schema took a third of
 * a second of each run.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CodegenCache } from '../../scripts/codegen/cache.ts';
import { collections } from '../../scripts/codegen/collections.ts';
import { loadCollection } from '../../scripts/codegen/load-collections.ts';
import { loadSchemas } from '../../scripts/codegen/schemas.ts';
import { REPO_ROOT } from './fixture-root.ts';

/** A cache that holds every file, as after a valid run with nothing changed since (a translation: its own and merged data). */
const everything: CodegenCache = {
  valid: (file) => (/\.[a-z]{2}\.yaml$/.test(file) ? { raw: {}, data: { cached: true } } : { cached: true }),
  remember: () => {},
  key: 'unused',
  save: () => {},
};

describe('loadCollection', () => {
  it('compiles no schema of a collection whose every file is in the cache, translations included', () => {
    const schemas = loadSchemas(REPO_ROOT);
    const validator = vi.spyOn(schemas, 'validator');
    let translations = 0;
    for (const c of collections) {
      validator.mockClear();
      const { loaded } = loadCollection(REPO_ROOT, c, schemas, everything);
      expect(loaded.records.length).toBeGreaterThan(0);
      translations += loaded.records.filter((r) => r.translations).length;
      expect(validator, c.name).not.toHaveBeenCalled();
    }
    expect(translations).toBeGreaterThan(0);
  });

  it('compiles the schema when a file is not in the cache', () => {
    const schemas = loadSchemas(REPO_ROOT);
    const validator = vi.spyOn(schemas, 'validator');
    const c = collections.find((x) => x.many)!;
    loadCollection(REPO_ROOT, c, schemas, { ...everything, valid: () => undefined });
    expect(validator).toHaveBeenCalledWith(c.schema);
  });
});
