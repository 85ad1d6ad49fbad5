import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { addBatch, type PageJob, type Rendered, type WorkerMessage } from './page-jobs.ts';
import { pageQueue } from './page-queue.ts';
import { RENDER_BATCH as BATCH, NODE_FLAGS, PAGES_PER_STARTED_RENDERER, renderersBesideCodegen } from './plan.ts';

export type { Rendered } from './page-jobs.ts';

/** Render processes started before their pages are known (startRenderers): they load the server bundle meanwhile. */
export interface Renderers {
  /** Renders these jobs before the rest are known (the bundled pages, while codegen runs); render() reports them. */
  begin(jobs: PageJob[]): void;
  /** Starts the processes `pages` pages warrant (as render() does), to load the bundle before the pages are known. */
  grow(pages: number): void;
  /** Renders the jobs (once), after those begun; each process ends when no batch is left for it. */
  render(jobs: PageJob[], onProgress?: (done: number) => void): Promise<Rendered>;
  /** Ends the processes unused (the bundles they loaded are being replaced). */
  stop(): Promise<void>;
  /** Tells processes started with `bundling` that the bundle is written (render() does too). */
  release(): void;
}

/**
 * Renders pages to static HTML with Vike's renderPage in child processes, one per core: each loads the server bundle
 * once and writes each page of a batch as it renders it, then asks for the next. Memory stays what one page needs
 * (Vike's own prerender keeps every page to the end), and a process gives all its memory back when it ends, where a
 * worker thread's stayed with the build (250 MB more at 20,000 cities). Returns the batches' sums (page-jobs.ts).
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
  /**
   * Processes started once the first is ready; started `early` (while codegen runs), no more than the cores codegen
   * leaves free allow (plan.ts renderersBesideCodegen): the others start in render() when the pages warrant them.
   */
  followers?: number;
  /** The most processes render() may run (one per core unless told). */
  max?: number;
  empty?: boolean;
  /** Started before codegen has written the pages' data: each renders a page to warm up (prerender-worker.ts). */
  early?: boolean;
  /** Started before the bundle is written: each loads what it can, then waits for release(). */
  bundling?: boolean;
  full?: boolean;
}): Renderers {
  type Child = ReturnType<typeof fork>;
  const clientDir = path.join(o.root, 'dist/client');
  const children: Child[] = [];
  const exits: Promise<void>[] = [];
  // A process asks for a batch once it has loaded the bundle (`ready`) and after each batch; with none queued it
  // waits (idle) until begin() or render() queues some, and once render() was called it is told to end.
  const queue = pageQueue<Child>(BATCH);
  const idle = new Set<Child>();
  const ended = new Set<Child>();
  let closed = false;
  let stopping = false;
  let failure: Error | undefined;
  let done = 0;
  let onProgress: ((done: number) => void) | undefined;
  const result: Rendered = { changed: 0, direct: 0, kinds: {}, hashes: {}, warnings: [], peakMB: 0, cpuSeconds: 0 };
  const cpuOf = new Map<Child, number>();
  // render() waits for every process to be told to end, or for a failure: woken at each.
  let wake = () => {};
  const fail = (error: Error) => {
    failure ??= error;
    wake();
  };
  const feed = (child: Child) => {
    const batch = queue.next(child);
    if (batch.length) child.send(batch);
    else if (!closed) idle.add(child);
    else if (child.connected) {
      ended.add(child);
      child.disconnect();
      wake();
    }
  };
  const feedIdle = () => {
    for (const child of [...idle]) {
      idle.delete(child);
      feed(child);
    }
  };
  // Processes waiting for the bundle, told once it is written (at once for one that says so later).
  let released = false;
  const waiting = new Set<Child>();
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
        // With the build's own start module (its compile cache and its modules' resolution kept: 0.3 to 0.4 s less of
        // the renderers' CPU at + 1,000 cities, decision 86), by its path: the folder a renderer works in may hold none.
        execArgv: [...NODE_FLAGS.renderer, '--import', path.join(import.meta.dirname, '../compile-cache.mjs')],
        // React's production build whoever started the build (a test runner sets NODE_ENV=test): its development
        // build writes the same pages half as fast again.
        env: { ...process.env, NODE_ENV: 'production' },
        serialization: 'advanced',
      },
    );
    child.on('error', fail);
    child.on('message', (m: WorkerMessage) => {
      if ('waiting' in m) {
        if (released) child.send({ bundled: true });
        else waiting.add(child);
      } else if ('ready' in m) {
        if (children.length === 1) for (let i = 0; i < followers; i++) start();
        feed(child);
      } else if ('error' in m) fail(new Error(`Pre-rendering failed: ${m.error}`));
      else if ('pages' in m) {
        done += m.pages;
        onProgress?.(done);
      } else if ('done' in m) {
        addBatch(result, m);
        cpuOf.set(child, m.cpuSeconds);
        feed(child);
      }
    });
    exits.push(
      new Promise<void>((resolve) =>
        child.once('exit', (code, signal) => {
          if (!stopping && !(ended.has(child) && code === 0))
            fail(
              new Error(
                `A pre-render process stopped ${signal ? `by ${signal}` : `with exit code ${code}`} before its pages were done.`,
              ),
            );
          resolve();
        }),
      ),
    );
    children.push(child);
  };
  const when = o.bundling ? 'bundling' : o.early ? 'early' : undefined;
  const count = o.count ?? os.availableParallelism();
  const beside = renderersBesideCodegen(os.availableParallelism()) - count;
  const followers = Math.min(o.followers ?? 0, o.early ? beside : Number.POSITIVE_INFINITY);
  for (let i = 0; i < count; i++) start(when);
  const stop = async () => {
    stopping = true;
    for (const child of children) child.kill();
    await Promise.all(exits);
  };
  const begin = (jobs: PageJob[]) => {
    queue.add(jobs);
    feedIdle();
  };
  // More processes when the pages are many: one loads the bundle in 0.2 s, in which one loaded renders dozens.
  const grow = (pages: number) => {
    const wanted = Math.min(o.max ?? os.availableParallelism(), Math.ceil(pages / PAGES_PER_STARTED_RENDERER));
    while (children.length < wanted) start();
  };
  const render = async (jobs: PageJob[], progress?: (done: number) => void): Promise<Rendered> => {
    release();
    onProgress = progress;
    if (done) onProgress?.(done);
    grow(jobs.length);
    queue.add(jobs);
    closed = true;
    feedIdle();
    // Every process is told to end once no batch is left (it has written its pages then), or one fails (and the
    // others are ended too).
    while (exits.length > ended.size && !failure) await new Promise<void>((resolve) => (wake = resolve));
    if (!failure) await Promise.all(exits);
    await stop();
    if (failure) throw failure;
    result.cpuSeconds = [...cpuOf.values()].reduce((a, b) => a + b, 0);
    return result;
  };
  return { begin, grow, render, stop, release };
}
