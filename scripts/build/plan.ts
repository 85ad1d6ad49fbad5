/**
 * The build's plan: which process starts when, and from which inputs. scripts/build.ts asks it three questions, as
 * it learns more (before codegen, after codegen, once the bundles are settled), and carries out the answers. Every
 * trick that buys the build speed is a field or a constant here, with its reason and what it was worth when measured
 * on the 2-core machine; tests/scripts/build/plan.test.ts walks each kind of build through the plan. The decisions:
 * docs/decisions/0039, 0051 and 0052.
 */

/** What the build knows before codegen runs, all read from disk by scripts/build.ts. */
export interface Known {
  /**
   * The fingerprint of what the bundles are made from (state.ts bundleKey), taken from the last run's generated/
   * before codegen writes it again; undefined when there is no generated/ (a first build after a clone).
   */
  keyBefore: string | undefined;
  /**
   * The fingerprint the last build's bundles were made from (dist/build-state.json); undefined with `--full`, before
   * a first build, or after a build that stopped half-way (it leaves no state).
   */
  lastBundleKey: string | undefined;
  /** The server bundle the pages are rendered with (dist/server/entry.mjs) exists. */
  serverBundle: boolean;
  /** The cache holds bundles made from `keyBefore` (./bundle-cache.ts). */
  cachedBundle: boolean;
}

/** The processes started before codegen, while it runs on one core. */
export interface Start {
  /**
   * `vike build` starts at once, from the last run's generated/, when the last bundles cannot be kept for it. Codegen
   * usually writes the bundled files again as they were (a city changed, or nothing: cities are not bundled), and the
   * bundles made alongside it are kept (decision 51: 1.5 to 2 s of a build that bundles).
   */
  bundleWithCodegen: boolean;
  /**
   * Those bundles are in the cache (./bundle-cache.ts): copied at once instead of made (a second or two of a build
   * that bundles, and most of its CPU time besides the pages).
   */
  bundleFromCache: boolean;
  /**
   * A first build has no generated/ to bundle from: Vite starts anyway, loads itself and its configuration while
   * codegen runs, and bundles once told codegen is done (0.5 s of a first build otherwise spent after codegen).
   */
  viteWaitsForCodegen: boolean;
  /**
   * With a bundling begun, the page renderers start too, one per core: they load what the bundle imports from
   * node_modules (React, Vike) while it is made, then wait for it.
   */
  renderersWithBundle: boolean;
  /**
   * A build that will likely keep its bundles starts one renderer, which loads the server bundle (0.2 s) while
   * codegen runs; a second slowed codegen down more than it saved. Stopped if codegen changes what the bundles hold.
   */
  rendererWithCodegen: boolean;
  /**
   * With bundles from the cache every page is rendered, and those whose data is bundled (the home page, services,
   * projects...: their routes are the bundle's own) need nothing codegen writes: the renderer begun with codegen renders
   * them meanwhile, and the others start once it is ready, while codegen runs on one core.
   */
  renderBundledWithCodegen: boolean;
}

const bundleKept = (k: Known, key: string) => k.lastBundleKey === key && k.serverBundle;

export function planStart(k: Known): Start {
  const first = k.keyBefore === undefined;
  const bundleWithCodegen = !first && !bundleKept(k, k.keyBefore!);
  const bundleFromCache = bundleWithCodegen && k.cachedBundle;
  return {
    bundleWithCodegen,
    bundleFromCache,
    viteWaitsForCodegen: first,
    renderersWithBundle: bundleWithCodegen && !bundleFromCache,
    rendererWithCodegen: !first && (!bundleWithCodegen || bundleFromCache),
    renderBundledWithCodegen: bundleFromCache,
  };
}

/** What codegen's output decides: whether this build bundles, with which processes, and which renderers render. */
export interface AfterCodegen {
  /** New bundles: Vite empties dist/client, so every page is rendered and no old file is looked for. */
  bundles: boolean;
  /** The bundling begun with codegen was made from what codegen wrote: its bundles are kept if it succeeded. */
  keepBundleWithCodegen: boolean;
  /** Stop the bundling begun with codegen (codegen changed what it is made from), then bundle again. */
  stopBundleWithCodegen: boolean;
  /** Stop the renderers begun with codegen: they loaded bundles about to be replaced. */
  stopRendererWithCodegen: boolean;
  /** The processes that render the pages: those already started, or new ones once the bundles are written. */
  renderers: 'started-with-bundle' | 'started-with-codegen' | 'new';
}

/** `key` is the bundle fingerprint of what codegen wrote. */
export function planAfterCodegen(k: Known, start: Start, key: string): AfterCodegen {
  // A bundling begun before codegen has emptied dist/client: kept or not, this build bundles.
  const bundles = !bundleKept(k, key) || start.bundleWithCodegen || start.viteWaitsForCodegen;
  const keepBundleWithCodegen = start.bundleWithCodegen && key === k.keyBefore;
  // Renderers begun with codegen loaded the bundles in dist/ then: the last build's, or those from the cache.
  const renderersKept = !bundles || (start.bundleFromCache && keepBundleWithCodegen);
  return {
    bundles,
    keepBundleWithCodegen,
    stopBundleWithCodegen: start.bundleWithCodegen && !keepBundleWithCodegen,
    stopRendererWithCodegen: start.rendererWithCodegen && !renderersKept,
    renderers: renderersKept ? 'started-with-codegen' : start.renderersWithBundle ? 'started-with-bundle' : 'new',
  };
}

/** What the pages step does, once the bundles are settled. */
export interface PagesPlan {
  /** Render every page; otherwise only those whose fingerprint (state.ts pageFingerprints) changed. */
  all: boolean;
  /** Delete the files of pages the last build wrote that the route list no longer has (a new bundle emptied them). */
  removeGone: boolean;
  /**
   * The files that follow the cities (sitemaps, the city search's index, /admin/stats), which no bundle holds:
   * `none` when Vite copied this run's; otherwise copied by the build, replacing those the last build copied
   * (`last-build`) or those in dist/client now (`in-dist`: Vite's copies of the last run's, from bundling alongside
   * codegen; none, from the cache).
   */
  cityFiles: 'none' | 'last-build' | 'in-dist';
}

export function planPages(
  after: AfterCodegen,
  o: { keptBundleWithCodegen: boolean; bundlesFromCache: boolean; newYear: boolean },
): PagesPlan {
  return {
    // The footers' copyright notice ends with the year the page was rendered in.
    all: after.bundles || o.newYear,
    removeGone: !after.bundles,
    // Bundles from the cache hold none of the city files (./bundle-cache.ts): all are copied.
    cityFiles: !after.bundles ? 'last-build' : o.keptBundleWithCodegen || o.bundlesFromCache ? 'in-dist' : 'none',
  };
}

/**
 * Node's flags for each process of the build, each measured at 5,000 and 20,000 generated cities (decision 51).
 * - codegen: semi-spaces of 16 MB. Left to V8 its young generation grows with the data, and at 20,000 cities the
 *   garbage outweighed what codegen holds (140 MB live, 680 MB resident); 16 MB beat 4 MB on both counts (at 5,000
 *   cities 1.9 s and 270 MB against 2.3 s and 310 MB): fewer collections promote less.
 * - bundle (`vike build`, the largest process): semi-spaces of 8 MB; left to V8 it peaked at 625 MB at 20,000 cities
 *   against 510-565 MB, in the same time.
 * - renderer: old space capped at 128 MB, semi-spaces of 16 MB. Left to V8 a renderer let garbage grow with the pages
 *   it rendered (480 MB after 3,000); capped it stays near 200 MB whatever the count; 4 MB semi-spaces took 8% more
 *   time for 20 MB less.
 */
export const NODE_FLAGS = {
  codegen: ['--max-semi-space-size=16'],
  bundle: ['--max-semi-space-size=8'],
  renderer: ['--max-old-space-size=128', '--max-semi-space-size=16'],
} as const;

/**
 * Node keeps the compiled code of the modules each process loads (Vite, Rolldown's bindings, React, the validators)
 * in this folder and reuses it, so every process of the build starts sooner: 0.1 to 0.3 s of a 1,000-city build,
 * measured interleaved. Set by the build for itself and inherited by its steps.
 */
export const COMPILE_CACHE = 'node_modules/.cache/node-compile';

/** Pages handed to a renderer at a time: small enough to keep both busy to the end, large enough to cost no messaging. */
export const RENDER_BATCH = 25;

/**
 * Pages that warrant one more render process than those already started: at 5,000 cities a one-city rebuild's 80
 * pages took 0.4 s with the one started during codegen and 0.5 s with a second.
 */
export const PAGES_PER_STARTED_RENDERER = 100;

/**
 * Filling a template's pages from marked markup (./fill/template-fill.ts, decision 67):
 * - sampleEvery: every so many filled pages of a template, one is rendered in full too and compared, so that a
 *   template that decides on a filled string's value is caught and its pages rendered in full (a full render costs
 *   five to ten filled pages: one in 50 adds a few percent);
 * - maxVariants: markups a renderer keeps per template (each is a page long: 256 of 80 KB is 20 MB);
 * - recentVariants: a page is first compared with the inputs of the variants that filled the last pages, this many,
 *   then its key is written and looked up.
 */
export const FILL = { sampleEvery: 50, maxVariants: 256, recentVariants: 4 } as const;
