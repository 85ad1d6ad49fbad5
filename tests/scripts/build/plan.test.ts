import { describe, expect, it } from 'vitest';
import {
  type Known,
  planAfterCodegen,
  planPages,
  planStart,
  renderersBesideCodegen,
} from '../../../scripts/build/plan.ts';

// Each kind of build walked through the plan as scripts/build.ts asks it: before codegen, after it (with the bundle
// fingerprint of what codegen wrote), and once the bundles are settled.
const walk = (
  known: Known,
  keyAfter: string,
  o: { bundledOk?: boolean; newYear?: boolean; fromCache?: boolean } = {},
) => {
  const start = planStart(known);
  const after = planAfterCodegen(known, start, keyAfter);
  const keptBundleWithCodegen = after.keepBundleWithCodegen && (o.bundledOk ?? true);
  const bundlesFromCache = o.fromCache ?? (start.bundleFromCache && keptBundleWithCodegen);
  return {
    start,
    after,
    pages: planPages(after, { keptBundleWithCodegen, bundlesFromCache, newYear: o.newYear ?? false }),
  };
};

const lastBuild: Known = { keyBefore: 'a', lastBundleKey: 'a', serverBundle: true, cachedBundle: true };

describe('the build plan', () => {
  it('a first build after a clone starts Vite with codegen, waiting for it, and renders every page with new renderers', () => {
    const { start, after, pages } = walk(
      { keyBefore: undefined, lastBundleKey: undefined, serverBundle: false, cachedBundle: false },
      'a',
    );
    expect(start).toEqual({
      bundleWithCodegen: false,
      bundleFromCache: false,
      viteWaitsForCodegen: true,
      renderersWithBundle: false,
      rendererWithCodegen: false,
      renderBundledWithCodegen: false,
    });
    expect(after).toMatchObject({ bundles: true, keepBundleWithCodegen: false, renderers: 'new' });
    expect(pages).toEqual({ all: true, removeGone: false, cityFiles: 'none' });
  });

  it('a build where nothing bundled changed keeps the bundles: one renderer loads them during codegen and renders what changed', () => {
    const { start, after, pages } = walk(lastBuild, 'a');
    expect(start).toEqual({
      bundleWithCodegen: false,
      bundleFromCache: false,
      viteWaitsForCodegen: false,
      renderersWithBundle: false,
      rendererWithCodegen: true,
      renderBundledWithCodegen: false,
    });
    expect(after).toEqual({
      bundles: false,
      keepBundleWithCodegen: false,
      stopBundleWithCodegen: false,
      stopRendererWithCodegen: false,
      renderers: 'started-with-codegen',
    });
    expect(pages).toEqual({ all: false, removeGone: true, cityFiles: 'last-build' });
  });

  it('a new year renders every page again with the kept bundles', () => {
    expect(walk(lastBuild, 'a', { newYear: true }).pages).toEqual({
      all: true,
      removeGone: true,
      cityFiles: 'last-build',
    });
  });

  it('when codegen changes what is bundled, the renderer begun with codegen is stopped and new ones render after bundling', () => {
    const { start, after, pages } = walk(lastBuild, 'b');
    expect(start.rendererWithCodegen).toBe(true);
    expect(after).toEqual({
      bundles: true,
      keepBundleWithCodegen: false,
      stopBundleWithCodegen: false,
      stopRendererWithCodegen: true,
      renderers: 'new',
    });
    expect(pages).toEqual({ all: true, removeGone: false, cityFiles: 'none' });
  });

  for (const [why, known] of [
    ['--full (no last state)', { ...lastBuild, lastBundleKey: undefined, cachedBundle: false }],
    ['an edit bundled since the last build', { ...lastBuild, lastBundleKey: 'old', cachedBundle: false }],
    ['a missing server bundle', { ...lastBuild, serverBundle: false, cachedBundle: false }],
  ] as const) {
    it(`after ${why}, bundling begins with codegen from the last generated/ and its bundles are kept when codegen wrote the same`, () => {
      const { start, after, pages } = walk(known, 'a');
      expect(start).toEqual({
        bundleWithCodegen: true,
        bundleFromCache: false,
        viteWaitsForCodegen: false,
        renderersWithBundle: true,
        rendererWithCodegen: false,
        renderBundledWithCodegen: false,
      });
      expect(after).toEqual({
        bundles: true,
        keepBundleWithCodegen: true,
        stopBundleWithCodegen: false,
        stopRendererWithCodegen: false,
        renderers: 'started-with-bundle',
      });
      // Vite copied the last run's sitemaps and search index: the build replaces them with this run's.
      expect(pages).toEqual({ all: true, removeGone: false, cityFiles: 'in-dist' });
    });
  }

  it('a bundling begun with codegen that codegen made stale is stopped; the renderers begun with it wait for the new bundles', () => {
    const { after, pages } = walk({ ...lastBuild, lastBundleKey: undefined, cachedBundle: false }, 'b');
    expect(after).toMatchObject({
      bundles: true,
      keepBundleWithCodegen: false,
      stopBundleWithCodegen: true,
      renderers: 'started-with-bundle',
    });
    // Vite bundles again after codegen and copies this run's public files itself.
    expect(pages.cityFiles).toBe('none');
  });

  it('a bundling begun with codegen that failed is bundled again, and Vite copies the public files', () => {
    const { after, pages } = walk({ ...lastBuild, lastBundleKey: undefined, cachedBundle: false }, 'a', {
      bundledOk: false,
    });
    expect(after.keepBundleWithCodegen).toBe(true);
    expect(pages).toEqual({ all: true, removeGone: false, cityFiles: 'none' });
  });

  it('--full with the bundles of what it is made from in the cache copies them, and a renderer begun with codegen renders the bundled pages meanwhile', () => {
    const { start, after, pages } = walk({ ...lastBuild, lastBundleKey: undefined }, 'a');
    expect(start).toEqual({
      bundleWithCodegen: true,
      bundleFromCache: true,
      viteWaitsForCodegen: false,
      renderersWithBundle: false,
      rendererWithCodegen: true,
      renderBundledWithCodegen: true,
    });
    expect(after).toEqual({
      bundles: true,
      keepBundleWithCodegen: true,
      stopBundleWithCodegen: false,
      stopRendererWithCodegen: false,
      renderers: 'started-with-codegen',
    });
    // The cache holds no city files: the build copies all of this run's.
    expect(pages).toEqual({ all: true, removeGone: false, cityFiles: 'in-dist' });
  });

  it('bundles from the cache that codegen made stale are replaced, and the renderer that loaded them is stopped', () => {
    const { after, pages } = walk({ ...lastBuild, lastBundleKey: undefined }, 'b', { fromCache: false });
    expect(after).toMatchObject({
      bundles: true,
      keepBundleWithCodegen: false,
      stopBundleWithCodegen: true,
      stopRendererWithCodegen: true,
      renderers: 'new',
    });
    expect(pages.cityFiles).toBe('none');
    // Those of what codegen wrote may be in the cache too: then the build copies every city file itself.
    expect(walk({ ...lastBuild, lastBundleKey: undefined }, 'b', { fromCache: true }).pages.cityFiles).toBe('in-dist');
  });

  it('renders the bundled pages beside codegen with the cores it leaves free, one at least', () => {
    // On two cores one renderer: a second took codegen's core, which every later page waits for.
    expect(renderersBesideCodegen(2)).toBe(1);
    expect(renderersBesideCodegen(1)).toBe(1);
    expect(renderersBesideCodegen(8)).toBe(7);
  });
});
