import { describe, expect, it } from 'vitest';
import { summaryFigures } from '../src/build.ts';
import { table } from '../src/markdown.ts';
import { markdownReport } from '../src/report.ts';
import { evaluateTargets } from '../src/targets.ts';
import { goodReport } from './report-fixtures.ts';

describe('markdown report', () => {
  it('writes tables whose rows have as many cells as the header', () => {
    const md = table(
      ['Page', 'CSS'],
      [
        ['Home', '6.3 KB'],
        ['A | B', '0'],
      ],
    );
    const lines = md.split('\n');
    expect(lines[0]).toBe('| Page | CSS |');
    expect(lines[1]).toBe('| --- | ---: |');
    expect(lines[3]).toBe('| A \\| B | 0 |');
  });

  it('carries every measured page, build and target, and says when the machine was busy', () => {
    const full = goodReport();
    const md = markdownReport({ ...full, targets: evaluateTargets(full) });
    for (const text of [
      '| Home | / | 100 | 100 | 100 | 100 | 800 ms | 900 ms | 20 ms | 0.000 |',
      '| Quote | 3.9 KB | 6.3 KB | 1.9 KB | 39.1 KB (1) | 39.1 KB hero.avif |',
      '| + 0 generated cities | 99 | 149 | 150 | 10.0 s | 10.0 s | 500 MB | 700 MB | – | – | codegen 2.5 s, bundles 2.5 s, pages 4.5 s, host files 0.5 s | 1.0 s |  |',
      '| + 1,000 generated cities | 1,099 | 1,149 | 1,150 | 14.0 s | 14.0 s | 520 MB | 700 MB | +4.0 s | +20 MB / +0 MB |',
      '| + 20,000 generated cities | 20,099 | 20,149 | 20,150 | 85.0 s | 85.0 s | 560 MB | 1,400 MB | +3.8 s | +1 MB / +47 MB |',
      '| One-city rebuild at + 5,000 generated cities | 5,099 | 5,149 | 2 | 4.2 s | 4.2 s | 500 MB | 700 MB | – | – | codegen 1.5 s, pages 2.2 s, host files 0.5 s | 1.0 s | yes (0 of 10,400 files differ) |',
      '| CSS ≤ 15 KB gzip per page | largest 6.3 KB (/) | ✅ |  |',
      '- npm start, GET /api/availability one at a time: median 2.5 ms, p95 4.1 ms (200 of 200 answered windows)',
      "- Cloudflare's local runtime (Pages Function, local D1), GET /api/availability one at a time: median 9.3 ms, p95 15.2 ms (199 of 200 answered windows)",
    ]) {
      expect(md).toContain(text);
    }
    expect(md).not.toContain('Other work was running');
    expect(
      markdownReport({ ...full, machine: { ...full.machine, loadAverage: { start: 6, end: 3 } }, targets: [] }),
    ).toContain('Other work was running');
    // Where the copies were built, since a disk without a journal charges every file written (bench.ts).
    expect(md).not.toContain('The copies were built');
    for (const [files, text] of [
      ['memory', 'The copies were built in memory (a tmpfs).'],
      ['disk', 'The copies were built on disk.'],
    ] as const)
      expect(markdownReport({ ...full, machine: { ...full.machine, files }, targets: [] })).toContain(text);
  });
});

describe("the build's summary line, for a build that writes no dist/build-report.json", () => {
  it('gives the pages rendered and each step time', () => {
    const output =
      'Rendering pages: 1162/1162 (100%) 7.1 s\nBuilt 1,161 pages for cloudflare in 8.9 s, peak memory 401 MB (bundle unchanged; 1,162 pages rendered, 1,162 changed; 3 files compressed into dist/compressed; 4 inline script hashes; codegen 1.6 s, pages 4.2 s, host files 1.0 s).\n';
    expect(summaryFigures(output)).toEqual({ rendered: 1162, steps: { codegen: 1.6, pages: 4.2, hostFiles: 1 } });
    expect(summaryFigures('no summary')).toBeUndefined();
  });
});
