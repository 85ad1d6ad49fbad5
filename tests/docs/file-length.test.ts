import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from './source-folders.ts';

// Files stay small (../STYLE.md's "split anything nearing 200"): four had grown past 200 lines again unnoticed, each
// holding two jobs (a build's page jobs and its render processes, host files and compression...). The code of the
// site, its commands, its hosts and its tests; the benchmark's too (its peers' projects are theirs).
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Under 200 lines: the longest a file may be. */
const MAX_LINES = 199;

it(`keeps every source file under ${MAX_LINES + 1} lines`, () => {
  const long = sourceFiles(/\.(tsx?|mts|m?js)$/)
    .map((file) => ({ file, lines: fs.readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length }))
    .filter((f) => f.lines > MAX_LINES)
    .map((f) => `${f.file}: ${f.lines} lines (split it along a seam: a module per job)`);
  expect(long).toEqual([]);
});
