import { describe, expect, it } from 'vitest';
import type { BuildFigures } from '../../../scripts/bench/build.ts';
import { markdownReport, table } from '../../../scripts/bench/report.ts';
import type { BenchReport } from '../../../scripts/bench/report-types.ts';
import { evaluateTargets } from '../../../scripts/bench/targets.ts';

const step = (seconds: number, peakMB = 500) => ({ seconds, cpuSeconds: seconds, peakMB, memoryFrom: 'gnu-time' as const });
const build = (label: string, cities: number, pages: number, seconds: number, peakMB = 500, validate = 1): BuildFigures => ({
  label,
  cities,
  pages,
  validate: step(validate),
  codegen: step(seconds / 4, peakMB),
  bundle: step(seconds / 4, peakMB),
  prerender: step(seconds / 2, peakMB),
  seconds,
  cpuSeconds: seconds,
  peakMB,
});
const lighthouse = (performance: number, cls = 0) => {
  const run = () => ({ scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 }, metrics: { fcp: 800, lcp: 900, tbt: 20, cls }, failed: [] as string[] });
  return { runs: [run(), run(), run()], median: { scores: run().scores, metrics: run().metrics } };
};

/** A run where every target is met; tests break one thing at a time. */
function goodReport(): Omit<BenchReport, 'targets'> {
  return {
    date: '2026-11-22T10:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'Test CPU', memoryGB: 8, node: 'v20.19.0', platform: 'Linux', chromium: 'Chromium 156', loadAverage: { start: 0.5, end: 0.7 } },
    builds: [build('Real site, first build after a clone', 99, 149, 14), build('Real site, rebuild', 99, 149, 8)],
    scale: [build('+ 1,000 generated cities', 1099, 1149, 15), build('+ 5,000 generated cities', 5099, 5149, 43, 900, 4)],
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
        aboveFold: { images: [{ src: '/assets/hero.avif', bytes: 40_000, width: 390, height: 240 }], bytes: 40_000, hero: { src: '/assets/hero.avif', bytes: 40_000, width: 390, height: 240 } },
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
      pages: [{ url: '/tech-recruitment', before: 4000, after: 78_000, islands: [{ name: 'calculator', loads: 70_000, own: 1400 }], data: [] }],
      shared: 67_000,
      firstInput: [
        { label: 'Calculator: slider to new figures', url: '/tech-recruitment', ms: 250, target: true },
        { label: 'Calculator: slider at once', url: '/tech-recruitment', ms: 900, target: false },
      ],
    },
    forms: {
      node: { pagePerSecond: 1200, pageOk: 3000, pageTotal: 3000, postsPerSecond: 600, postsStored: 1000, postsTotal: 1000 },
      kill: { rounds: 5, accepted: 3500, stored: 3500 },
      cloudflare: { postsPerSecond: 160, accepted: 300, stored: 300, total: 300 },
    },
  };
}

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
    expect(missed(r)).toEqual(['CSS ≤ 15 KB gzip per page', 'Hero image ≤ 60 KB on a phone', 'Lighthouse performance ≥ 98 on every kind of page', 'CLS 0 on every kind of page']);
  });

  it('catch slow or memory-hungry builds and growth worse than linear', () => {
    const r = goodReport();
    r.builds[0] = build('Real site, first build after a clone', 99, 149, 240);
    // Codegen and bundles keep their cost per page; pre-rendering takes the rest.
    r.scale[1] = { ...build('+ 5,000 generated cities', 5099, 5149, 89.9, 3100, 14), codegen: step(10.75), bundle: step(10.75), prerender: step(68.4, 3100) };
    expect(missed(r)).toEqual([
      'Real site builds in < 15 s (Real site, first build after a clone)',
      '5,099 cities build in < 45 s',
      '5,099 cities build with < 1 GB peak memory',
      'codegen validates 5,099 cities in < 5 s',
      'Build time grows linearly with pages (last step ≤ 1.5 × first step per added page)',
    ]);
    expect(evaluateTargets(r).at(-1)!.why).toBe('pre-render: 3.5 ms → 15.2 ms per added page');
  });

  it('say where each miss comes from: the heaviest scripts, the failing audits, the slowest or hungriest step', () => {
    const r = goodReport();
    r.routes[2].js = 6 * 1024;
    r.pages[1].lighthouse!.runs[0].failed = ['best-practices: errors-in-console'];
    r.pages[1].lighthouse!.median.scores['best-practices'] = 96;
    r.scale[1] = { ...build('+ 5,000 generated cities', 5099, 5149, 50, 500, 4), prerender: step(25, 3100), peakMB: 3100 };
    const why = Object.fromEntries(
      evaluateTargets(r)
        .filter((t) => t.met === false)
        .map((t) => [t.target, t.why]),
    );
    expect(why).toEqual({
      'JavaScript ≤ 5 KB gzip on every page before any interaction': 'client.js 1.3 KB, quote.js 0.6 KB',
      'Lighthouse best-practices ≥ 100 on every kind of page': '/quote: errors-in-console (1 of 3 runs)',
      '5,099 cities build in < 45 s': 'pre-render 25.0 s of 50.0 s',
      '5,099 cities build with < 1 GB peak memory': 'pre-render (3100 MB)',
    });
  });

  it('count a form post lost to kill -9, or one Cloudflare did not store, as a miss', () => {
    const r = goodReport();
    r.forms = { ...r.forms!, kill: { rounds: 5, accepted: 3500, stored: 3499 }, cloudflare: { postsPerSecond: 160, accepted: 300, stored: 299, total: 300 } };
    expect(missed(r)).toEqual(['No accepted form post lost to kill -9 on npm start', "Every valid post through Cloudflare's runtime answered 201 and stored in D1"]);
    const md = markdownReport({ ...r, targets: evaluateTargets(r) });
    expect(md).toContain('3,500 posts answered 201, 3,499 stored, 1 lost');
  });

  it('say what a shortened run did not measure instead of passing it', () => {
    const r = { ...goodReport(), scale: [], pages: goodReport().pages.map((p) => ({ ...p, lighthouse: undefined, aboveFold: undefined })) };
    const unmeasured = evaluateTargets(r)
      .filter((t) => t.met === null)
      .map((t) => t.target);
    expect(unmeasured).toHaveLength(3);
    expect(missed(r)).toEqual([]);
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
      '| + 5,000 generated cities | 5,099 | 5,149 |',
      '| CSS ≤ 15 KB gzip per page | largest 6.3 KB (/) | ✅ |  |',
    ]) {
      expect(md).toContain(text);
    }
    expect(md).not.toContain('Other work was running');
    expect(markdownReport({ ...full, machine: { ...full.machine, loadAverage: { start: 6, end: 3 } }, targets: [] })).toContain('Other work was running');
  });
});
