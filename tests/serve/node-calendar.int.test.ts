/**
 * `npm start`'s reading thread for the owner's calendar feed (src/server/calendar/node-calendar.ts): stopped past its
 * budget of CPU time, whatever the clock says, and past its deadline on the clock however little CPU it used; a feed
 * within both is read. Starts worker threads: integration.
 */
import { describe, expect, it } from 'vitest';
import { FeedStopped } from '../../src/server/calendar/calendar-words.ts';
import { threadReader } from '../../src/server/calendar/node-calendar.ts';
import { hostileFeeds } from '../hostile-feeds.ts';

const NOW = Date.now();
const span = { from: NOW, to: NOW + 15 * 86_400_000 };
// 2,000 moved dates of one daily event: about 0.6 s of CPU, the thread's start included.
const moved = hostileFeeds.moved(NOW);
const stopped = (read: Promise<unknown>) =>
  read.then(
    () => 'read',
    (error) => (error instanceof FeedStopped ? error.failure : String(error)),
  );

describe("the calendar feed's reading thread", () => {
  it('reads a feed within its CPU time and deadline', async () => {
    const read = await threadReader(3_000, 60_000)(moved, span, 'America/New_York');
    expect(read.busy.length).toBeGreaterThan(0);
  });
  it('is stopped once its CPU time passes the budget, long before the deadline', async () => {
    const t = performance.now();
    expect(await stopped(threadReader(100, 60_000)(moved, span, 'America/New_York'))).toEqual({
      why: 'deadline',
      ms: 100,
    });
    expect(performance.now() - t).toBeLessThan(30_000);
  });
  it('is stopped at the deadline on the clock, whatever CPU time it used', async () => {
    expect(await stopped(threadReader(60_000, 50)(moved, span, 'America/New_York'))).toEqual({
      why: 'deadline',
      ms: 50,
    });
  });
});
