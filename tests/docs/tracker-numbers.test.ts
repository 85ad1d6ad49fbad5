import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from './source-folders.ts';

// A comment says why in its own words: the tracker's numbering is not in the repository, so "see issue N" tells a
// reader nothing once the tracker moves or the issue is closed. A decision record cited by its number (docs/decisions/)
// is fine: it is in the repository. Code, tests and tools alike (the folders tsconfig.json includes).
const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(tsx?|mts|cts|m?js|cjs|css|sh)$/;
const TRACKER = /\bissues?\s+#?\d+/i;

it('no source file cites a tracker issue by its number', () => {
  const cites = sourceFiles(CODE).flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (TRACKER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(cites, 'say why in the comment\'s own words, or cite a decision record ("decision 53")').toEqual([]);
});
