/**
 * The processes of each kind of build (./plan.ts Start, where each has its reasons and figures): `begin` starts those
 * of its kind before codegen runs, `settle` decides once codegen has written generated/ which are kept, which are
 * stopped, and bundles again when what was begun does not fit what codegen wrote. scripts/build.ts runs both.
 */
import os from 'node:os';
import path from 'node:path';
import { type Bundling, bundling, startBundle } from './bundle.ts';
import { cachedBundles } from './bundle-cache.ts';
import { bundledJobs, type PageJob } from './page-jobs.ts';
import { type Bundles, begunFits, type Start } from './plan.ts';
import { type Renderers, startRenderers } from './prerender.ts';

/** Where the build runs: the project, and the log `vike build` writes its output to. */
export interface At {
  root: string;
  logFile: string;
}

/** Each kind of build with exactly the processes it starts while codegen runs. */
export type Begun =
  | { kind: 'first'; vite: Bundling }
  | { kind: 'bundles-kept'; key: string; renderer: Renderers }
  | { kind: 'bundles-from-cache'; key: string; bundling: Bundling; renderer: Renderers; pages: PageJob[] }
  | { kind: 'bundle-alongside'; key: string; bundling: Bundling; renderers: Renderers };

/**
 * What a kind of build begins from in the last run's generated/, read before codegen starts (it replaces the folder at
 * its end): the jobs of the bundled pages, rendered beside codegen with bundles from the cache.
 */
export const readBeforeCodegen = async (start: Start, root: string): Promise<PageJob[]> =>
  start.kind === 'bundles-from-cache' ? bundledJobs(path.join(root, 'generated')) : [];

/** Starts what `start` begins beside codegen; `pages`: what readBeforeCodegen read for it. */
export function begin(start: Start, { root, logFile }: At, pages: PageJob[]): Begun {
  switch (start.kind) {
    case 'first':
      return { ...start, vite: startBundle(root, logFile, { afterCodegen: true }) };
    case 'bundles-kept':
      return { ...start, renderer: startRenderers({ root, count: 1, followers: 0, early: true, empty: false }) };
    case 'bundles-from-cache': {
      const copy = bundling(root, logFile, start.key);
      const followers = os.availableParallelism() - 1;
      const renderer = startRenderers({ root, count: 1, followers, early: true, empty: true });
      renderer.begin(pages);
      return { ...start, bundling: copy, renderer, pages };
    }
    case 'bundle-alongside': {
      const vite = bundling(root, logFile, start.key);
      return { ...start, bundling: vite, renderers: startRenderers({ root, bundling: true, empty: true }) };
    }
  }
}

export type Bundled = Awaited<Bundling['done']>;

/**
 * The bundles the pages are rendered with (`bundled`: how their making ended, absent when kept), the renderers begun
 * that render the pages (new ones otherwise, once the bundles are written) and the pages they rendered meanwhile.
 */
export type Settled = { renderers?: Renderers; begunPages?: PageJob[] } & (
  | { bundles: 'kept' }
  | { bundles: Exclude<Bundles, 'kept'>; bundled: Bundled }
);

/** `key`: the bundle fingerprint of what codegen wrote. */
export async function settle(b: Begun, key: string, at: At): Promise<Settled> {
  const fits = begunFits(b, key);
  switch (b.kind) {
    case 'first':
      return bundleAfterCodegen(key, at, b.vite);
    case 'bundles-kept':
      if (fits) return { bundles: 'kept', renderers: b.renderer };
      await b.renderer.stop();
      return bundleAfterCodegen(key, at);
    case 'bundles-from-cache': {
      const bundled = fits ? await b.bundling.done : undefined;
      if (bundled?.ok) return { bundles: 'from-cache', bundled, renderers: b.renderer, begunPages: b.pages };
      await b.renderer.stop();
      return bundleAgain(b.bundling, bundled, key, at);
    }
    case 'bundle-alongside': {
      const bundled = fits ? await b.bundling.done : undefined;
      if (bundled?.ok) return { bundles: 'with-codegen', bundled, renderers: b.renderers };
      return { ...(await bundleAgain(b.bundling, bundled, key, at)), renderers: b.renderers };
    }
  }
}

/** Bundles again after codegen: the bundling begun with it failed (`bundled`), or codegen changed its inputs. */
async function bundleAgain(begun: Bundling, bundled: Bundled | undefined, key: string, at: At) {
  if (!bundled) await begun.stop();
  const why = bundled ? 'the bundling begun with codegen failed' : 'codegen changed what the bundles are made from';
  console.log(`Bundling again: ${why}.`);
  return bundleAfterCodegen(key, at);
}

/** Bundles what codegen wrote (`key`): from the cache if kept there, else with `vite` if begun, else a new `vike build`. */
async function bundleAfterCodegen(key: string, { root, logFile }: At, vite?: Bundling): Promise<Settled> {
  // Bundles of what codegen wrote may be in the cache (a change undone, a cache kept by the build server).
  const cached = cachedBundles(root, key);
  if (cached) await vite?.stop();
  const bundled = await (cached || !vite ? bundling(root, logFile, key) : vite).done;
  if (!bundled.ok) {
    console.error(bundled.failure);
    process.exit(1);
  }
  return { bundles: bundled.cached ? 'from-cache' : 'made', bundled };
}
