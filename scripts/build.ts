/**
 * `npm run build`: the site as static files in dist/client/, redoing only what changed since the last build.
 *
 * Steps:
 *  1. codegen: validate data/ and write generated/ (scripts/codegen.ts);
 *  2. bundle with `vike build`, in a process of its own, unless nothing it reads changed (scripts/build/state.ts);
 *  3. render the pages in worker threads (scripts/build/prerender.ts): every page after a new bundle; otherwise the
 *     pages whose data is bundled (a few dozen, quick) and the city pages whose data file changed;
 *  4. copy the sitemaps and the city search's index when the bundle was kept (Vite copies them when it bundles);
 *  5. the hosts' files and the compressed copies `npm start` serves (scripts/build/host-files.ts);
 *  6. one summary line; what the build was made from goes to dist/build-state.json for the next build.
 * A build that stops half-way leaves no state, so the next one is a full build. Why it works this way:
 * docs/decisions/0039-pages-rendered-in-workers-city-data-read-at-render.md.
 *
 * Usage: tsx scripts/build.ts [--full] [--host cloudflare|netlify]
 *   --full   ignore the last build: bundle again and render every page
 *   --host   the static host the files are for (default cloudflare; netlify writes `_redirects`)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Route } from '../src/lib/routes.ts';
import { cityRouteFile, isCityRoute } from '../src/lib/city-pages.ts';
import { routeFile } from '../src/lib/serving-rules.ts';
import { compressedDir, compressFiles, fileCountCheck, type Host, writeHostFiles } from './build/host-files.ts';
import { NOT_FOUND_JOB, pageJob, prerender } from './build/prerender.ts';
import { type BuildState, bundleKey, fileHash, isCityPublicFile, readState, stateFile, writeState } from './build/state.ts';

const { values } = parseArgs({ options: { full: { type: 'boolean' }, host: { type: 'string', default: 'cloudflare' } } });
if (values.host !== 'cloudflare' && values.host !== 'netlify') throw new Error(`--host ${values.host}: use cloudflare or netlify.`);
const host: Host = values.host;
const root = process.cwd();
const clientDir = path.join(root, 'dist/client');
const generated = path.join(root, 'generated');
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
/** How long each step took, for the summary. */
const steps: string[] = [];
let lapStart = started;
const lap = (name: string) => {
  const now = performance.now();
  steps.push(`${name} ${((now - lapStart) / 1000).toFixed(1)} s`);
  lapStart = now;
};

// 1. codegen, in a process of its own: what it holds is freed before the pages are rendered.
run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/codegen.ts']);
const { routes } = (await import(pathToFileURL(path.join(generated, 'routes.ts')).href)) as { routes: Route[] };
lap('codegen');

// 2. bundle
const previous = values.full ? undefined : readState(root);
// Until this build ends, dist/ matches no state: a build that stops half-way is followed by a full one.
fs.rmSync(stateFile(root), { force: true });
const key = bundleKey(root);
const rebundle = !previous || previous.bundleKey !== key || !fs.existsSync(path.join(root, 'dist/server/entry.mjs'));
if (rebundle) {
  run(path.join(root, 'node_modules/.bin/vike'), ['build']);
  lap('bundles');
}

// 3. pages
const dataHash = (r: Route) => (isCityRoute(r) ? fileHash(path.join(generated, cityRouteFile(r.url))) : null);
const pages: BuildState['pages'] = Object.fromEntries(routes.map((r) => [r.url, dataHash(r)]));
const changed = rebundle ? routes : routes.filter((r) => pages[r.url] === null || pages[r.url] !== previous!.pages[r.url]);
for (const url of rebundle ? [] : Object.keys(previous!.pages)) {
  if (!(url in pages)) fs.rmSync(path.join(clientDir, routeFile(url)), { force: true });
}
const jobs = [...changed.map((r) => pageJob(r.url)), NOT_FOUND_JOB];
const progress = tenths('Rendering pages', jobs.length);
const rendered = await prerender({ root, jobs, onProgress: progress });
lap('pages');

// 4. the public files that follow the cities
const cityPublicFiles = listFiles(path.join(generated, 'public')).filter(isCityPublicFile);
if (!rebundle) {
  for (const rel of previous!.cityPublicFiles) if (!cityPublicFiles.includes(rel)) fs.rmSync(path.join(clientDir, rel), { force: true });
  for (const rel of cityPublicFiles) copyIfChanged(path.join(generated, 'public', rel), path.join(clientDir, rel));
}

// 5. host files and compressed copies
const { site } = (await import(pathToFileURL(path.join(generated, 'site.ts')).href)) as typeof import('../generated/site.ts');
// The pages not rendered this time keep the hashes the last build found in them.
const fileOf = new Set([...routes.map((r) => routeFile(r.url)), NOT_FOUND_JOB.file]);
const scriptHashes = Object.fromEntries(Object.entries({ ...previous?.scriptHashes, ...rendered.hashes }).filter(([file]) => fileOf.has(file)));
const { hashes } = writeHostFiles(clientDir, host, site, routes, { files: fileOf, hashes: Object.values(scriptHashes).flat() });
const compressed = await compressFiles(clientDir);
lap('host files');

// 6. summary
writeState(root, { bundleKey: key, pages, scriptHashes, cityPublicFiles });
const fileCount = listFiles(clientDir).length;
const tooMany = fileCountCheck(fileCount, host);
const peakMB = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(
  `Built ${routes.length.toLocaleString('en-US')} pages for ${host} in ${seconds()} s (${rebundle ? 'bundled' : 'bundle unchanged'}; ${jobs.length.toLocaleString('en-US')} rendered, ${rendered.changed.toLocaleString('en-US')} changed; ${compressed.compressed.toLocaleString('en-US')} files compressed into ${path.relative(root, compressedDir(clientDir))}; ${hashes} inline script hashes; ${steps.join(', ')}; peak memory ${peakMB} MB).`,
);
if (tooMany) console.error(`${tooMany.level}: ${tooMany.message}`);
if (tooMany?.level === 'error') process.exit(1);

/** Runs a step's command; its failure (which has said what went wrong) ends the build. */
function run(command: string, args: string[]): void {
  const step = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

function tenths(label: string, total: number): (done: number) => void {
  let shown = 0;
  return (done) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth <= shown && done < total) return;
    shown = tenth;
    console.log(`${label}: ${done}/${total} (${Math.round((done / total) * 100)}%) ${seconds()} s`);
  };
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

function copyIfChanged(from: string, to: string): void {
  const data = fs.readFileSync(from);
  if (fs.existsSync(to) && fs.readFileSync(to).equals(data)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.writeFileSync(to, data);
}
