import { describe, expect, it } from 'vitest';
import {
  type Bundles,
  begunFits,
  type Known,
  planPages,
  planStart,
  renderersBesideCodegen,
} from '../../../scripts/build/plan.ts';

// Each kind of build told apart as scripts/build.ts asks the plan: before codegen (which processes start), after it
// (whether what was begun fits what codegen wrote), and once the bundles are settled (which pages, which city files).
// What becomes of each kind's processes after codegen: tests/scripts/build/processes.test.ts.
const lastBuild: Known = { keyBefore: 'a', lastBundleKey: 'a', serverBundle: true, cachedBundle: true };

describe('the build plan before codegen', () => {
  it('a first build after a clone (no generated/) starts Vite waiting for codegen', () => {
    const first = { keyBefore: undefined, lastBundleKey: undefined, serverBundle: false, cachedBundle: false };
    expect(planStart(first)).toEqual({ kind: 'first' });
  });

  it('a build whose last bundles were made from the last generated/ keeps them: one renderer loads them meanwhile', () => {
    expect(planStart(lastBuild)).toEqual({ kind: 'bundles-kept', key: 'a' });
    // The cache is not looked at when the bundles in dist/ can be kept.
    expect(planStart({ ...lastBuild, cachedBundle: false })).toEqual({ kind: 'bundles-kept', key: 'a' });
  });

  for (const [why, known] of [
    ['--full (no last state)', { ...lastBuild, lastBundleKey: undefined }],
    ['an edit bundled since the last build', { ...lastBuild, lastBundleKey: 'old' }],
    ['a missing server bundle', { ...lastBuild, serverBundle: false }],
  ] as const) {
    it(`after ${why}, bundles from the cache when it holds those of the last generated/, else bundles alongside codegen`, () => {
      expect(planStart(known)).toEqual({ kind: 'bundles-from-cache', key: 'a' });
      expect(planStart({ ...known, cachedBundle: false })).toEqual({ kind: 'bundle-alongside', key: 'a' });
    });
  }
});

describe('the build plan after codegen', () => {
  it('keeps what was begun from the last generated/ only when codegen wrote the same bundled files', () => {
    for (const kind of ['bundles-kept', 'bundles-from-cache', 'bundle-alongside'] as const) {
      expect(begunFits({ kind, key: 'a' }, 'a')).toBe(true);
      expect(begunFits({ kind, key: 'a' }, 'b')).toBe(false);
    }
  });

  it('a first build began from nothing: it bundles after codegen', () => {
    expect(begunFits({ kind: 'first' }, 'a')).toBe(false);
  });
});

describe('the pages step, once the bundles are settled', () => {
  it('with the last bundles kept renders what changed, removes gone pages and replaces the city files it copied', () => {
    expect(planPages('kept', { newYear: false })).toEqual({ all: false, removeGone: true, cityFiles: 'last-build' });
  });

  it('a new year renders every page again with the kept bundles', () => {
    expect(planPages('kept', { newYear: true })).toEqual({ all: true, removeGone: true, cityFiles: 'last-build' });
  });

  it('new bundles have emptied dist/client: every page is rendered and nothing old looked for', () => {
    for (const bundles of ['made', 'from-cache', 'with-codegen'] as const)
      expect(planPages(bundles, { newYear: false })).toMatchObject({ all: true, removeGone: false });
  });

  it.each<[Bundles, string, string]>([
    ['made', 'none', 'Vite made the bundles after codegen and copied its public files itself'],
    ['with-codegen', 'in-dist', "Vite copied the last run's public files: the build replaces them with this run's"],
    ['from-cache', 'in-dist', 'the cache holds no city file: the build copies all of them'],
  ])('with bundles %s, the city files are copied by the build: %s (%s)', (bundles, cityFiles) => {
    expect(planPages(bundles, { newYear: false }).cityFiles).toBe(cityFiles);
  });

  it('renders the bundled pages beside codegen with the cores it leaves free, one at least', () => {
    // On two cores one renderer: a second took codegen's core, which every later page waits for.
    expect(renderersBesideCodegen(2)).toBe(1);
    expect(renderersBesideCodegen(1)).toBe(1);
    expect(renderersBesideCodegen(8)).toBe(7);
  });
});
