/**
 * What the owner reads on /admin/stats about his calendar feed (kept by ./calendar-feed-log.ts): why it could not be
 * read, or which events were left out, in the site's own words with what to do, and times on a Florida clock. No text
 * of the feed or of its server's answer is ever part of them: an invitation's sender writes part of the feed.
 */
import type { FeedBusy, LeftOut, RefusedWhy } from './calendar-busy.ts';
import { FETCH_TIMEOUT_MS, MAX_FEED_BYTES, MAX_REDIRECTS, type UnreadWhy } from './calendar-fetch.ts';

/** Why a whole feed went unread: a fetch's (./calendar-fetch.ts), the reading's (./calendar-busy.ts), or the worker
 * thread's on `npm start` (./calendar-thread.ts). */
export type FeedFailure =
  | { why: UnreadWhy; status?: number }
  | { why: RefusedWhy }
  | { why: 'deadline'; ms: number }
  | { why: 'memory'; mb: number };

/** A read that stopped for one of the reasons above, thrown by whatever read the feed. */
export class FeedStopped extends Error {
  readonly failure: FeedFailure;
  constructor(failure: FeedFailure) {
    super(`the feed's reading stopped: ${failure.why}`);
    this.failure = failure;
  }
}

const n = (v: number) => v.toLocaleString('en-US');
const reasons = (f: FeedFailure): string => {
  switch (f.why) {
    case 'status':
      return 'status' in f && f.status && [401, 403, 404, 410].includes(f.status)
        ? `its address answered ${f.status}: the calendar's secret address may have changed; copy it again from the calendar's sharing settings into OWNER_CALENDAR_ICS_URL`
        : `its address answered ${'status' in f ? f.status : 'an error'}: the calendar's server had a problem, and the site tries again in a few minutes`;
    case 'timeout':
      return `the calendar's server did not answer within ${FETCH_TIMEOUT_MS / 1000} seconds; the site tries again in a few minutes`;
    case 'unreachable':
      return "the calendar's server could not be reached: check the address in OWNER_CALENDAR_ICS_URL";
    case 'too-large':
      return `the calendar is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB: delete old events, or share a calendar that holds less`;
    case 'redirect-refused':
      return 'its address sends the site on to a private or non-web address, which the site does not follow: set the address the calendar ends up at';
    case 'redirects':
      return `its address sends the site on more than ${MAX_REDIRECTS} times: set the address the calendar ends up at`;
    case 'not-calendar':
      return "its address answered something that is not an iCalendar feed: set the calendar's iCal (.ics) address";
    case 'too-many-lines':
      return 'the calendar is too long to read: delete old events, or share a calendar that holds less';
    case 'too-costly':
    case 'deadline':
      return 'working out its repeating events takes too long: delete or decline the invitations that repeat very often or have odd repeat rules';
    case 'too-busy':
      return 'it shows more busy times in the coming days than any working calendar: delete or decline the invitations that repeat very often';
    case 'memory':
      return 'reading it takes too much memory: delete old events, or share a calendar that holds less';
  }
};

/** The notice of a feed that could not be read. */
export const unreadWords = (f: FeedFailure) =>
  `Your calendar could not be read: ${reasons(f)}. Until it can, arrival windows are offered without its busy times.`;

const REPEATS: Record<string, string> = {
  SECONDLY: 'repeating every second',
  MINUTELY: 'repeating every minute',
  HOURLY: 'repeating every hour',
  DAILY: 'repeating daily',
  WEEKLY: 'repeating weekly',
  MONTHLY: 'repeating monthly',
  YEARLY: 'repeating yearly',
};
const WHY: Record<LeftOut['why'], string> = {
  'too-often': 'it repeats more often than any visit',
  'too-many-dates': 'it lists more dates, exceptions or rule parts than the site reads',
  'too-costly': 'its repeat rule takes too long to work out (it may never find a date)',
  unreadable: 'its dates cannot be read',
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** "Dec 1, 2026, 8:00 AM" on the wall clock of `timeZone`. */
function wallTime(ms: number, timeZone: string): string {
  let f = formats.get(timeZone);
  if (!f) {
    const parts = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...parts });
    formats.set(timeZone, f);
  }
  return f.format(ms).replace(/[\u202f\u00a0]/g, ' ');
}

/** The notice of a feed read with events left out, or undefined when none was. */
export function leftOutWords(read: Pick<FeedBusy, 'leftOut' | 'leftOutCount'>, timeZone: string): string | undefined {
  if (read.leftOutCount === 0) return undefined;
  const each = read.leftOut.map((e) => {
    const what = e.freq ? `an event ${REPEATS[e.freq] ?? 'repeating'}` : 'an event';
    const when = Number.isFinite(e.start) ? ` from ${wallTime(e.start, timeZone)}` : '';
    return `${what}${when} (${WHY[e.why]})`;
  });
  const more = read.leftOutCount - read.leftOut.length;
  const list = more > 0 ? [...each, `${n(more)} more`] : each;
  const count =
    read.leftOutCount === 1 ? 'One event of your calendar was' : `${n(read.leftOutCount)} events of your calendar were`;
  return `${count} left out, so visitors may ask for their times: ${list.join('; ')}. Delete or decline them in your calendar if they are not yours; the rest of the calendar is read.`;
}
