/**
 * The build's plan: which process starts when, and from which inputs. scripts/build.ts asks it three questions, as
 * it learns more (before codegen, after codegen, once the bundles are settled), and carries out the answers (the
 * processes of each kind of build: ./processes.ts). Every
 * trick that buys the build speed is a kind of build, a field or a constant here, with its reason and what it was worth when measured
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

/**
 * The kinds of build, told apart before codegen from what the last build left: each is one variant, and starts its own
 * processes while codegen runs on one core (./processes.ts `begin`, one `case` each). `key` is the bundle fingerprint
 * of the last run's generated/, which what is begun is made from.
 */
export type Start =
  /**
   * A first build has no generated/ to bundle from. Starts Vite anyway: it loads itself and its configuration while
   * codegen runs, and bundles once told codegen is done (0.5 s of a first build otherwise spent after codegen).
   */
  | { kind: 'first' }
  /**
   * The last bundles were made from the last run's generated/ and will likely be kept. Starts one renderer, which
   * loads the server bundle (0.2 s) while codegen runs; a second slowed codegen down more than it saved. Stopped if
   * codegen changes what the bundles hold.
   */
  | { kind: 'bundles-kept'; key: string }
  /**
   * The last bundles cannot be kept, and the cache (./bundle-cache.ts) holds those of the last run's generated/:
   * copied at once instead of made (a second or two of a build that bundles, and most of its CPU time besides the
   * pages). Every page is rendered, and those whose data is bundled (the home page, services, projects...: their
   * routes are the bundle's own) need nothing codegen writes: starts one renderer that renders them meanwhile, and the
   * others (one per core) once it is ready, while codegen runs on one core.
   */
  | { kind: 'bundles-from-cache'; key: string }
  /**
   * The last bundles cannot be kept and the cache has none: starts `vike build` at once, from the last run's
   * generated/. Codegen usually writes the bundled files again as they were (a city changed, or nothing: cities are
   * not bundled), and the bundles made alongside it are kept (decision 51: 1.5 to 2 s of a build that bundles).
   * Starts the page renderers too, one per core: they load what the bundle imports from node_modules (React, Vike)
   * while it is made, then wait for it.
   */
  | { kind: 'bundle-alongside'; key: string };

export function planStart(k: Known): Start {
  const key = k.keyBefore;
  if (key === undefined) return { kind: 'first' };
  if (k.lastBundleKey === key && k.serverBundle) return { kind: 'bundles-kept', key };
  return { kind: k.cachedBundle ? 'bundles-from-cache' : 'bundle-alongside', key };
}

/**
 * Whether what was begun before codegen, from the last run's generated/, fits what codegen wrote (`key`, its bundle
 * fingerprint). If it does, the bundles are kept (the last build's, or those begun once made), and so are the
 * renderers begun with codegen, which loaded them. If not, the build bundles after codegen, and stops the renderers
 * begun with codegen (they loaded bundles about to be replaced) and a bundling begun (made from stale inputs). A first
 * build began from nothing: it bundles after codegen. (./processes.ts `settle` carries it out.)
 */
export const begunFits = (start: Start, key: string) => start.kind !== 'first' && start.key === key;

/**
 * The bundles this build renders with, once settled after codegen:
 * - `kept`: the last build's, nothing they are made from changed;
 * - `made` by `vike build` after codegen (it waited for it, or was started once codegen changed its inputs);
 * - `from-cache`: copied from the cache, made earlier from the same inputs, alongside codegen or after it;
 * - `with-codegen`: made by `vike build` alongside codegen, from the last run's generated/, which codegen wrote again.
 * Any but `kept` is new: Vite (or the copy) emptied dist/client, so every page is rendered and no old file looked for.
 */
export type Bundles = 'kept' | 'made' | 'from-cache' | 'with-codegen';

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
   * codegen; none, from the cache, which holds no city file: ./bundle-cache.ts).
   */
  cityFiles: 'none' | 'last-build' | 'in-dist';
}

export function planPages(bundles: Bundles, o: { newYear: boolean }): PagesPlan {
  const kept = bundles === 'kept';
  return {
    // The footers' copyright notice ends with the year the page was rendered in.
    all: !kept || o.newYear,
    removeGone: kept,
    cityFiles: kept ? 'last-build' : bundles === 'made' ? 'none' : 'in-dist',
  };
}

/**
 * Node's flags for each process of the build, each measured at 5,000 and 20,000 generated cities (decision 51).
 * - codegen: semi-spaces of 16 MB. Left to V8 its young generation grows with the data, and at 20,000 cities the
 *   garbage outweighed what codegen holds (140 MB live, 680 MB resident); 16 MB beat 4 MB on both counts (at 5,000
 *   cities 1.9 s and 270 MB against 2.3 s and 310 MB): fewer collections promote less.
 * - bundle (`vike build`, the largest process): semi-spaces of 8 MB; left to V8 it peaked at 625 MB at 20,000 cities
 *   against 510-565 MB, in the same time.
 * - renderer: old space capped at 128 MB, semi-spaces of 4 MB. Left to V8 a renderer let garbage grow with the pages
 *   it rendered (480 MB after 3,000); capped it stays under 200 MB whatever the count. Since most pages are filled
 *   rather than rendered (decision 67), little of a page's garbage outlives it, and a small young generation is
 *   cheaper: at 5,000 cities, 9.3 s of the renderers' CPU against 10.1 s with 16 MB (medians of 5 interleaved), peaks
 *   142 to 148 MB against 170 to 183; at 20,000, 26.9 s and 198 MB against 27.4 s and 213 MB.
 */
export const NODE_FLAGS = {
  codegen: ['--max-semi-space-size=16'],
  bundle: ['--max-semi-space-size=8'],
  renderer: ['--max-old-space-size=128', '--max-semi-space-size=4'],
} as const;

/**
 * Node keeps the compiled code of the modules each process loads (Vite, Rolldown's bindings, React, the validators)
 * in this folder and reuses it, so every process of the build starts sooner: 0.1 to 0.3 s of a 1,000-city build,
 * measured interleaved. Set by the build for itself and inherited by its steps.
 */
export const COMPILE_CACHE = 'node_modules/.cache/node-compile';
/**
 * Node's flags before a TypeScript command's entry in package.json (the build, codegen): they turn the compile cache
 * on before the entry is read (scripts/compile-cache.mjs), so not even the entry is stripped of its types again.
 */
export const WITH_COMPILE_CACHE = ['--import', './scripts/compile-cache.mjs'] as const;

/** Pages handed to a renderer at a time: small enough to keep both busy to the end, large enough to cost no messaging. */
export const RENDER_BATCH = 25;

/**
 * Pages that warrant one more render process than those already started: at 5,000 cities a one-city rebuild's 80
 * pages took 0.4 s with the one started during codegen and 0.5 s with a second.
 */
export const PAGES_PER_STARTED_RENDERER = 100;

/**
 * Render processes that render the bundled pages while codegen runs (with bundles from the cache): one for each core
 * codegen leaves free, the others started after codegen when the pages warrant them (PAGES_PER_STARTED_RENDERER). On
 * the 2-core machine a second one beside codegen took a core from codegen, which the build waits for, and loaded the
 * server bundle and learned each template of the site's own pages a second time (docs/decisions/0070-build-per-page-work-once-and-fixed-cost.md).
 */
export const renderersBesideCodegen = (cores: number) => Math.max(1, cores - 1);

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
