/**
 * `npm run build`: the site as static files in dist/client/, redoing only what changed since the last build.
 *
 * Steps, each begun when and from what the plan says (scripts/build/plan.ts, where every trick that buys speed has
 * its reason and figure):
 *  1. codegen: validate data/ and write generated/ (scripts/codegen.ts, run by Node itself: no tsx to load);
 *  2. bundle with `vike build` in a process of its own (scripts/build/bundle.ts), unless nothing it reads changed
 *     (scripts/build/state.ts bundleKey), maybe begun alongside codegen;
 *  3. render the pages in child processes (scripts/build/prerender.ts): every page after a new bundle or in a new
 *     year, otherwise those whose render-time data changed (state.ts pageFingerprints);
 *  4. copy the files that follow the cities (sitemaps, the city search's index, /admin/stats) when Vite did not;
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
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Route } from '../src/lib/routing/routes.ts';
import { type Host, routeFile } from '../src/lib/serving/serving-rules.ts';
import { bundling, knownBundles, startBundle } from './build/bundle.ts';
import { cachedBundles, keepBundles } from './build/bundle-cache.ts';
import { compressedDir } from './build/compress.ts';
import { fileCountCheck, publish } from './build/host-files.ts';
import { bundledJobs, notFoundJobs, pageJobs } from './build/page-jobs.ts';
import { COMPILE_CACHE, NODE_FLAGS, planAfterCodegen, planPages, planStart } from './build/plan.ts';
import { prerender, startRenderers } from './build/prerender.ts';
import { progress } from './build/progress.ts';
import { writeReport } from './build/report.ts';
import { bundleKey, pageFingerprints, readState, stateFile, syncCityPublicFiles, writeState } from './build/state.ts';
import { runStep, stopwatch } from './build/steps.ts';
import { cpuSeconds } from './build/vite-progress.ts';

const { values } = parseArgs({
  options: { full: { type: 'boolean' }, host: { type: 'string', default: 'cloudflare' } },
});
if (values.host !== 'cloudflare' && values.host !== 'netlify')
  throw new Error(`--host ${values.host}: use cloudflare or netlify.`);
const host: Host = values.host;
const root = process.cwd();
process.env.NODE_COMPILE_CACHE ??= path.join(root, COMPILE_CACHE);
const clientDir = path.join(root, 'dist/client');
const generated = path.join(root, 'generated');
const { started, steps, lap, sinceLap } = stopwatch();
const n = (v: number) => v.toLocaleString('en-US');
const cores = os.availableParallelism();
const logFile = path.join(root, 'dist/build.log');

// 1 and 2. codegen and the bundles, begun as the plan (./build/plan.ts) says from what the last build left.
const previous = values.full ? undefined : readState(root);
// Until this build ends, dist/ matches no state: a build that stops half-way is followed by a full one.
fs.rmSync(stateFile(root), { force: true });
const known = knownBundles(root, previous?.bundleKey);
const { keyBefore } = known;
const start = planStart(known);
const withCodegen = start.bundleWithCodegen ? bundling(root, logFile, keyBefore) : undefined;
const waitingVite = start.viteWaitsForCodegen ? startBundle(root, logFile, { afterCodegen: true }) : undefined;
const bundleRenderers = start.renderersWithBundle ? startRenderers({ root, bundling: true, empty: true }) : undefined;
const codegenRenderer = start.rendererWithCodegen
  ? startRenderers({
      root,
      count: 1,
      followers: start.renderBundledWithCodegen ? cores - 1 : 0,
      early: true,
      empty: start.bundleFromCache,
    })
  : undefined;
const begun = start.renderBundledWithCodegen ? await bundledJobs(generated) : [];
codegenRenderer?.begin(begun);

// codegen, in a process of its own: what it holds is freed before the pages are rendered.
let routes: Route[] = [];
const codegenRun = await runStep(root, [...NODE_FLAGS.codegen, 'scripts/codegen.ts'], {
  onMessage: (m) => {
    if (m.type === 'routes') routes = m.routes;
  },
});
// A codegen that said nothing of its routes (its message lost): read from what it wrote.
if (!routes.length)
  ({ routes } = (await import(pathToFileURL(path.join(generated, 'routes.ts')).href)) as { routes: Route[] });
const codegenSeconds = lap('codegen');
waitingVite?.codegenDone();

const key = bundleKey(root);
const after = planAfterCodegen(known, start, key);
let bundled = after.keepBundleWithCodegen ? await withCodegen!.done : undefined;
const keptBundleWithCodegen = bundled?.ok === true;
if (after.stopRendererWithCodegen) await codegenRenderer!.stop();
if (after.stopBundleWithCodegen) await withCodegen!.stop();
if (after.bundles && !keptBundleWithCodegen) {
  if (withCodegen)
    console.log(
      `Bundling again: ${after.keepBundleWithCodegen ? 'the bundling begun with codegen failed' : 'codegen changed what the bundles are made from'}.`,
    );
  // Bundles of what codegen wrote may be in the cache (a change undone, a cache kept by the build server).
  const cached = cachedBundles(root, key);
  if (cached) await waitingVite?.stop();
  bundled = await (cached || !waitingVite ? bundling(root, logFile, key) : waitingVite).done;
  if (!bundled.ok) {
    console.error(bundled.failure);
    process.exit(1);
  }
}
const bundlesFromCache = bundled?.cached === true;
// Bundles just made are kept for the next build made from the same inputs, before any page is written beside them.
if (after.bundles && !bundlesFromCache) keepBundles(root, key);
const images = bundled?.images ?? 0;
const bundlesPeak = bundled?.peakMB;
// Begun before codegen's end to wait for it: its time is what it took after codegen.
const bundlesSeconds = waitingVite ? sinceLap() : bundled?.seconds;
const withCodegenLabel = () => `bundles (${bundlesSeconds!.toFixed(1)} s, begun with codegen) then`;
if (after.bundles)
  lap(bundlesFromCache ? 'bundles from the cache' : keptBundleWithCodegen ? withCodegenLabel() : 'bundles');

// 3. pages
const pages = pageFingerprints(generated, routes);
const year = new Date().getFullYear();
const plan = planPages(after, { keptBundleWithCodegen, bundlesFromCache, newYear: previous?.year !== year });
const changed = plan.all ? routes : routes.filter((r) => pages[r.url] !== previous!.pages[r.url]);
for (const url of plan.removeGone ? Object.keys(previous!.pages) : []) {
  if (!(url in pages)) fs.rmSync(path.join(clientDir, routeFile(url)), { force: true });
}
const notFound = notFoundJobs(routes);
// The pages begun with codegen are rendered by the renderers begun then, unless codegen changed their bundles.
const begunUrls = new Set(after.renderers === 'started-with-codegen' ? begun.map((j) => j.url) : []);
const jobs = [...pageJobs(routes, changed).filter((j) => !begunUrls.has(j.url)), ...notFound];
const pageProgress = progress('Rendering pages', jobs.length + begunUrls.size);
const renderers = { 'started-with-bundle': bundleRenderers, 'started-with-codegen': codegenRenderer, new: undefined }[
  after.renderers
];
const rendered = await (renderers
  ? renderers.render(jobs, pageProgress.update)
  : prerender({ root, jobs, onProgress: pageProgress.update, empty: after.bundles }));
pageProgress.end();
for (const w of rendered.warnings) console.warn(`warning: ${w}`);
const pagesSeconds = lap('pages');

// 4. the public files that follow the cities, which no bundle holds
const cityPublicFiles = syncCityPublicFiles(generated, clientDir, plan.cityFiles, previous?.cityPublicFiles);

// 5. host files and compressed copies
const { site } = (await import(
  pathToFileURL(path.join(generated, 'site.ts')).href
)) as typeof import('../generated/site.ts');
// The pages not rendered this time keep the hashes the last build found in them.
const fileOf = new Set([...routes.map((r) => routeFile(r.url)), ...notFound.map((j) => j.file)]);
const scriptHashes = Object.fromEntries(
  Object.entries({ ...previous?.scriptHashes, ...rendered.hashes }).filter(([file]) => fileOf.has(file)),
);
const pagesFound = { files: fileOf, hashes: Object.values(scriptHashes).flat() };
// After new bundles every page was written now: none of their compressed copies is fresh.
const published = await publish(clientDir, host, site, routes, pagesFound, { pagesNew: after.bundles });
const hostFilesSeconds = lap('host files');

// 6. summary
writeState(root, { bundleKey: key, pages, year, scriptHashes, cityPublicFiles });
const fileCount = published.files;
const tooMany = fileCountCheck(fileCount, host);
const buildPeak = Math.round(process.resourceUsage().maxRSS / 1024);
const peakMB = Math.max(codegenRun.peak, bundlesPeak ?? 0, rendered.peakMB, buildPeak);
const seconds = (performance.now() - started) / 1000;
writeReport(root, {
  host,
  pages: routes.length,
  rendered: jobs.length + begunUrls.size,
  changed: rendered.changed,
  bundled: after.bundles,
  bundledWithCodegen: keptBundleWithCodegen && !bundlesFromCache,
  bundlesFromCache,
  images,
  files: fileCount,
  seconds,
  // `bundles` undefined (the bundles kept) is left out of the JSON.
  steps: { codegen: codegenSeconds, bundles: bundlesSeconds, pages: pagesSeconds, hostFiles: hostFilesSeconds },
  peakMB: { codegen: codegenRun.peak, bundles: bundlesPeak, pages: rendered.peakMB, build: buildPeak },
  cpuSeconds: {
    codegen: codegenRun.cpu,
    bundles: bundled?.cpuSeconds,
    pages: rendered.cpuSeconds,
    build: cpuSeconds(),
  },
  templates: rendered.kinds,
});
console.log(
  `Built ${n(routes.length)} pages${after.bundles ? ` and ${n(images)} images` : ''} for ${host} in ${seconds.toFixed(1)} s, peak memory ${peakMB} MB (${after.bundles ? (bundlesFromCache ? 'bundles from the cache' : 'bundled') : 'bundle unchanged'}; ${n(jobs.length + begunUrls.size)} pages rendered, ${n(rendered.changed)} changed; ${n(published.compressed)} files compressed into ${path.relative(root, compressedDir(clientDir))}; ${published.hashes} inline script hashes; ${steps.join(', ')}).`,
);
if (tooMany) console.error(`${tooMany.level}: ${tooMany.message}`);
if (tooMany?.level === 'error') process.exit(1);
