/**
 * One pre-render process (scripts/build/prerender.ts): loads the server bundle once, then renders each page it is
 * sent with Vike's renderPage and writes it at once, so nothing accumulates however many pages there are; the pages
 * of a template after its first are rendered without Vike's per-page work (scripts/build/page-template.ts). It ends
 * when the build closes its channel. Arguments: the project root, the folder the pages are written to, `empty` when
 * that folder holds no page yet (else `kept`), `full` or `fill` (whether a template's pages may be filled from marked
 * markup: scripts/build/fill/template-fill.ts), and `early` when started before codegen has written the pages' data or
 * `bundling` when started before the bundle is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageContextServer } from 'vike/types';
import { CITY_PAGES_DIR } from '../../src/lib/routing/city-pages.ts';
import { href } from '../../src/lib/routing/hrefs.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { scriptHashesOf } from '../serve/inline-scripts.ts';
import { PAGES_OF_ONE, type PageJob, type TemplateFigures, type WorkerMessage } from './page-jobs.ts';
import type { Template } from './page-template.ts';
import { parkedDir, unparkPage, writeOver } from './parked-pages.ts';
import { cpuSeconds } from './vite-progress.ts';

const [root, clientDir, folder, filling, when] = process.argv.slice(2);
/** Whether dist/client may hold pages of an earlier build (else each existence check would be wasted: 0.1 ms a page). */
const kept = folder !== 'empty';
/** Whether the pages of the last build wait beside an emptied dist/client, read at the first page written. */
let parked: boolean | undefined;
/** Started while codegen runs, before its pages are known (startRenderers). */
const early = when === 'early';
const send = (m: WorkerMessage) => process.send!(m);

// Started while `vike build` makes the bundle: told when it is written (a message, listened for before this process
// says it waits, so none is missed), it meanwhile loads what the bundle imports from node_modules, in their
// production builds as the bundle's entry would choose them (0.1 s of a renderer's start).
if (when === 'bundling') {
  // The build stopped before its bundle was written (codegen found a mistake in the data and said which): there is
  // nothing to render, and waiting on would end the process with Node's warning about an unsettled await under the
  // marketer's list of mistakes.
  const stopped = () => process.exit(0);
  process.once('disconnect', stopped);
  const written = new Promise((resolve) =>
    process.once('message', (m) => {
      process.off('disconnect', stopped);
      resolve(m);
    }),
  );
  send({ waiting: true });
  await Promise.all([import('react'), import('react-dom/server'), import('vike/server')]);
  await written;
}

await import(pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href);
const { renderPage } = await import('vike/server');
// After the server bundle, which makes the run a production one: imported before it, React would load its development
// build (slower, and warning about attributes).
const { learnTemplate, renderWithTemplate } = await import('./page-template.ts');

/** Pages of this batch rendered through a learned template. */
let renderedDirectly = 0;

/** Pages filled before their template's filling stopped (a sampled page differed): rendered again in full. */
const redo: PageJob[] = [];

/** Why templates of this batch could not be learned (learnTemplate): the build prints them once each. */
let warnings: string[] = [];

/** How often progress is reported, in milliseconds. */
const PROGRESS_MS = 50;

/** Folders already made: thousands of pages share a few. */
const made = new Set<string>();

/** What each template's first page taught, by the job's template (null: its pages are all rendered by Vike). */
const templates = new Map<string, Template | null>();

/**
 * A page's HTML: through its template when one was learned (filled, in UTF-8, or rendered by React), else through Vike
 * (learning the template); with its inline script hashes when its template knows them.
 */
async function html(job: PageJob): Promise<{ page: string | Buffer; hashes?: string[]; filled?: boolean }> {
  const template = job.template === undefined ? null : templates.get(job.template);
  const direct = template ? await renderWithTemplate(template, job.url) : undefined;
  if (direct !== undefined) {
    renderedDirectly++;
    if (direct.warning) {
      warnings.push(direct.warning);
      // The pages this template filled before are rendered again, in full (its filling is off now).
      redo.push(...template!.filling.filledUrls.map((url) => ({ ...job, url, file: routeFile(url) })));
      template!.filling.filledUrls = [];
    }
    return { page: direct.html, hashes: direct.hashes, filled: direct.filled };
  }
  const pageContext = await renderPage({ urlOriginal: job.url });
  const { httpResponse } = pageContext;
  if (!httpResponse || httpResponse.statusCode !== job.status) {
    const cause = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering;
    throw new Error(
      `${job.url} answered ${httpResponse?.statusCode ?? 'nothing'} instead of ${job.status}${cause instanceof Error ? `: ${cause.stack ?? cause.message}` : ''}`,
    );
  }
  if (job.template !== undefined && !templates.has(job.template)) {
    const learned = await learnTemplate(pageContext as PageContextServer, httpResponse.body, (m) => warnings.push(m));
    if (learned && filling === 'full') learned.filling.off = 'every page rendered in full, as asked';
    templates.set(job.template, learned ?? null);
  }
  return { page: httpResponse.body };
}

/** Renders and writes a page; returns whether its file changed, and the hashes of its inline scripts (for the CSP). */
async function render(job: PageJob): Promise<{ changed: boolean; hashes: string[]; filled: boolean }> {
  const rendered = await html(job);
  // In UTF-8 once, for its scripts, the file it may equal and the file written.
  const page = typeof rendered.page === 'string' ? Buffer.from(rendered.page) : rendered.page;
  const filled = rendered.filled === true;
  const file = path.join(clientDir, job.file);
  const hashes = rendered.hashes ?? scriptHashesOf(page);
  // A page whose HTML did not change keeps its file and its date, so its compressed copies are not made again.
  if (kept && fs.existsSync(file) && fs.readFileSync(file).equals(page)) return { changed: false, hashes, filled };
  const dir = path.dirname(file);
  if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true });
  made.add(dir);
  // Over the page's own file when the new bundles set it aside: a new file costs the kernel far more (./parked-pages.ts).
  parked ??= !kept && fs.existsSync(parkedDir(clientDir));
  if (parked) unparkPage(clientDir, job.file);
  // A folder emptied with no page set aside holds none: a new file, without first trying to open an old one.
  if (kept || parked) writeOver(file, page);
  else fs.writeFileSync(file, page);
  return { changed: true, hashes, filled };
}

process.on('message', async (jobs: PageJob[]) => {
  try {
    let changed = 0;
    renderedDirectly = 0;
    warnings = [];
    const kinds: Record<string, TemplateFigures> = {};
    const hashes: Record<string, string[]> = {};
    let unreported = 0;
    let reportedAt = performance.now();
    // The batch's CPU time is shared among its templates by the time each page took: reading it for every page
    // (a system call) cost 6% of a renderer.
    const batchCpu = process.cpuUsage();
    const batchStart = performance.now();
    const took = new Map<TemplateFigures, number>();
    for (const job of jobs) {
      const started = performance.now();
      const page = await render(job);
      // Pages written again in full, counted once already.
      for (const again of redo.splice(0)) {
        const page = await render(again);
        hashes[again.file] = page.hashes;
      }
      const name = job.template ?? PAGES_OF_ONE;
      kinds[name] ??= { pages: 0, filled: 0, ms: 0 };
      const kind = kinds[name];
      kind.pages++;
      if (page.filled) kind.filled++;
      took.set(kind, (took.get(kind) ?? 0) + performance.now() - started);
      unreported++;
      if (performance.now() - reportedAt >= PROGRESS_MS) {
        send({ pages: unreported });
        unreported = 0;
        reportedAt = performance.now();
      }
      if (page.changed) changed++;
      if (page.hashes.length) hashes[job.file] = page.hashes;
    }
    if (unreported) send({ pages: unreported });
    const used = process.cpuUsage(batchCpu);
    const wall = performance.now() - batchStart;
    for (const [kind, ms] of took) kind.ms = ((used.user + used.system) / 1000) * (ms / wall);
    send({
      done: jobs.length,
      changed,
      direct: renderedDirectly,
      kinds,
      hashes,
      warnings,
      peakMB: Math.round(process.resourceUsage().maxRSS / 1024),
      cpuSeconds: cpuSeconds(),
    });
  } catch (error) {
    send({ error: error instanceof Error ? (error.stack ?? error.message).replace(/^Error: /, '') : String(error) });
  }
});
send({ ready: true });

// A renderer started before its pages are known (alongside codegen) renders a city page once and drops it, so its
// first real pages run compiled code. The page is whichever generated/ holds while codegen replaces it: any error
// (the folder being swapped) is of no consequence.
if (early) {
  try {
    const dir = path.join(root, 'generated', CITY_PAGES_DIR);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('-fl.json'));
    if (file) await renderPage({ urlOriginal: `${href.serviceAreas}/${file.replace(/\.json$/, '')}` });
  } catch {
    // Nothing to warm up with: the first pages are rendered cold.
  }
}
