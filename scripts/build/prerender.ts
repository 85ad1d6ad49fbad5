import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { PageJob, TemplateFigures, WorkerMessage } from './page-jobs.ts';
import { RENDER_BATCH as BATCH, NODE_FLAGS, PAGES_PER_STARTED_RENDERER } from './plan.ts';

/** What a run of renderers reports: see prerender. */
export interface Rendered {
  changed: number;
  direct: number;
  /** Pages by template ('pages of one' for the others), with the CPU time they took (page-jobs.ts TemplateFigures). */
  kinds: Record<string, TemplateFigures>;
  hashes: Record<string, string[]>;
  /** Why pages were rendered the slow way (learnTemplate), each once however many processes found it. */
  warnings: string[];
  peakMB: number;
  /** CPU seconds of the render processes, their starts included. */
  cpuSeconds: number;
}

/** Render processes started before their pages are known (startRenderers): they load the server bundle meanwhile. */
export interface Renderers {
  /** Renders the jobs (once); each process ends when no batch is left for it. */
  render(jobs: PageJob[], onProgress?: (done: number) => void): Promise<Rendered>;
  /** Ends the processes unused (the bundles they loaded are being replaced). */
  stop(): Promise<void>;
  /** Tells processes started with `bundling` that the bundle is written (render() does too). */
  release(): void;
}

/**
 * Renders pages to static HTML with Vike's renderPage (after `vike build`) in child processes, one per core: each
 * loads the server bundle once, renders a batch, writes each page as it is rendered, then asks for the next batch.
 * Memory stays what one page needs, whatever the page count (Vike's own prerender keeps every page until the end),
 * and both cores work. Processes rather than worker threads: a process gives all its memory back when it ends,
 * where a thread's freed memory stayed with the build (another 250 MB at 20,000 cities). Returns how many files
 * changed, how many were rendered from a learned template (without Vike's per-page work), each page's inline script
 * hashes by file, and the largest render process's peak memory.
 */
export async function prerender(o: {
  root: string;
  jobs: PageJob[];
  onProgress?: (done: number) => void;
  renderers?: number;
  /** dist/client holds no page yet (a new bundle emptied it): each page is written without looking for its old file. */
  empty?: boolean;
  /** Every page rendered by React, none filled from its template's marked markup (fill/template-fill.ts): for tests. */
  full?: boolean;
}): Promise<Rendered> {
  const count = Math.max(1, Math.min(o.renderers ?? os.availableParallelism(), Math.ceil(o.jobs.length / BATCH)));
  return startRenderers({ root: o.root, count, max: count, empty: o.empty, full: o.full }).render(o.jobs, o.onProgress);
}

/**
 * Starts `count` render processes (one per core unless told) before the pages are known: a build that keeps its
 * bundles starts them while codegen runs, so loading the server bundle (0.2 s each) overlaps codegen.
 */
export function startRenderers(o: {
  root: string;
  /** Processes started now (one per core unless told). */
  count?: number;
  /** The most processes render() may run (one per core unless told). */
  max?: number;
  empty?: boolean;
  /** Started before codegen has written the pages' data: each renders a page to warm up (prerender-worker.ts). */
  early?: boolean;
  /** Started before the bundle is written: each loads what it can, then waits for release(). */
  bundling?: boolean;
  full?: boolean;
}): Renderers {
  const clientDir = path.join(o.root, 'dist/client');
  const children: ReturnType<typeof fork>[] = [];
  // A process says `ready` once it has loaded the bundle, maybe before render() is called; it is sent its first
  // batch then (a message sent earlier would arrive before it listens). An error before render() shows as its exit.
  const ready = new Set<ReturnType<typeof fork>>();
  // Processes waiting for the bundle, told once it is written (at once for one that says so later).
  let released = false;
  const waiting = new Set<ReturnType<typeof fork>>();
  const release = () => {
    released = true;
    for (const child of waiting) child.send({ bundled: true });
    waiting.clear();
  };
  const start = (when?: 'early' | 'bundling') => {
    const child = fork(
      path.join(import.meta.dirname, 'prerender-worker.ts'),
      [o.root, clientDir, o.empty ? 'empty' : 'kept', o.full ? 'full' : 'fill', ...(when ? [when] : [])],
      {
        cwd: o.root,
        // Node runs the renderer's TypeScript itself (type stripping; tsconfig.json allows only syntax it can
        // strip): through tsx's loader a renderer took twice as long to start and 50 MB more.
        execArgv: [...NODE_FLAGS.renderer],
        serialization: 'advanced',
      },
    );
    child.on('error', () => {});
    child.on('message', (m: WorkerMessage) => {
      if ('ready' in m) ready.add(child);
      if ('waiting' in m) {
        if (released) child.send({ bundled: true });
        else waiting.add(child);
      }
    });
    children.push(child);
  };
  const when = o.bundling ? 'bundling' : o.early ? 'early' : undefined;
  for (let i = 0; i < (o.count ?? os.availableParallelism()); i++) start(when);
  const ended = (child: ReturnType<typeof fork>) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    for (const child of children) child.kill();
    await Promise.all(children.map(ended));
  };
  const render = async (jobs: PageJob[], onProgress?: (done: number) => void): Promise<Rendered> => {
    release();
    // More processes when the pages are many: each new one takes 0.2 s to load the bundle, in which one already
    // loaded renders dozens of pages.
    const wanted = Math.min(o.max ?? os.availableParallelism(), Math.ceil(jobs.length / PAGES_PER_STARTED_RENDERER));
    while (children.length < wanted) start();
    const queue = [...jobs];
    let done = 0;
    const result: Rendered = { changed: 0, direct: 0, kinds: {}, hashes: {}, warnings: [], peakMB: 0, cpuSeconds: 0 };
    const cpuOf = new Map<ReturnType<typeof fork>, number>();
    const run = (child: ReturnType<typeof fork>) =>
      new Promise<void>((resolve, reject) => {
        let finished = false;
        const next = () => {
          const batch = queue.splice(0, BATCH);
          if (batch.length) child.send(batch);
          else {
            finished = true;
            child.disconnect();
          }
        };
        child.on('message', (m: WorkerMessage) => {
          if ('error' in m) {
            reject(new Error(`Pre-rendering failed: ${m.error}`));
            return;
          }
          // Answered by start()'s listener: the bundle is written.
          if ('waiting' in m) return;
          if ('pages' in m) {
            done += m.pages;
            onProgress?.(done);
            return;
          }
          if ('done' in m) {
            result.changed += m.changed;
            result.direct += m.direct;
            for (const [name, k] of Object.entries(m.kinds)) {
              result.kinds[name] ??= { pages: 0, filled: 0, ms: 0 };
              const sum = result.kinds[name];
              sum.pages += k.pages;
              sum.filled += k.filled;
              sum.ms += k.ms;
            }
            result.peakMB = Math.max(result.peakMB, m.peakMB);
            cpuOf.set(child, m.cpuSeconds);
            Object.assign(result.hashes, m.hashes);
            for (const w of m.warnings) if (!result.warnings.includes(w)) result.warnings.push(w);
          }
          next();
        });
        child.on('error', reject);
        const exited = (code: number | null, signal: NodeJS.Signals | null) => {
          if (finished && code === 0) resolve();
          else
            reject(
              new Error(
                `A pre-render process stopped ${signal ? `by ${signal}` : `with exit code ${code}`} before its pages were done.`,
              ),
            );
        };
        if (child.exitCode !== null || child.signalCode !== null) exited(child.exitCode, child.signalCode);
        else child.on('exit', exited);
        // A process that said `ready` before now gets its first batch here; any other when it says so (above).
        if (ready.has(child)) next();
      });
    try {
      await Promise.all(children.map(run));
    } finally {
      await stop();
    }
    result.cpuSeconds = [...cpuOf.values()].reduce((a, b) => a + b, 0);
    return result;
  };
  return { render, stop, release };
}
