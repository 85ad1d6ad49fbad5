import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Bundles } from '../../../scripts/build/plan.ts';
import { bundlesStep, finishReport, type Measured, readReport } from '../../../scripts/build/report.ts';
import { summaryFigures } from '../../../tools/bench/src/build.ts';

// The build's report and its summary line, from what its steps measured: the JSON the bench and the site tests read,
// and the line the bench reads back from a build's output.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-report-'));
fs.mkdirSync(path.join(root, 'dist'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const measured = (bundles: Bundles): Measured => ({
  host: 'cloudflare',
  bundles,
  pages: 1200,
  rendered: 1201,
  codegen: { peak: 300, cpu: 2 },
  ...(bundles === 'kept' ? {} : { bundled: { peakMB: 500, cpuSeconds: 20, images: 1500 } }),
  renderers: { changed: 40, direct: 0, kinds: {}, hashes: {}, warnings: [], peakMB: 200, cpuSeconds: 9 },
  steps: { codegen: 2.1, ...(bundles === 'kept' ? {} : { bundles: 12 }), pages: 5.2, hostFiles: 0.4 },
  laps: ['codegen 2.1 s', ...(bundles === 'kept' ? [] : ['bundles 12.0 s']), 'pages 5.2 s', 'host files 0.4 s'],
  published: { files: 1300, compressed: 3, hashes: 4 },
  compressedDir: 'dist/compressed',
  started: performance.now() - 20_000,
});

/** The report written for `bundles`, and the summary line printed. */
function finish(bundles: Bundles) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  finishReport(root, measured(bundles));
  const line = String(log.mock.calls.at(-1)?.[0]);
  log.mockRestore();
  return { report: readReport(root), line };
}

describe('the build report', () => {
  it.each<[Bundles, { bundled: boolean; bundledWithCodegen: boolean; bundlesFromCache: boolean }]>([
    ['kept', { bundled: false, bundledWithCodegen: false, bundlesFromCache: false }],
    ['made', { bundled: true, bundledWithCodegen: false, bundlesFromCache: false }],
    ['with-codegen', { bundled: true, bundledWithCodegen: true, bundlesFromCache: false }],
    ['from-cache', { bundled: true, bundledWithCodegen: false, bundlesFromCache: true }],
  ])('says how the bundles came (%s)', (bundles, how) => {
    expect(finish(bundles).report).toMatchObject(how);
  });

  it('leaves the bundles out of the steps, memory and CPU time when they were kept', () => {
    const { report } = finish('kept');
    expect(report).toMatchObject({ images: 0, steps: { codegen: 2.1, pages: 5.2, hostFiles: 0.4 } });
    expect('bundles' in report.steps || 'bundles' in report.peakMB || 'bundles' in (report.cpuSeconds ?? {})).toBe(
      false,
    );
  });

  it("adds the build process's own memory and CPU time, and its wall time", () => {
    const { report } = finish('made');
    expect(report.peakMB).toMatchObject({ codegen: 300, bundles: 500, pages: 200 });
    expect(report.peakMB.build).toBeGreaterThan(0);
    expect(report.cpuSeconds?.build).toBeGreaterThan(0);
    expect(report.seconds).toBeGreaterThanOrEqual(20);
  });
});

describe('the summary line', () => {
  it('names what was built, how, the largest process and each step, as the bench reads it back', () => {
    const { line } = finish('made');
    expect(line).toMatch(
      /^Built 1,200 pages and 1,500 images for cloudflare in 2\d\.\d s, peak memory \d+ MB \(bundled; 1,201 pages rendered, 40 changed; 3 files compressed into dist\/compressed; 4 inline script hashes; codegen 2\.1 s, bundles 12\.0 s, pages 5\.2 s, host files 0\.4 s\)\.$/,
    );
    expect(summaryFigures(line)).toEqual({
      rendered: 1201,
      steps: { codegen: 2.1, bundles: 12, pages: 5.2, hostFiles: 0.4 },
    });
  });

  it('says the bundle was unchanged, with no images, when it was kept', () => {
    expect(finish('kept').line).toMatch(/^Built 1,200 pages for cloudflare in .*\(bundle unchanged; 1,201 pages/);
  });

  it('says the bundles came from the cache', () => {
    expect(finish('from-cache').line).toContain('(bundles from the cache; ');
  });

  it('names the bundles step by where they came from', () => {
    expect(bundlesStep('made', 12)).toBe('bundles');
    expect(bundlesStep('from-cache', 0.1)).toBe('bundles from the cache');
    expect(bundlesStep('with-codegen', 12.34)).toBe('bundles (12.3 s, begun with codegen) then');
  });
});
