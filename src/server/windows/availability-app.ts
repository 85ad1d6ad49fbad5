/**
 * The arrival windows on the server: GET /api/availability answers the windows still offered (`{ windows: [{ start,
 * label, free }] }`, labels in the ?locale= language, never cached), and a quote request naming a window is checked
 * against the same list on post and stored only while its window has a free place (./availability-store.ts), else
 * answered 409 with the next free window. The windows come from data/schedule.yaml within data/site.yaml's hours
 * (src/lib/calendar/availability.ts), less those the stored requests fill and those the owner's calendar shows busy
 * (../calendar/owner-calendar.ts). The answer is made again only when a window may have changed (./availability-answer.ts), and
 * it counts against the client's rate limit like a post.
 */
import { Hono } from 'hono';
import { schedule } from '../../content/schedule.ts';
import { type ArrivalWindow, type WindowRules, windowSpan } from '../../lib/calendar/availability.ts';
import { site } from '../../lib/page/site.ts';
import type { ApiDeps } from '../api-deps.ts';
import { feedId } from '../calendar/calendar-feed-log.ts';
import { type CalendarRead, type OwnerCalendarOptions, ownerBusy } from '../calendar/owner-calendar.ts';
import { apiHeaders, localeOf, refuse } from '../form-reply.ts';
import type { FormStore } from '../stores/store.ts';
import { availabilityAnswer, offeredNow, type WindowInputs } from './availability-answer.ts';

export interface AvailabilityOptions {
  /** The owner's private iCal address (OWNER_CALENDAR_ICS_URL): its busy times are not offered. */
  ownerCalendarUrl?: string;
  /** How the host reads the feed, where it does better than in the request (npm start: a worker thread, its DNS). */
  ownerCalendarReading?: Pick<OwnerCalendarOptions, 'read' | 'resolve'>;
}

/** The rules of the windows: the schedule's, within the business hours written once in data/site.yaml. */
export const windowRules: WindowRules = { ...schedule, hours: site.hours };

/** The windows still offered at `now` (ms). */
export type OfferedWindows = (db: FormStore, now: number) => Promise<ArrivalWindow[]>;

/**
 * Told of each read of the owner's feed (not of an answer from the cache): `down` when no window is offered after it
 * (../calendar/calendar-feed-down.ts e-mails the owner), `visits` when it shows the site's own visits (../booking/follow-feed.ts).
 */
export interface FeedHooks {
  down(read: CalendarRead, db: FormStore, url: string, now: number): void;
  visits(visits: NonNullable<CalendarRead['visits']>, db: FormStore, now: number): void;
}

/** The inputs of the windows offered at `now`: the held windows from the store, the feed from this instance's cache. */
export function windowInputs(o: AvailabilityOptions, rules = windowRules, hooks?: FeedHooks) {
  return async (db: FormStore, now: number): Promise<WindowInputs> => {
    const span = windowSpan(rules, now);
    const calendarSpan = { from: now, to: now + (rules.daysAhead + 1) * 24 * 60 * 60 * 1000 };
    const url = o.ownerCalendarUrl;
    // Each read's outcome is kept in the store, for the owner's notice in /admin/stats (../calendar/calendar-feed-log.ts).
    const record = async (read: CalendarRead) => {
      const at = new Date(now).toISOString();
      const told = read.error ?? read.leftOut;
      if (!url) return;
      if (read.noWindows) hooks?.down(read, db, url, now);
      if (read.visits) hooks?.visits(read.visits, db, now);
      await db.calendarFeed?.record(await feedId(url), told ? { at, error: told } : undefined);
    };
    const reading = { ...o.ownerCalendarReading, now, timeZone: rules.timeZone, record };
    const [held, calendar] = await Promise.all([
      db.windows?.held(span.from, span.to, now) ?? {},
      url ? ownerBusy(url, calendarSpan, reading) : undefined,
    ]);
    return { held, calendar };
  };
}

export function offeredWindows(o: AvailabilityOptions, rules = windowRules, hooks?: FeedHooks): OfferedWindows {
  const inputs = windowInputs(o, rules, hooks);
  return async (db, now) => offeredNow(rules, now, await inputs(db, now));
}

/**
 * GET /api/availability, mounted at /api/availability, counted against the client's limit of `limit` asks per window of
 * the post limit (429 past it). The post's check of a window reads the same list (`offeredWindows`, ../form-post.ts).
 */
export function availabilityApp(
  o: AvailabilityOptions & { limit: number; feed?: FeedHooks },
  deps: Pick<ApiDeps, 'now' | 'openStore' | 'overLimit'>,
) {
  const inputs = windowInputs(o, windowRules, o.feed);
  return new Hono().get('/', async (c) => {
    if (await deps.overLimit(c, 'availability', o.limit)) return refuse(c, 429);
    const now = deps.now();
    const answer = availabilityAnswer(windowRules, now, localeOf(c), await inputs(await deps.openStore(), now));
    return c.body(answer, 200, { ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8' });
  });
}
