/**
 * `npm run validate` (runCodegen with write: false) takes what the last run that wrote found valid from codegen's
 * cache, by each file's text, and writes nothing: not generated/, not the cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCodegen } from '../../scripts/codegen/run.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';

let f: FixtureRoot;
let cacheFile: string;
const stamp = (file: string) => {
  const s = fs.statSync(file);
  return { text: fs.readFileSync(file, 'utf8'), mtimeMs: s.mtimeMs, ino: s.ino };
};

beforeAll(async () => {
  f = makeFixtureRoot();
  // Codegen keeps its cache in node_modules/.cache, only where node_modules exists.
  fs.mkdirSync(path.join(f.root, 'node_modules'));
  cacheFile = path.join(f.root, 'node_modules/.cache/codegen.json');
  expect((await runCodegen(f.root, { write: true })).ok).toBe(true);
}); // the project's hookTimeout, as write.int.test.ts
afterAll(() => f.cleanup());

describe('npm run validate after a run that wrote', () => {
  it('finds the data valid and leaves the cache and generated/ as they were', async () => {
    const before = [stamp(cacheFile), stamp(path.join(f.root, 'generated/routes.ts'))];
    expect((await runCodegen(f.root, { write: false })).ok).toBe(true);
    expect([stamp(cacheFile), stamp(path.join(f.root, 'generated/routes.ts'))]).toEqual(before);
  });

  it('still finds the error of a file changed since the cache was written', async () => {
    f.edit('data/cities/boca-raton-fl.yaml', (t) => t.replace('county: palm-beach', 'county: palm beach'));
    try {
      const { ok, errors } = await runCodegen(f.root, { write: false });
      expect(ok).toBe(false);
      expect(errors.map((e) => e.file)).toContain('data/cities/boca-raton-fl.yaml');
    } finally {
      f.restore();
    }
    expect((await runCodegen(f.root, { write: false })).ok).toBe(true);
  });
});
