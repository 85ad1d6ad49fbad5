/** A benchmark report within every limit, and the builds and Lighthouse runs it is made of, for the report's tests. */
import type { BuildFigures } from '../src/build.ts';
import type { BenchReport } from '../src/report-types.ts';

export const measured = (seconds: number, peakMB = 500, treePeakMB = peakMB + 200) => ({
  seconds,
  cpuSeconds: seconds,
  peakMB,
  treePeakMB,
  memoryFrom: ['gnu-time' as const, 'proc' as const],
});
export const build = (
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
export const scale = () => [
  build('+ 0 generated cities', 0, 10),
  build('+ 1,000 generated cities', 1000, 14, { peakMB: 520 }),
  build('+ 5,000 generated cities', 5000, 28, { peakMB: 540, validate: 4 }),
  build('+ 20,000 generated cities', 20_000, 85, { peakMB: 560, treePeakMB: 1400 }),
];
export const rebuild = (differing = 0) => ({
  ...build('One-city rebuild at + 5,000 generated cities', 5000, 4.2, { full: false }),
  steps: { codegen: 1.5, pages: 2.2, hostFiles: 0.5 },
  processPeakMB: { codegen: 250, pages: 240, build: 500 },
  identical: {
    compared: 10_400,
    differing,
    examples: differing ? ['client/service-areas/generated-city-0001-fl.html'] : [],
  },
});
export const lighthouse = (performance: number, cls = 0) => {
  const run = () => ({
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { fcp: 800, lcp: 900, tbt: 20, cls },
    failed: [] as string[],
  });
  return { runs: [run(), run(), run()], median: { scores: run().scores, metrics: run().metrics } };
};

/** A run where every target is met; tests break one thing at a time. */
export function goodReport(): Omit<BenchReport, 'targets'> {
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
        availability: { requests: 200, ok: 200, medianMs: 2.5, p95Ms: 4.1 },
      },
      kill: { rounds: 5, accepted: 3500, stored: 3500 },
      cloudflare: {
        postsPerSecond: 160,
        accepted: 300,
        stored: 300,
        total: 300,
        availability: { requests: 200, ok: 199, medianMs: 9.3, p95Ms: 15.2 },
      },
    },
  };
}
