/**
 * How `npm start` reads the owner's calendar feed (./owner-calendar.ts): off the thread that answers visitors, in a
 * worker thread of its own for each read (./node-calendar-worker.ts) with a deadline and a memory limit, terminated
 * when late, so that no feed can hold the server (an endless rule held its one thread at 100 %, ignoring SIGTERM) or
 * fill its heap; and a redirect's host name checked by what Node's DNS resolves it to (./calendar-fetch.ts).
 */
import { lookup } from 'node:dns/promises';
import { Worker } from 'node:worker_threads';
import { type FeedBusy, FeedRefused, type RefusedWhy } from './calendar-busy.ts';
import { FeedStopped } from './calendar-words.ts';
import type { FeedReader, OwnerCalendarOptions } from './owner-calendar.ts';

/** The longest one reading may take, its thread's start included (the counted steps take about 1.4 s at most). */
export const READ_DEADLINE_MS = 3000;
/** The reading thread's heap: a 2 MB feed of the most lines allowed takes about 30 MB. */
export const READ_MEMORY_MB = 96;

/** Reads a feed's text in a worker thread within `deadlineMs` and `memoryMb`. */
export function threadReader(deadlineMs = READ_DEADLINE_MS, memoryMb = READ_MEMORY_MB): FeedReader {
  return (text, span, timeZone) =>
    new Promise<FeedBusy>((resolve, reject) => {
      // No execArgv of this process (a loader, the test runner's flags): Node strips the types of the files itself.
      const worker = new Worker(new URL('./node-calendar-worker.ts', import.meta.url), {
        workerData: { text, span, timeZone },
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      });
      // A signal that stops the server does not wait for a reading.
      worker.unref();
      const end = (settle: () => void) => {
        clearTimeout(timer);
        void worker.terminate();
        settle();
      };
      const timer = setTimeout(
        () => end(() => reject(new FeedStopped({ why: 'deadline', ms: deadlineMs }))),
        deadlineMs,
      );
      worker.once('message', (m: { read?: FeedBusy; refused?: RefusedWhy }) =>
        end(() => (m.read ? resolve(m.read) : reject(new FeedRefused(m.refused ?? 'not-calendar')))),
      );
      worker.once('error', (error: Error & { code?: string }) =>
        end(() =>
          reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FeedStopped({ why: 'memory', mb: memoryMb }) : error),
        ),
      );
      worker.once('exit', (code) => end(() => reject(new Error(`the reading thread ended (code ${code})`))));
    });
}

/** The addresses a name resolves to, all of them (IPv4 and IPv6). */
const resolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

/** `npm start`'s way of reading the feed. */
export const nodeCalendarReading = (): Pick<OwnerCalendarOptions, 'read' | 'resolve'> => ({
  read: threadReader(),
  resolve,
});
