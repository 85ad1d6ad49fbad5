/**
 * What the windows are offered against after a read of the owner's calendar feed (./owner-calendar.ts): the read when
 * it worked (it becomes the last good copy); when it did not, the last good copy while it is younger than
 * LAST_GOOD_MS; after that none: no window is offered at all (the form still takes requests without one), since
 * offering the schedule's windows without his busy times books him twice. Pure: the instance keeps the copy.
 */
import type { Busy } from '../../lib/calendar/availability.ts';

/**
 * How long a copy of the feed stands in for a feed that cannot be read: a busy time the owner adds meanwhile is not
 * seen, so this is the longest he can be booked over one. Three hours covers a calendar server's usual outage (a
 * secret address answering 5xx, a timeout) without leaving a morning's changes unseen until the afternoon.
 */
export const LAST_GOOD_MS = 3 * 60 * 60 * 1000;

/** A read that worked: when, and its busy times. */
export interface GoodCopy {
  at: number;
  busy: Busy[];
}

/** One read's outcome, as ./owner-calendar.ts makes it. */
export interface FeedOutcome {
  busy: Busy[];
  error?: string;
  leftOut?: string;
}

/** The outcome the windows follow: the read, the last good copy (read at `lastGoodAt`), or none (`noWindows`). */
export type Standing<R extends FeedOutcome> = R & { lastGoodAt?: number; noWindows?: boolean };

export function standingAfter<R extends FeedOutcome>(
  read: R,
  good: GoodCopy | undefined,
  now: number,
  bound = LAST_GOOD_MS,
): { read: Standing<R>; good: GoodCopy | undefined } {
  if (read.error === undefined) return { read, good: { at: now, busy: read.busy } };
  if (good && now - good.at <= bound) return { read: { ...read, busy: good.busy, lastGoodAt: good.at }, good };
  return { read: { ...read, busy: [], noWindows: true, ...(good ? { lastGoodAt: good.at } : {}) }, good };
}
