import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { routeFile } from '../../src/lib/serving-rules.ts';

/** A page to render: its URL, the file it is written to under dist/client, and the status it must answer with. */
export interface PageJob {
  url: string;
  file: string;
  status: number;
}

export type WorkerMessage = { ready: true } | { done: number; changed: number; hashes: Record<string, string[]> } | { error: string };

/** The site's 404 page: what Vike renders for an address no route matches. */
export const NOT_FOUND_JOB: PageJob = { url: '/__no-such-page__', file: '404.html', status: 404 };

export const pageJob = (url: string): PageJob => ({ url, file: routeFile(url), status: 200 });

/** Each worker's old-generation heap: the server bundle, React and a page at a time fit many times over. */
const WORKER_HEAP_MB = 128;
/**
 * Each worker's young generation (where a page's short-lived objects are made). Left to V8 it grew to take most of
 * a worker's memory at 20,000 cities (614 MB for the render step, 392 MB with this cap), for 15% more time.
 */
const WORKER_YOUNG_MB = 16;

/** Pages handed to a worker at a time: small enough to keep both busy to the end, large enough to cost no messaging. */
const BATCH = 25;

/**
 * Renders pages to static HTML with Vike's renderPage (after `vike build`) in worker threads, one per core: each
 * loads the server bundle once, renders a batch, writes each page as it is rendered, then asks for the next batch.
 * Memory stays what one page needs, whatever the page count (Vike's own prerender keeps every page until the end),
 * and both cores work. Returns how many files changed, and each page's inline script hashes by file.
 */
export async function prerender(o: { root: string; jobs: PageJob[]; onProgress?: (done: number) => void; workers?: number }): Promise<{ changed: number; hashes: Record<string, string[]> }> {
  const clientDir = path.join(o.root, 'dist/client');
  const queue = [...o.jobs];
  const count = Math.max(1, Math.min(o.workers ?? os.availableParallelism(), Math.ceil(queue.length / BATCH)));
  let done = 0;
  let changed = 0;
  const hashes: Record<string, string[]> = {};
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./prerender-worker.ts', import.meta.url), {
        workerData: { root: o.root, clientDir },
        // A page needs a few MB; without a limit V8 lets garbage pile up to a large share of the machine's memory
        // before collecting it, so the memory a build takes would grow with its page count.
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
      });
      const next = () => {
        const batch = queue.splice(0, BATCH);
        if (batch.length) worker.postMessage(batch);
        else void worker.terminate().then(() => resolve());
      };
      worker.on('message', (m: WorkerMessage) => {
        if ('error' in m) {
          void worker.terminate();
          reject(new Error(`Pre-rendering failed: ${m.error}`));
          return;
        }
        if ('done' in m) {
          done += m.done;
          changed += m.changed;
          Object.assign(hashes, m.hashes);
          o.onProgress?.(done);
        }
        next();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => code !== 0 && code !== 1 && reject(new Error(`A pre-render worker stopped with exit code ${code}.`)));
    });
  await Promise.all(Array.from({ length: count }, run));
  return { changed, hashes };
}
