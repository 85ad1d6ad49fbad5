/**
 * `npm run build`: the site as static files in dist/client/, redoing only what changed since the last build.
 *
 * Steps:
 *  1. codegen: validate data/ and write generated/ (scripts/codegen.ts, run by Node itself: no tsx to load);
 *  2. bundle with `vike build`, in a process of its own, unless nothing it reads changed (scripts/build/state.ts): begun
 *     alongside codegen from the last run's generated/, and kept when codegen wrote the bundled files unchanged
 *     (scripts/build/bundle.ts);
 *  3. render the pages in child processes, one per core (scripts/build/prerender.ts): every page after a new bundle or in
 *     a new year; otherwise the pages whose data read at render time changed (state.ts pageFingerprints: a city's
 *     file or its county's entries of the city list, the list itself for the service-areas index);
 *  4. copy the sitemaps, the city search's index and /admin/stats (it names the cities) when the bundle was kept (Vite
 *     copies them when it bundles);
 *  5. the hosts' files and the compressed copies `npm start` serves (scripts/build/host-files.ts, compress.ts);
 *  6. one summary line; what the build was made from goes to dist/build-state.json for the next build.
 * A build that stops half-way leaves no state, so the next one is a full build. Why it works this way:
 * docs/decisions/0039-pages-rendered-in-workers-city-data-read-at-render.md.
 *
 * Usage: node scripts/build.ts [--full] [--host cloudflare|netlify]
 *   --full   ignore the last build: bundle again and render every page
 *   --host   the static host the files are for (default cloudflare; netlify writes `_redirects`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Route } from '../src/lib/routes.ts';
import { type Host, routeFile } from '../src/lib/serving-rules.ts';
import { startBundle } from './build/bundle.ts';
import { compressedDir, compressFiles } from './build/compress.ts';
import { fileCountCheck, writeHostFiles } from './build/host-files.ts';
import { notFoundJobs, pageJobs } from './build/page-jobs.ts';
import { prerender, startRenderers } from './build/prerender.ts';
import { progress } from './build/progress.ts';
import { writeReport } from './build/report.ts';
import {
  bundleKey,
  cityPublicFilesIn,
  isCityPublicFile,
  pageFingerprints,
  readState,
  stateFile,
  writeState,
} from './build/state.ts';
import { listFiles, runStep, stopwatch, syncFiles } from './build/steps.ts';

const { values } = parseArgs({
  options: { full: { type: 'boolean' }, host: { type: 'string', default: 'cloudflare' } },
});
if (values.host !== 'cloudflare' && values.host !== 'netlify')
  throw new Error(`--host ${values.host}: use cloudflare or netlify.`);
const host: Host = values.host;
const root = process.cwd();
// Node keeps the compiled code of the modules each step loads (Vite, Rolldown's bindings, React, the validators) on
// disk and reuses it, so its processes start sooner: this build's, which its steps inherit.
process.env.NODE_COMPILE_CACHE ??= path.join(root, 'node_modules/.cache/node-compile');
const clientDir = path.join(root, 'dist/client');
const generated = path.join(root, 'generated');
const { started, steps, lap, sinceLap } = stopwatch();
const n = (v: number) => v.toLocaleString('en-US');
const logFile = path.join(root, 'dist/build.log');

// 1 and 2. codegen and the bundles. A build that will bundle starts `vike build` at once, from the generated/ of the
// last run, while codegen runs: codegen usually writes the bundled files again as they were (a city changed, or
// nothing), and then the bundles made alongside it are kept; otherwise they are made again after it (decision 51).
const previous = values.full ? undefined : readState(root);
// Until this build ends, dist/ matches no state: a build that stops half-way is followed by a full one.
fs.rmSync(stateFile(root), { force: true });
const needsBundle = (key: string) =>
  !previous || previous.bundleKey !== key || !fs.existsSync(path.join(root, 'dist/server/entry.mjs'));
const keyBefore = fs.existsSync(path.join(generated, 'routes.ts')) ? bundleKey(root) : undefined;
const early = keyBefore !== undefined && needsBundle(keyBefore) ? startBundle(root, logFile) : undefined;
// A first build (no generated/ yet) starts Vite too: it loads itself and its configuration while codegen runs, and
// bundles once codegen has written generated/ (0.5 s of a first build otherwise spent after codegen).
const afterCodegen = keyBefore === undefined ? startBundle(root, logFile, { afterCodegen: true }) : undefined;
// A build that bundles starts its page renderers now too: they load what the bundle imports from node_modules while
// it is made, then wait for it.
const bundling = early ? startRenderers({ root, bundling: true, empty: true }) : undefined;
// A build that will likely keep its bundles starts a page renderer now: it loads the server bundle while codegen runs
// on the other core (a second one slowed codegen down more than it saved), and is stopped if codegen changes what
// the bundles hold; more are started for many pages.
const warm = keyBefore !== undefined && !early ? startRenderers({ root, count: 1, early: true }) : undefined;

// codegen, in a process of its own: what it holds is freed before the pages are rendered. Its young generation
// is capped: left to V8 it grows with the data, and at 20,000 cities the garbage in it outweighed what codegen
// holds (about 140 MB live, 680 MB resident). Semi-spaces of 16 MB beat 4 MB on both counts (at 5,000 cities 1.9 s
// and 270 MB against 2.3 s and 310 MB; at 20,000, 420-480 MB against 500 MB): fewer collections promote less.
let routes: Route[] = [];
const codegenPeak = await runStep(root, ['--max-semi-space-size=16', 'scripts/codegen.ts'], {
  onMessage: (m) => {
    if (m.type === 'routes') routes = m.routes;
  },
});
// A codegen that said nothing of its routes (its message lost): read from what it wrote.
if (!routes.length)
  ({ routes } = (await import(pathToFileURL(path.join(generated, 'routes.ts')).href)) as { routes: Route[] });
const codegenSeconds = lap('codegen');
afterCodegen?.codegenDone();

const key = bundleKey(root);
// A bundle begun alongside codegen has emptied dist/client: kept or not, this build bundles.
const rebundle = needsBundle(key) || early !== undefined || afterCodegen !== undefined;
let bundled = early && key === keyBefore ? await early.done : undefined;
const bundledEarly = bundled?.ok === true;
if (rebundle) await warm?.stop();
if (!bundledEarly) await early?.stop();
if (rebundle && !bundled?.ok) {
  if (early)
    console.log(
      `Bundling again: ${key === keyBefore ? 'the bundling begun with codegen failed' : 'codegen changed what the bundles are made from'}.`,
    );
  bundled = await (afterCodegen ?? startBundle(root, logFile)).done;
  if (!bundled.ok) {
    console.error(bundled.failure);
    process.exit(1);
  }
}
const images = bundled?.images ?? 0;
const bundlesPeak = bundled?.peakMB;
// Begun before codegen's end to wait for it: its time is what it took after codegen.
const bundlesSeconds = afterCodegen ? sinceLap() : bundled?.seconds;
// The bundles made alongside codegen hold the sitemaps and the city search's index of the last run (Vite copies the
// public folder): the new ones are copied in step 4, as when the bundles are kept.
if (rebundle) lap(bundledEarly ? `bundles (${bundlesSeconds!.toFixed(1)} s, begun with codegen) then` : 'bundles');

// 3. pages
const pages = pageFingerprints(generated, routes);
// The footers' copyright notice ends with the year the page was rendered in: a new year renders every page again.
const year = new Date().getFullYear();
const changed =
  rebundle || previous!.year !== year ? routes : routes.filter((r) => pages[r.url] !== previous!.pages[r.url]);
for (const url of rebundle ? [] : Object.keys(previous!.pages)) {
  if (!(url in pages)) fs.rmSync(path.join(clientDir, routeFile(url)), { force: true });
}
const notFound = notFoundJobs(routes);
const jobs = [...pageJobs(routes, changed), ...notFound];
const pageProgress = progress('Rendering pages', jobs.length);
// A new bundle empties dist/client (Vite's emptyOutDir): no page there to compare with.
// The renderers started early: the bundling ones after a new bundle, the warm one when the bundle was kept.
const renderers = rebundle ? bundling : warm;
const rendered = await (renderers
  ? renderers.render(jobs, pageProgress.update)
  : prerender({ root, jobs, onProgress: pageProgress.update, empty: rebundle }));
pageProgress.end();
for (const w of rendered.warnings) console.warn(`warning: ${w}`);
const pagesSeconds = lap('pages');

// 4. the public files that follow the cities
const cityPublicFiles = listFiles(path.join(generated, 'public')).filter(isCityPublicFile);
// What the last build copied, or what Vite copied from the last run's generated/, gives way to this run's.
if (!rebundle || bundledEarly)
  syncFiles(path.join(generated, 'public'), clientDir, cityPublicFiles, {
    before: bundledEarly ? cityPublicFilesIn(clientDir) : previous!.cityPublicFiles,
  });

// 5. host files and compressed copies
const { site } = (await import(
  pathToFileURL(path.join(generated, 'site.ts')).href
)) as typeof import('../generated/site.ts');
// The pages not rendered this time keep the hashes the last build found in them.
const fileOf = new Set([...routes.map((r) => routeFile(r.url)), ...notFound.map((j) => j.file)]);
const scriptHashes = Object.fromEntries(
  Object.entries({ ...previous?.scriptHashes, ...rendered.hashes }).filter(([file]) => fileOf.has(file)),
);
const { hashes } = writeHostFiles(clientDir, host, site, routes, {
  files: fileOf,
  hashes: Object.values(scriptHashes).flat(),
});
const compressed = await compressFiles(clientDir);
const hostFilesSeconds = lap('host files');

// 6. summary
writeState(root, { bundleKey: key, pages, year, scriptHashes, cityPublicFiles });
const fileCount = listFiles(clientDir).length;
const tooMany = fileCountCheck(fileCount, host);
const buildPeak = Math.round(process.resourceUsage().maxRSS / 1024);
const peakMB = Math.max(codegenPeak, bundlesPeak ?? 0, rendered.peakMB, buildPeak);
const seconds = (performance.now() - started) / 1000;
writeReport(root, {
  host,
  pages: routes.length,
  rendered: jobs.length,
  changed: rendered.changed,
  bundled: rebundle,
  bundledWithCodegen: bundledEarly,
  images,
  files: fileCount,
  seconds,
  // `bundles` undefined (the bundles kept) is left out of the JSON.
  steps: { codegen: codegenSeconds, bundles: bundlesSeconds, pages: pagesSeconds, hostFiles: hostFilesSeconds },
  peakMB: { codegen: codegenPeak, bundles: bundlesPeak, pages: rendered.peakMB, build: buildPeak },
});
console.log(
  `Built ${n(routes.length)} pages${rebundle ? ` and ${n(images)} images` : ''} for ${host} in ${seconds.toFixed(1)} s, peak memory ${peakMB} MB (${rebundle ? 'bundled' : 'bundle unchanged'}; ${n(jobs.length)} pages rendered, ${n(rendered.changed)} changed; ${n(compressed.compressed)} files compressed into ${path.relative(root, compressedDir(clientDir))}; ${hashes} inline script hashes; ${steps.join(', ')}).`,
);
if (tooMany) console.error(`${tooMany.level}: ${tooMany.message}`);
if (tooMany?.level === 'error') process.exit(1);
