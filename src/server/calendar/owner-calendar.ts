/**
 * The times the owner's own calendar shows busy (OWNER_CALENDAR_ICS_URL: the private iCal address Google Calendar,
 * Outlook and Apple Calendar publish). The feed is someone else's server, and anyone whose invitation lands in the
 * owner's calendar writes part of it, so each step is bounded: the fetch (./calendar-fetch.ts: time, size, redirects),
 * the reading (./calendar-busy.ts: lines, steps, busy times, no zone from the feed), and on `npm start` the reading runs
 * in a worker thread with a deadline and a memory limit (./calendar-thread.ts), off the thread that answers visitors.
 * What was read is kept for CACHE_MS per instance, a failure too, so no visitor waits on it more than once in a while.
 * A feed that cannot be read is stood in for by the last good copy for a while, then no window is offered
 * (./calendar-standing.ts); the owner is told by one e-mail (./calendar-feed-down.ts), in the log and on
 * /admin/stats through each read's outcome, which `record` keeps (./calendar-feed-log.ts), in words of the site's own
 * (./calendar-words.ts).
 */

import type { FeedVisit } from '../../lib/booking/feed-moves.ts';
import type { Busy } from '../../lib/calendar/availability.ts';
import { busyTimes, type FeedBusy, FeedRefused } from './calendar-busy.ts';
import { FeedUnread, type FetchOptions, fetchFeed } from './calendar-fetch.ts';
import { type GoodCopy, standingAfter } from './calendar-standing.ts';
import { type FeedFailure, FeedStopped, leftOutWords, unreadWords } from './calendar-words.ts';

/**
 * How long a read stands per instance: a busy time the owner adds is offered for at most this long after his calendar
 * publishes it (it was five minutes). A read is one bounded fetch, so an instance asks his calendar's server at most
 * once a minute, and only while visitors ask for windows.
 */
export const CACHE_MS = 60 * 1000;

/** The outcome of one read of the feed, as the windows follow it (./calendar-standing.ts). */
export interface CalendarRead {
  busy: Busy[];
  /** Why the feed could not be read, in words for the owner; undefined when it was. */
  error?: string;
  /** The events left out of a feed that was read, in words for the owner; undefined when none was. */
  leftOut?: string;
  /** The site's own visits in the feed, where the owner has them (a read that worked). */
  visits?: FeedVisit[];
  /** The feed could not be read: the last good copy was read at this time (ms); its busy times are these unless noWindows. */
  lastGoodAt?: number;
  /** The feed could not be read and no copy is recent enough: no window is offered. */
  noWindows?: boolean;
}

export type Span = { from: number; to: number };
/** Reads a feed's text into its busy times within `span`; rejects with FeedRefused or FeedStopped. */
export type FeedReader = (text: string, span: Span, timeZone: string) => Promise<FeedBusy>;

/** Reads the feed in the request (Cloudflare, Netlify): only its counted steps bound it there. */
export const readInline: FeedReader = async (text, span, timeZone) => busyTimes(text, span, timeZone);

export interface OwnerCalendarOptions extends FetchOptions {
  now: number;
  timeZone: string;
  /** How the text is read (readInline by default; a worker thread on `npm start`). */
  read?: FeedReader;
  /** Keeps the outcome of a read (not of an answer from the cache); a failure to keep it is only logged. */
  record?: (read: CalendarRead) => Promise<void>;
}

const failureOf = (error: unknown): FeedFailure => {
  if (error instanceof FeedStopped) return error.failure;
  if (error instanceof FeedUnread) return { why: error.why, status: error.status };
  if (error instanceof FeedRefused) return { why: error.why };
  console.error("Owner's calendar (OWNER_CALENDAR_ICS_URL), an unexpected error:", error);
  return { why: 'not-calendar' };
};

/** One read of the feed at `url`: its busy times within `span`, or why it could not be read. Never rejects. */
export async function readOwnerCalendar(url: string, span: Span, o: OwnerCalendarOptions): Promise<CalendarRead> {
  try {
    const text = await fetchFeed(url, o);
    const read = await (o.read ?? readInline)(text, span, o.timeZone);
    const leftOut = leftOutWords(read, o.timeZone);
    if (leftOut) console.error(`Owner's calendar (OWNER_CALENDAR_ICS_URL): ${leftOut}`);
    return { busy: read.busy, leftOut, ...(read.visits ? { visits: read.visits } : {}) };
  } catch (error) {
    const words = unreadWords(failureOf(error));
    console.error(`Owner's calendar (OWNER_CALENDAR_ICS_URL): ${words}`);
    return { busy: [], error: words };
  }
}

const cache = new Map<string, { until: number; read: Promise<CalendarRead> }>();
const lastGood = new Map<string, GoodCopy>();

/** The busy times of the feed at `url` between `from` and `to` (ms), from this instance's cache when fresh. */
export function ownerBusy(url: string, span: Span, o: OwnerCalendarOptions): Promise<CalendarRead> {
  const kept = cache.get(url);
  if (kept && kept.until > o.now) return kept.read;
  const read = readOwnerCalendar(url, span, o).then(async (fresh) => {
    const { read: outcome, good } = standingAfter(fresh, lastGood.get(url), o.now);
    if (good) lastGood.set(url, good);
    await o.record?.(outcome).catch((error: unknown) => console.error("Owner's calendar (its outcome):", error));
    return outcome;
  });
  cache.set(url, { until: o.now + CACHE_MS, read });
  return read;
}

/** Forgets what was read (tests start each case afresh). */
export const forgetOwnerCalendar = () => {
  cache.clear();
  lastGood.clear();
};
