/**
 * Benchmark: measures the site as visitors and builds experience it, against the targets of issue #9.
 *
 * Steps:
 *  1. copy the project into a temporary folder (packages linked, build caches empty, as after a clone);
 *  2. build the real site there twice, measured: the first build after a clone, then a rebuild;
 *  3. serve the build with the production server and weigh every page (HTML, CSS, JS gzip; images above the fold
 *     on a phone), and run Lighthouse (mobile, simulated throttling) on one page of each kind, medians of 3 runs;
 *  4. load the forms: requests/s and posts on `npm start`, kill -9 during posts, posts through wrangler and D1;
 *  5. add 1,000 then 5,000 generated cities and time validation and the whole build, with peak memory;
 *  6. check the targets, save reports/bench.json and reports/bench.md and print the Markdown.
 * It takes about 10 minutes on a 2-core machine. The checkout itself is not built or changed (except reports/).
 *
 * Usage: tsx scripts/bench.ts [--runs 3] [--cities 1000,5000] [--keep]
 *   --runs 0       skip Lighthouse;   --cities ''   skip the scale runs;   --keep   keep the temporary copy
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Route } from '../src/lib/routes.ts';
import { buildSite } from './bench/build.ts';
import { chromePath } from './bench/lighthouse.ts';
import { markdownReport } from './bench/report.ts';
import type { BenchReport } from './bench/report-types.ts';
import { scaleRuns } from './bench/scale.ts';
import { measureSite } from './bench/site.ts';
import { formsFigures } from './bench/forms.ts';
import { evaluateTargets } from './bench/targets.ts';
import { makeWorkspace } from './bench/workspace.ts';
import { ensureTool } from './tool-packages.ts';
import './ensure-browser.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, cities: { type: 'string', default: '1000,5000' }, keep: { type: 'boolean' } } });
const runs = Number(values.runs);
const sizes = values.cities.split(',').filter(Boolean).map(Number);
const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const started = performance.now();
const loadAtStart = os.loadavg()[0];
// Lighthouse is installed apart from the site's packages (tools/bench): installed now, not after the builds, so a
// machine that cannot install it fails in seconds rather than minutes in.
if (runs > 0) ensureTool('bench', { log });
// The web editor's package too (codegen copies it), so the measured first build does not include installing it.
ensureTool('cms', { log });

const ws = makeWorkspace(process.cwd());
log(`Working copy: ${ws.root}`);
try {
  log('Building the real site as after a clone (empty caches)…');
  const cold = await buildSite(ws.root, 'Real site, first build after a clone', { validate: true });
  log('Building it again (caches filled)…');
  const warm = await buildSite(ws.root, 'Real site, rebuild', { validate: true });
  const { routes } = (await import(pathToFileURL(path.join(ws.root, 'generated/routes.ts')).href)) as { routes: Route[] };
  const site = await measureSite(path.join(ws.root, 'dist/client'), ws.root, routes, { runs, log });
  const forms = await formsFigures(ws.root, log);
  const scale = await scaleRuns(ws.root, sizes, log);

  const report: Omit<BenchReport, 'targets'> = {
    date: new Date().toISOString(),
    minutes: (performance.now() - started) / 60_000,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
      chromium: execFileSync(chromePath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
      loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
    },
    builds: [cold, warm],
    scale,
    forms,
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
