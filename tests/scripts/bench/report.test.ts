import { describe, expect, it } from 'vitest';
import { type BuildFigures, summaryFigures } from '../../../scripts/bench/build.ts';
import { markdownReport, table } from '../../../scripts/bench/report.ts';
import type { BenchReport } from '../../../scripts/bench/report-types.ts';
import { evaluateTargets } from '../../../scripts/bench/targets.ts';

const measured = (seconds: number, peakMB = 500, treePeakMB = peakMB + 200) => ({
  seconds,
  cpuSeconds: seconds,
  peakMB,
  treePeakMB,
  memoryFrom: ['gnu-time' as const, 'proc' as const],
});
const build = (
  label: string,
  generated: number,
  seconds: number,
  { peakMB = 500, treePeakMB = 700, validate = 1, full = true } = {},
): BuildFigures => ({
  label,
  cities: 99 + generated,
  generated,
  pages: 149 + generated,
  rendered: full ? 150 + generated : 2,
  full,
  validate: measured(validate),
  build: measured(seconds, peakMB, treePeakMB),
  steps: { codegen: seconds / 4, bundles: seconds / 4, pages: seconds / 2 - 0.5, hostFiles: 0.5 },
  processPeakMB: { codegen: peakMB / 2, bundles: peakMB - 10, pages: peakMB - 20, build: peakMB },
});
const scale = () => [
  build('+ 0 generated cities', 0, 10),
  build('+ 1,000 generated cities', 1000, 14, { peakMB: 520 }),
  build('+ 5,000 generated cities', 5000, 28, { peakMB: 540, validate: 4 }),
  build('+ 20,000 generated cities', 20_000, 85, { peakMB: 560, treePeakMB: 1400 }),
];
const rebuild = (differing = 0) => ({
  ...build('One-city rebuild at + 5,000 generated cities', 5000, 4.2, { full: false }),
  steps: { codegen: 1.5, pages: 2.2, hostFiles: 0.5 },
  processPeakMB: { codegen: 250, pages: 240, build: 500 },
  identical: {
    compared: 10_400,
    differing,
    examples: differing ? ['client/service-areas/generated-city-0001-fl.html'] : [],
  },
});
const lighthouse = (performance: number, cls = 0) => {
  const run = () => ({
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { fcp: 800, lcp: 900, tbt: 20, cls },
    failed: [] as string[],
  });
  return { runs: [run(), run(), run()], median: { scores: run().scores, metrics: run().metrics } };
};

/** A run where every target is met; tests break one thing at a time. */
function goodReport(): Omit<BenchReport, 'targets'> {
  return {
    date: '2026-11-22T10:00:00.000Z',
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryGB: 8,
      node: 'v20.19.0',
      platform: 'Linux',
      chromium: 'Chromium 156',
      loadAverage: { start: 0.5, end: 0.7 },
    },
    builds: [build('Real site, first build after a clone', 0, 14), build('Real site, rebuild', 0, 3, { full: false })],
    scale: scale(),
    rebuild: rebuild(),
    pages: [
      {
        kind: 'home',
        label: 'Home',
        url: '/',
        bytes: { url: '/', html: 9000, css: 6500, js: 0, files: { css: [{ path: '/a.css', bytes: 6500 }], js: [] } },
        aboveFold: { images: [], bytes: 0 },
        lighthouse: lighthouse(100),
      },
      {
        kind: 'quote',
        label: 'Quote',
        url: '/quote',
        bytes: {
          url: '/quote',
          html: 4000,
          css: 6500,
          js: 1900,
          files: {
            css: [{ path: '/a.css', bytes: 6500 }],
            js: [
              { path: '/assets/client.js', bytes: 1300 },
              { path: '/assets/quote.js', bytes: 600 },
            ],
          },
        },
        aboveFold: {
          images: [{ src: '/assets/hero.avif', bytes: 40_000, width: 390, height: 240 }],
          bytes: 40_000,
          hero: { src: '/assets/hero.avif', bytes: 40_000, width: 390, height: 240 },
        },
        lighthouse: lighthouse(99),
      },
    ],
    routes: [
      { url: '/', kind: 'home', html: 9000, css: 6500, js: 0 },
      { url: '/about', kind: 'about', html: 3000, css: 6500, js: 0 },
      { url: '/quote', kind: 'quote', html: 4000, css: 6500, js: 1900 },
      { url: '/tech-recruitment', kind: 'tech-recruitment', html: 9000, css: 6000, js: 4000 },
    ],
    islands: {
      pages: [
        {
          url: '/tech-recruitment',
          before: 4000,
          after: 78_000,
          islands: [{ name: 'calculator', loads: 70_000, own: 1400 }],
          data: [],
        },
      ],
      shared: 67_000,
      firstInput: [
        { label: 'Calculator: slider to new figures', url: '/tech-recruitment', ms: 250, target: true },
        { label: 'Calculator: slider at once', url: '/tech-recruitment', ms: 900, target: false },
      ],
    },
    forms: {
      node: {
        pagePerSecond: 1200,
        pageOk: 3000,
        pageTotal: 3000,
        postsPerSecond: 600,
        postsStored: 1000,
        postsTotal: 1000,
      },
      kill: { rounds: 5, accepted: 3500, stored: 3500 },
      cloudflare: { postsPerSecond: 160, accepted: 300, stored: 300, total: 300 },
    },
  };
}

const unmeasuredIn = (r: Omit<BenchReport, 'targets'>) =>
  evaluateTargets(r)
    .filter((t) => t.met === null)
    .map((t) => t.target);

/** The targets of the scale runs, in the order they are checked. */
const SCALE_TARGETS = [
  '5,000 cities build in < 30 s',
  '5,000 cities build with the largest process < 1 GB',
  '20,000 cities build in < 120 s',
  'Largest process at 5,000 cities within 10% of its peak at 1,000',
  'Largest process at 20,000 cities within 10% of its peak at 1,000',
  'All processes together < 1.5 GB at every size',
  'One-city rebuild at 5,000 cities in < 5 s',
  'One-city rebuild publishes byte for byte what a full build does',
  'codegen validates 5,000 cities in < 5 s',
  'Build time grows linearly with pages (last step ≤ 1.5 × first step per added page)',
];

const missed = (r: Omit<BenchReport, 'targets'>) =>
  evaluateTargets(r)
    .filter((t) => t.met === false)
    .map((t) => t.target);

describe('targets', () => {
  it('are all met by a run within every limit', () => {
    const results = evaluateTargets(goodReport());
    expect(results.length).toBeGreaterThanOrEqual(14);
    expect(results.filter((t) => t.met !== true)).toEqual([]);
  });

  it('catch JavaScript over budget: on a content page, on any page before interaction, after using the islands', () => {
    const r = goodReport();
    r.routes[1].js = 2.5 * 1024;
    r.routes[3].js = 6 * 1024;
    r.islands!.pages[0].after = 81 * 1024;
    r.islands!.firstInput[0].ms = 400;
    expect(missed(r)).toEqual([
      'JavaScript ≤ 2 KB gzip on content pages',
      'JavaScript ≤ 5 KB gzip on every page before any interaction',
      'JavaScript ≤ 80 KB gzip after using every island of a page',
      'Calculator: slider to new figures ≤ 300 ms on a 4x slower CPU',
    ]);
  });

  it('catch heavy CSS, a heavy hero image, a low score and layout shift', () => {
    const r = goodReport();
    r.routes[0].css = 16 * 1024;
    r.pages[1].aboveFold!.hero!.bytes = 61 * 1024;
    r.pages[0].lighthouse = lighthouse(97, 0.02);
    expect(missed(r)).toEqual([
      'CSS ≤ 15 KB gzip per page',
      'Hero image ≤ 60 KB on a phone',
      'Lighthouse performance ≥ 98 on every kind of page',
      'CLS 0 on every kind of page',
    ]);
  });

  it('catch slow or memory-hungry builds, a slow or unfaithful rebuild, and growth worse than linear', () => {
    const r = goodReport();
    r.builds[0] = build('Real site, first build after a clone', 0, 240);
    r.scale[2] = build('+ 5,000 generated cities', 5000, 31, { peakMB: 1100, validate: 6 });
    // The pages step costs more per page the more pages there are.
    r.scale[3] = {
      ...build('+ 20,000 generated cities', 20_000, 130, { peakMB: 560, treePeakMB: 1600 }),
      steps: { codegen: 5, bundles: 10, pages: 114.5, hostFiles: 0.5 },
    };
    r.rebuild = { ...rebuild(3), build: measured(5.5) };
    expect(missed(r)).toEqual([
      'Real site builds in < 15 s (Real site, first build after a clone)',
      '5,000 cities build in < 30 s',
      '5,000 cities build with the largest process < 1 GB',
      '20,000 cities build in < 120 s',
      'Largest process at 5,000 cities within 10% of its peak at 1,000',
      'All processes together < 1.5 GB at every size',
      'One-city rebuild at 5,000 cities in < 5 s',
      'One-city rebuild publishes byte for byte what a full build does',
      'codegen validates 5,000 cities in < 5 s',
      'Build time grows linearly with pages (last step ≤ 1.5 × first step per added page)',
    ]);
    expect(evaluateTargets(r).at(-1)!.why).toBe('pages: 2.0 ms → 2.1 ms → 6.6 ms per added page');
  });

  it('measure the peaks at 5,000 and 20,000 cities against the peak at 1,000', () => {
    const r = goodReport();
    r.scale[3] = build('+ 20,000 generated cities', 20_000, 85, { peakMB: 573 });
    const t = evaluateTargets(r).find(
      (x) => x.target === 'Largest process at 20,000 cities within 10% of its peak at 1,000',
    )!;
    expect(t).toMatchObject({
      measured: '573 MB against 520 MB (+10.2%)',
      met: false,
      why: 'the build (573 MB), of codegen 287 MB, vike build 563 MB, a page renderer 553 MB, the build 573 MB',
    });
  });

  it('say where each miss comes from: the heaviest scripts, the failing audits, the slowest step, the hungriest process', () => {
    const r = goodReport();
    r.routes[2].js = 6 * 1024;
    r.pages[1].lighthouse!.runs[0].failed = ['best-practices: errors-in-console'];
    r.pages[1].lighthouse!.median.scores['best-practices'] = 96;
    r.scale[2] = {
      ...build('+ 5,000 generated cities', 5000, 32, { peakMB: 3100, validate: 4 }),
      processPeakMB: { codegen: 300, pages: 250, build: 3100 },
    };
    r.rebuild = rebuild(1);
    const why = Object.fromEntries(
      evaluateTargets(r)
        .filter((t) => t.met === false)
        .map((t) => [t.target, t.why]),
    );
    expect(why).toEqual({
      'JavaScript ≤ 5 KB gzip on every page before any interaction': 'client.js 1.3 KB, quote.js 0.6 KB',
      'Lighthouse best-practices ≥ 100 on every kind of page': '/quote: errors-in-console (1 of 3 runs)',
      '5,000 cities build in < 30 s': 'pages 15.5 s of 32.0 s',
      '5,000 cities build with the largest process < 1 GB':
        'the build (3,100 MB), of codegen 300 MB, a page renderer 250 MB, the build 3,100 MB',
      'Largest process at 5,000 cities within 10% of its peak at 1,000':
        'the build (3,100 MB), of codegen 300 MB, a page renderer 250 MB, the build 3,100 MB',
      'One-city rebuild publishes byte for byte what a full build does':
        'client/service-areas/generated-city-0001-fl.html',
    });
  });

  it('count a form post lost to kill -9, or one Cloudflare did not store, as a miss', () => {
    const r = goodReport();
    r.forms = {
      ...r.forms!,
      kill: { rounds: 5, accepted: 3500, stored: 3499 },
      cloudflare: { postsPerSecond: 160, accepted: 300, stored: 299, total: 300 },
    };
    expect(missed(r)).toEqual([
      'No accepted form post lost to kill -9 on npm start',
      "Every valid post through Cloudflare's runtime answered 201 and stored in D1",
    ]);
    const md = markdownReport({ ...r, targets: evaluateTargets(r) });
    expect(md).toContain('3,500 posts answered 201, 3,499 stored, 1 lost');
  });

  it('say what a shortened run did not measure instead of passing it', () => {
    const r = {
      ...goodReport(),
      scale: [],
      rebuild: undefined,
      pages: goodReport().pages.map((p) => ({ ...p, lighthouse: undefined, aboveFold: undefined })),
    };
    expect(unmeasuredIn(r)).toEqual([
      'Hero image ≤ 60 KB on a phone',
      'Lighthouse mobile medians: performance ≥ 98; accessibility, best practices, SEO 100; CLS 0',
      ...SCALE_TARGETS,
    ]);
    expect(missed(r)).toEqual([]);
  });

  it('leave the 5,000 and 20,000-city targets unmeasured when those sizes were skipped, and the rebuild time when it ran at another size', () => {
    const r = { ...goodReport(), scale: scale().slice(0, 2), rebuild: { ...rebuild(), generated: 1000 } };
    const measured = [
      'All processes together < 1.5 GB at every size',
      'One-city rebuild publishes byte for byte what a full build does',
    ];
    expect(unmeasuredIn(r)).toEqual(SCALE_TARGETS.filter((t) => !measured.includes(t)));
  });
});

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
    ]) {
      expect(md).toContain(text);
    }
    expect(md).not.toContain('Other work was running');
    expect(
      markdownReport({ ...full, machine: { ...full.machine, loadAverage: { start: 6, end: 3 } }, targets: [] }),
    ).toContain('Other work was running');
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
