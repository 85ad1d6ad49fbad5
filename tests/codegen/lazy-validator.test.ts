/**
 * A collection whose every file is in codegen's cache (unchanged since a valid run) is not validated again, so its
 * schema is not compiled either: compiling every schema took a third of a second of each run.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CodegenCache } from '../../scripts/codegen/cache.ts';
import { collections } from '../../scripts/codegen/collections.ts';
import { loadCollection } from '../../scripts/codegen/load-collections.ts';
import { loadSchemas } from '../../scripts/codegen/schemas.ts';
import { REPO_ROOT } from './fixture-root.ts';

/** A cache that holds every file, as after a valid run with nothing changed since. */
const everything: CodegenCache = { valid: () => ({ cached: true }), remember: () => {}, save: () => {} };

describe('loadCollection', () => {
  it('compiles no schema of a collection whose every file is in the cache', () => {
    const schemas = loadSchemas(REPO_ROOT);
    const validator = vi.spyOn(schemas, 'validator');
    // A translation is checked against the schema anew: only collections without one are free of compiling.
    const untranslated = collections.filter((c) => {
      validator.mockClear();
      const { loaded } = loadCollection(REPO_ROOT, c, schemas, everything);
      expect(loaded.records.length).toBeGreaterThan(0);
      if (loaded.files.length > loaded.records.length) return false;
      expect(validator, c.name).not.toHaveBeenCalled();
      return true;
    });
    expect(untranslated.length).toBeGreaterThan(0);
  });

  it('compiles the schema when a file is not in the cache', () => {
    const schemas = loadSchemas(REPO_ROOT);
    const validator = vi.spyOn(schemas, 'validator');
    const c = collections.find((x) => x.many)!;
    loadCollection(REPO_ROOT, c, schemas, { ...everything, valid: () => undefined });
    expect(validator).toHaveBeenCalledWith(c.schema);
  });
});
