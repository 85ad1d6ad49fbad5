/**
 * How `npm start` reads the owner's calendar feed (./owner-calendar.ts): off the thread that answers visitors, in a
 * worker thread of its own for each read (./node-calendar-worker.ts) with a budget of CPU time, a deadline and a memory
 * limit, terminated past any of them, so that no feed can hold the server (an endless rule held its one thread at
 * 100 %, ignoring SIGTERM) or fill its heap; and a redirect's host name checked by what Node's DNS resolves it to
 * (./calendar-fetch.ts).
 */
import { lookup } from 'node:dns/promises';
import { Worker } from 'node:worker_threads';
import { type FeedBusy, FeedRefused, type RefusedWhy } from './calendar-busy.ts';
import { FeedStopped } from './calendar-words.ts';
import type { FeedReader, OwnerCalendarOptions } from './owner-calendar.ts';

/**
 * The CPU time one reading may use, its thread's start included (the counted steps take about 1.4 s at most). Counted
 * in the thread's CPU time, not the clock's: on a busy machine an honest feed read in 0.6 s of CPU took over 3 s of
 * the clock, and was refused as too costly, its busy times then left out of the windows offered.
 */
export const READ_CPU_MS = 3000;
/** The longest a visitor waits for one reading, however busy the machine: past it the thread is ended too. */
export const READ_DEADLINE_MS = 10_000;
/** How often the reading thread's CPU time is read. */
const CPU_CHECK_MS = 100;
/** The reading thread's heap: a 2 MB feed of the most lines allowed takes about 30 MB. */
export const READ_MEMORY_MB = 96;

/** Reads a feed's text in a worker thread within `cpuMs` of its CPU time, `deadlineMs` and `memoryMb`. */
export function threadReader(
  cpuMs = READ_CPU_MS,
  deadlineMs = READ_DEADLINE_MS,
  memoryMb = READ_MEMORY_MB,
): FeedReader {
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
      let ended = false;
      const end = (settle: () => void) => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        clearInterval(cpuCheck);
        void worker.terminate();
        settle();
      };
      // The bound that stopped it: the thread's CPU time or the clock's.
      const late = (ms: number) => end(() => reject(new FeedStopped({ why: 'deadline', ms })));
      const timer = setTimeout(() => late(deadlineMs), deadlineMs);
      // Read from this thread while the reading thread runs, even inside a loop that never returns.
      const cpuCheck = setInterval(() => {
        worker.cpuUsage().then(
          ({ user, system }) => (user + system) / 1000 > cpuMs && late(cpuMs),
          () => {},
        );
      }, CPU_CHECK_MS);
      cpuCheck.unref();
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
