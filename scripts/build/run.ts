/**
 * The build itself (scripts/build.ts, its entry, says what it does and how to call it), loaded once the entry has turned
 * on Node's compile cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Route } from '../../src/lib/routing/routes.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { knownBundles } from './bundle.ts';
import { keepBundles } from './bundle-cache.ts';
import { compressedDir } from './compress.ts';
import { fileCountCheck, isStaticHost, publish, STATIC_HOSTS } from './host-files.ts';
import { notFoundJobs, pageJobs } from './page-jobs.ts';
import { dropParked, restoreParked } from './parked-pages.ts';
import { NODE_FLAGS, planPages, planStart } from './plan.ts';
import { prerender } from './prerender.ts';
import { begin, readBeforeCodegen, settle } from './processes.ts';
import { progress } from './progress.ts';
import { bundlesStep, finishReport } from './report.ts';
import { inputFiles } from './stale.ts';
import { bundleKey, pageFingerprints, readState, stateFile, syncCityPublicFiles, writeState } from './state.ts';
import { runStep, stopwatch } from './steps.ts';

const { values } = parseArgs({
  options: { full: { type: 'boolean' }, host: { type: 'string', default: 'cloudflare' } },
});
if (!isStaticHost(values.host))
  throw new Error(`--host ${values.host}: use ${Object.keys(STATIC_HOSTS).join(' or ')}.`);
const host = values.host;
const root = process.cwd();
// What is published is the production site whatever the shell says: with NODE_ENV=development or test (a test runner
// sets it), Vite bundled React's development build for the browser and the renderers rendered with it, half as fast
// again, into pages byte for byte the same. Set for every process of the build, which inherit it.
process.env.NODE_ENV = 'production';
const clientDir = path.join(root, 'dist/client');
process.on('exit', (code) => {
  if (code !== 0) restoreParked(clientDir);
});
const generated = path.join(root, 'generated');
const { started, steps, lap, sinceLap } = stopwatch();

// 1 and 2. codegen and the bundles, begun as the plan (./build/plan.ts) says from what the last build left.
const previous = values.full ? undefined : readState(root);
// The files it is built from, listed before codegen reads them: one removed meanwhile makes the next `npm start` build.
const sources = inputFiles(root);
// Until this build ends, dist/ matches no state: a build that stops half-way is followed by a full one.
fs.rmSync(stateFile(root), { force: true });
const at = { root, logFile: path.join(root, 'dist/build.log') };
// What to begin, and what it begins from, are read from the last run's generated/ before codegen replaces it.
const start = planStart(knownBundles(root, previous?.bundleKey));
const begunPages = await readBeforeCodegen(start, root);

// codegen, in a process of its own (what it holds is freed before the pages are rendered), started before what is
// begun beside it: it is the longest step before the pages, and copying the bundles from the cache and starting a
// renderer took 0.07 s.
let routes: Route[] = [];
const codegenRunning = runStep(root, [...NODE_FLAGS.codegen, 'scripts/codegen.ts'], {
  onMessage: (m) => {
    if (m.type !== 'routes') return;
    routes = m.routes;
    // With bundles from the cache every page is rendered: the renderers they warrant start loading the bundle as
    // codegen ends (0.15 s before the build has settled what to render), stopped with the first if the bundles change.
    // `begun` is set by then: begin() runs at once after the spawn, and a message waits for the next turn of the loop.
    if (begun.kind === 'bundles-from-cache') begun.renderer.grow(routes.length - begunPages.length);
  },
});
const begun = begin(start, at, begunPages);
const codegenRun = await codegenRunning;
// A codegen that said nothing of its routes (its message lost): read from what it wrote.
if (!routes.length)
  ({ routes } = (await import(pathToFileURL(path.join(generated, 'routes.ts')).href)) as { routes: Route[] });
const codegenSeconds = lap('codegen');
if (begun.kind === 'first') begun.vite.codegenDone();

const key = bundleKey(root);
const settled = await settle(begun, key, at);
const bundled = settled.bundles === 'kept' ? undefined : settled.bundled;
// Bundles just made are kept for the next build made from the same inputs, before any page is written beside them.
if (settled.bundles === 'made' || settled.bundles === 'with-codegen') keepBundles(root, key);
// Begun before codegen's end to wait for it: its time is what it took after codegen.
const bundlesSeconds = begun.kind === 'first' ? sinceLap() : bundled?.seconds;
if (settled.bundles !== 'kept') lap(bundlesStep(settled.bundles, settled.bundled.seconds));

// 3. pages
const pages = pageFingerprints(generated, routes);
const year = new Date().getFullYear();
const plan = planPages(settled.bundles, { newYear: previous?.year !== year });
const changed = plan.all ? routes : routes.filter((r) => pages[r.url] !== previous?.pages[r.url]);
for (const url of plan.removeGone ? Object.keys(previous?.pages ?? {}) : []) {
  if (!(url in pages)) fs.rmSync(path.join(clientDir, routeFile(url)), { force: true });
}
const notFound = notFoundJobs(routes);
// The pages begun with codegen are rendered by the renderers begun then, unless codegen changed their bundles.
const begunUrls = new Set(settled.begunPages?.map((j) => j.url));
const jobs = [...pageJobs(routes, changed).filter((j) => !begunUrls.has(j.url)), ...notFound];
const pageProgress = progress('Rendering pages', jobs.length + begunUrls.size);
const newBundles = settled.bundles !== 'kept';
const rendered = await (settled.renderers
  ? settled.renderers.render(jobs, pageProgress.update)
  : prerender({ root, jobs, onProgress: pageProgress.update, empty: newBundles }));
pageProgress.end();
dropParked(clientDir);
for (const w of rendered.warnings) console.warn(`warning: ${w}`);
const pagesSeconds = lap('pages');

// 4. the public files that follow the cities, which no bundle holds
const cityPublicFiles = syncCityPublicFiles(generated, clientDir, plan.cityFiles, previous?.cityPublicFiles);

// 5. host files and compressed copies
const { site } = (await import(
  pathToFileURL(path.join(generated, 'site.ts')).href
)) as typeof import('../../generated/site.ts');
// The pages not rendered this time keep the hashes the last build found in them.
const fileOf = new Set([...routes.map((r) => routeFile(r.url)), ...notFound.map((j) => j.file)]);
const scriptHashes = Object.fromEntries(
  Object.entries({ ...previous?.scriptHashes, ...rendered.hashes }).filter(([file]) => fileOf.has(file)),
);
const pagesFound = { files: fileOf, hashes: Object.values(scriptHashes).flat() };
// After new bundles every page was written now: none of their compressed copies is fresh.
const published = await publish(clientDir, host, site, routes, pagesFound, { pagesNew: newBundles });
const hostFilesSeconds = lap('host files');

// 6. summary
writeState(root, { bundleKey: key, pages, year, scriptHashes, cityPublicFiles, inputFiles: sources });
finishReport(root, {
  host,
  bundles: settled.bundles,
  pages: routes.length,
  rendered: jobs.length + begunUrls.size,
  codegen: codegenRun,
  bundled,
  renderers: rendered,
  steps: { codegen: codegenSeconds, bundles: bundlesSeconds, pages: pagesSeconds, hostFiles: hostFilesSeconds },
  laps: steps,
  published,
  compressedDir: path.relative(root, compressedDir(clientDir)),
  started,
});
const tooMany = fileCountCheck(published.files, host);
if (tooMany) console.error(`${tooMany.level}: ${tooMany.message}`);
if (tooMany?.level === 'error') process.exit(1);
