/**
 * The doorway guard's pairs kept from one codegen run to the next: the same intros give the kept pairs, an intro
 * changed since is compared again (the kept pairs are never given for other texts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { keptSimilarPairs, similarPairs } from '../../scripts/codegen/similarity.ts';

const name = `test-${process.pid}`;
const cacheFile = path.resolve(import.meta.dirname, `../../node_modules/.cache/codegen-esbuild/similar-${name}.json`);
afterAll(() => fs.rmSync(cacheFile, { force: true }));

const words = (prefix: string) => Array.from({ length: 30 }, (_, i) => `${prefix}${i}`).join(' ');

it('gives the pairs of the same intros from the last run, and compares intros that changed again', () => {
  const intros = new Map([
    ['a.yaml', words('common')],
    ['b.yaml', words('common')],
    ['c.yaml', words('other')],
  ]);
  const first = keptSimilarPairs(name, intros, 0.5);
  expect(first.map((p) => [p.a, p.b])).toEqual([['a.yaml', 'b.yaml']]);
  expect(fs.existsSync(cacheFile)).toBe(true);
  expect(keptSimilarPairs(name, new Map(intros), 0.5)).toEqual(first);

  const rewritten = new Map([...intros, ['b.yaml', words('own')]]);
  expect(keptSimilarPairs(name, rewritten, 0.5)).toEqual([]);
  const copied = new Map([...intros, ['c.yaml', words('common')]]);
  expect(keptSimilarPairs(name, copied, 0.5)).toEqual(similarPairs(copied, 0.5));
  expect(keptSimilarPairs(name, copied, 0.5)).toHaveLength(3);
});
