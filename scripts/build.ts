/**
 * `npm run build`: the site as static files in dist/client/, redoing only what changed since the last build.
 *
 * Steps, each begun when and from what the plan says (scripts/build/plan.ts, where every trick that buys speed has
 * its reason and figure; the processes of each kind of build it tells apart: scripts/build/processes.ts):
 *  1. codegen: validate data/ and write generated/ (scripts/codegen.ts, run by Node itself: no tsx to load);
 *  2. bundle with `vike build` in a process of its own (scripts/build/bundle.ts), unless nothing it reads changed
 *     (scripts/build/state.ts bundleKey), maybe begun alongside codegen;
 *  3. render the pages in child processes (scripts/build/prerender.ts): every page after a new bundle or in a new
 *     year, otherwise those whose render-time data changed (state.ts pageFingerprints);
 *  4. copy the files that follow the cities (sitemaps, the city search's index, /admin/stats) when Vite did not;
 *  5. the hosts' files and the compressed copies `npm start` serves (scripts/build/host-files.ts, compress.ts);
 *  6. one summary line (scripts/build/report.ts); what the build was made from goes to dist/build-state.json for the
 *     next build.
 * A build that stops half-way leaves no state, so the next one is a full build. Why it works this way:
 * docs/decisions/0039-pages-rendered-in-workers-city-data-read-at-render.md.
 *
 * Usage: npm run build -- [--full] [--host cloudflare|netlify], or node scripts/build.ts with the same options
 *   --full   ignore the last build: bundle again and render every page
 *   --host   the static host the files are for (default cloudflare; netlify writes `_redirects`)
 */
import module from 'node:module';
import path from 'node:path';
import { COMPILE_CACHE } from './build/plan.ts';

// Node keeps what it compiled (and the TypeScript it stripped) for every process of the build, this one included: the
// steps inherit the variable, and this process loads the build (./build/run.ts) only once the cache is on. Stripping
// the build's own modules took about 0.15 s before codegen could start, every build. `npm run build` turns the cache on
// before this file is read (../package.json, ./compile-cache.mjs); `node scripts/build.ts` alone, from here.
process.env.NODE_COMPILE_CACHE ??= path.resolve(COMPILE_CACHE);
module.enableCompileCache(process.env.NODE_COMPILE_CACHE);
await import('./build/run.ts');
