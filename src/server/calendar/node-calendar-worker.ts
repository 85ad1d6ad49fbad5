/**
 * The worker thread that reads the owner's calendar feed on `npm start` (./node-calendar.ts): the text and the span
 * come as its data, the busy times or the reason the feed was refused go back as one message. Loaded by Node itself,
 * whose type stripping runs this file and what it imports: they keep to erasable TypeScript (tsconfig.json).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { busyTimes, FeedRefused } from './calendar-busy.ts';

const { text, span, timeZone } = workerData as { text: string; span: { from: number; to: number }; timeZone: string };
try {
  parentPort?.postMessage({ read: busyTimes(text, span, timeZone) });
} catch (error) {
  if (!(error instanceof FeedRefused)) throw error;
  parentPort?.postMessage({ refused: error.why });
}
