import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The doorway guard runs in codegen on every city's intro: at 20,000 cities its index of 5-grams was the largest part
// of codegen's growth with the cities (100 MB). Run in a process whose heap is smaller than that index was, it must
// still find the copies.
const TEXTS = 20_000;
const HEAP_MB = 48;

const script = `
import { similarPairs } from ${JSON.stringify(path.resolve('scripts/codegen/similarity.ts'))};
let seed = 7;
const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
const words = Array.from({ length: 400 }, (_, i) => 'w' + i.toString(36));
const intro = () => Array.from({ length: 130 }, () => words[Math.floor(next() * words.length)]).join(' ');
const texts = new Map(Array.from({ length: ${TEXTS} }, (_, i) => ['city-' + i, intro()]));
texts.set('copy', texts.get('city-5'));
const pairs = similarPairs(texts, 0.5);
process.stdout.write(JSON.stringify(pairs.map((p) => [p.a, p.b])));
`;

describe('the doorway guard', () => {
  it(`compares ${TEXTS.toLocaleString('en-US')} intros within ${HEAP_MB} MB of heap`, () => {
    const run = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr.slice(-500)).not.toMatch(/heap out of memory/);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([['city-5', 'copy']]);
  }, 60_000);
});
