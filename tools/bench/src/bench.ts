/**
 * Benchmark: measures the site as visitors and builds experience it, against the targets it keeps in src/targets.ts and
 * src/scale-targets.ts (decision 15: performance is measured, not guessed).
 *
 * Steps:
 *  1. copy the project into a temporary folder (packages linked, build caches empty, as after a clone);
 *  2. build the real site there twice with `npm run build`, measured: the first build after a clone, then a rebuild
 *     with nothing changed;
 *  3. serve the build with the production server and weigh every page (HTML, CSS, JS gzip; images above the fold
 *     on a phone), and run Lighthouse (mobile, simulated throttling) on one page of each kind, medians of 3 runs;
 *  4. load the forms: requests/s and posts on `npm start`, kill -9 during posts, posts through wrangler and D1;
 *  5. scale: add 0, 1,000, 5,000 then 20,000 generated cities and time validation and a full build of each, with
 *     the peak memory of the largest process and of all processes together; after 5,000, edit one city, time the
 *     incremental rebuild and compare what it published with a full build's, byte for byte;
 *  6. check the targets, save reports/bench.json and reports/bench.md and print the Markdown.
 * It takes about 15 minutes on a 2-core machine. The checkout itself is not built or changed (except reports/).
 *
 * Usage: tsx tools/bench/src/bench.ts [--runs 3] [--cities 0,1000,5000,20000] [--scale-only] [--peers] [--keep]
 *   --runs 0       skip Lighthouse;   --cities ''   skip the scale runs;   --keep   keep the temporary copy
 *   --scale-only   only step 5, after one unmeasured build that fills the caches as step 2 does (a quick check of
 *                  the build: `--cities 0,1000` takes under a minute, the default sizes about 3); the reports have no other
 *                  sections, and the targets of the parts skipped say "not measured"
 *   --peers        instead of steps 2 to 5, this site's build against Eleventy and Astro projects rendering the same
 *                  city pages (tools/bench/peers, installed first when missing), at 1,000 and 5,000 generated cities
 *                  unless --cities says otherwise, in interleaved turns (./peers/run.ts); about 10 minutes
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureTool } from '../../../scripts/codegen/tool-packages.ts';
import type { Route } from '../../../src/lib/routing/routes.ts';
import { runTmpBase, TMPFS } from '../../../tests/run-tmp.ts';
import type { BuildFigures } from './build.ts';
import { buildSite } from './build.ts';
import { formsFigures } from './forms.ts';
import { chromePath } from './lighthouse.ts';
import { peersRuns } from './peers/run.ts';
import { markdownReport } from './report.ts';
import type { BenchReport } from './report-types.ts';
import { scaleRuns } from './scale.ts';
import { measureSite } from './site.ts';
import { evaluateTargets } from './targets.ts';
import { makeWorkspace } from './workspace.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cities: { type: 'string' },
    'scale-only': { type: 'boolean' },
    peers: { type: 'boolean' },
    keep: { type: 'boolean' },
  },
});
const peers = values.peers === true;
const scaleOnly = values['scale-only'] === true || peers;
const runs = scaleOnly ? 0 : Number(values.runs);
const cities = values.cities ?? (peers ? '1000,5000' : '0,1000,5000,20000');
const sizes = cities.split(',').filter(Boolean).map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 0))
  throw new Error(`--cities ${cities}: give whole numbers separated by commas, e.g. 0,1000,5000,20000.`);
// The browser is found (or installed) only for the parts that use it.
if (!scaleOnly) await import('../../../scripts/ensure-browser.ts');
const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const started = performance.now();
const loadAtStart = os.loadavg()[0];
// Lighthouse is installed apart from the site's packages (tools/bench): installed now, not after the builds, so a
// machine that cannot install it fails in seconds rather than minutes in.
if (runs > 0) ensureTool('bench', { log });
// The web editor's package too (codegen copies it), so the measured first build does not include installing it.
ensureTool('cms', { log });

// The copies and the peers' projects in memory when the machine has room, as the tests' (tests/run-tmp.ts): each
// turn removes thousands of pages then writes them anew, and on ext4 without a journal (this project's test machine)
// each new file's inode is sought past every one freed in the last minutes, which charged each builder for the number
// of files it writes, twice over, as kernel time (2.3 to 3.3 s of a 1,000-city build's 8 to 9 s of CPU here). A
// journalled disk skips that search; memory is the nearer of the two. The report says which it was. Only the copies
// go there: the tools the builds start keep their own caches in the system's temporary folder.
const tmpBase = runTmpBase();
const ws = makeWorkspace(process.cwd(), tmpBase);
log(`Working copy: ${ws.root}`);
try {
  const builds: BuildFigures[] = [];
  let site: Pick<BenchReport, 'pages' | 'routes' | 'islands'> = { pages: [], routes: [] };
  let forms: BenchReport['forms'];
  if (!scaleOnly) {
    log('Building the real site as after a clone (empty caches)…');
    builds.push(await buildSite(ws.root, 'Real site, first build after a clone', { validate: true, full: true }));
    log('Building it again (caches filled, nothing changed)…');
    builds.push(await buildSite(ws.root, 'Real site, rebuild', { validate: true }));
    const { routes } = (await import(pathToFileURL(path.join(ws.root, 'generated/routes.ts')).href)) as {
      routes: Route[];
    };
    site = await measureSite(path.join(ws.root, 'dist/client'), ws.root, routes, { runs, log });
    forms = await formsFigures(ws.root, log);
  } else {
    // The first build after a clone fills Vite's caches (the responsive images above all): done unmeasured, so the
    // first size is measured as in a full run, after the real site's builds.
    log('Building the real site once to fill the caches (not measured)…');
    await buildSite(ws.root, 'Filling the caches', { full: true });
  }
  const { scale, rebuild } = peers ? { scale: [], rebuild: undefined } : await scaleRuns(ws.root, sizes, log);
  const peerFigures = peers ? await peersRuns(ws.root, sizes, log, tmpBase) : undefined;

  const report: Omit<BenchReport, 'targets'> = {
    date: new Date().toISOString(),
    minutes: (performance.now() - started) / 60_000,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
      ...(scaleOnly
        ? {}
        : {
            chromium: execFileSync(chromePath(), ['--version'], {
              encoding: 'utf8',
              stdio: ['ignore', 'pipe', 'ignore'],
            }).trim(),
          }),
      loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
      files: fs.statfsSync(tmpBase).type === TMPFS ? 'memory' : 'disk',
    },
    builds,
    scale,
    ...(rebuild ? { rebuild } : {}),
    ...(forms ? { forms } : {}),
    ...(peerFigures ? { peers: peerFigures } : {}),
    ...site,
  };
  const full: BenchReport = { ...report, targets: evaluateTargets(report) };
  const markdown = markdownReport(full);
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync('reports/bench.json', `${JSON.stringify(full, null, 1)}\n`);
  fs.writeFileSync('reports/bench.md', markdown);
  console.log(markdown);
  log('Saved reports/bench.json and reports/bench.md.');
} finally {
  if (values.keep) log(`Kept ${ws.root}`);
  else ws.remove();
}
