/**
 * GET /api/calendar.ics?token=CALENDAR_TOKEN: the visits (stored quotes with an arrival window, from 30 days back on)
 * as a calendar feed the owner subscribes to from his phone (docs/hosting.md), each at the window it is at now, with
 * its booking's STATUS (TENTATIVE while requested, CONFIRMED, CANCELLED once declined or cancelled: a calendar then
 * strikes it out rather than keep a stale visit) and SEQUENCE (src/lib/booking/state.ts). The token is a secret of its
 * own, not STATS_TOKEN: a calendar app keeps it in a URL, and that URL opens this feed only. Without CALENDAR_TOKEN
 * the feed does not exist (404); a missing token answers 401, a wrong one 403, compared in constant time. Every
 * request counts against the client's rate limit (CALENDAR_RATE_LIMIT per window, ample for a calendar's polls), so a
 * guesser is slowed like a sign-in. The feed names customers: it is never cached on the way.
 */
import { Hono } from 'hono';
import { messages } from '../../content/messages.ts';
import { schedule } from '../../content/schedule.ts';
import { atCurrentWindow } from '../../lib/booking/invitation.ts';
import { calendarStatus } from '../../lib/booking/state.ts';
import { visitsCalendar } from '../../lib/calendar/ics.ts';
import { ownerVisit } from '../../lib/calendar/visit-event.ts';
import { DEFAULT_LOCALE } from '../../lib/i18n/locale.ts';
import { formWords } from '../../lib/leads/lead-catalog.ts';
import { site } from '../../lib/page/site.ts';
import { sameSecret } from '../access/stats-access.ts';
import type { ApiDeps } from '../api-deps.ts';

export interface CalendarOptions {
  /** CALENDAR_TOKEN: opens the feed of requested visits; without it there is no feed. */
  token?: string;
}

/** Requests of one client per rate window (10 minutes): a calendar app polls every few minutes at most. */
export const CALENDAR_RATE_LIMIT = 10;
/** Past visits kept in the feed, so last month's stay in the calendar. */
const PAST_DAYS = 30;
/**
 * The feed's hint to calendars to read it again (REFRESH-INTERVAL, X-PUBLISHED-TTL): a confirmed or moved visit should
 * reach the owner's phone within the quarter hour. Apple Calendar and Outlook honour it; Google reads on its own clock.
 * With CALENDAR_RATE_LIMIT reads per address per limit window, a subscribing app stays far under it.
 */
export const FEED_REFRESH_MINUTES = 15;
/** The most visits one feed lists (the earliest stored first). */
const FEED_LIMIT = 1000;

const headers = {
  'Content-Type': 'text/calendar; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** GET /api/calendar.ics, mounted at /api/calendar.ics. */
export function calendarApp(o: CalendarOptions, deps: Pick<ApiDeps, 'now' | 'openStore' | 'overLimit' | 'origin'>) {
  const { origin } = deps;
  return new Hono().get('/', async (c) => {
    const plain = (status: 401 | 403 | 404 | 429 | 503, text: string) =>
      c.text(text, status, { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
    if (!o.token) return plain(404, 'No calendar feed: set CALENDAR_TOKEN on the host to open it.');
    if (await deps.overLimit(c, 'calendar', CALENDAR_RATE_LIMIT))
      return plain(429, 'Too many requests: try again in a few minutes.');
    const token = c.req.query('token');
    if (!token) return plain(401, 'Add ?token= with the CALENDAR_TOKEN set on the host.');
    if (!(await sameSecret(token, o.token)))
      return plain(403, 'This token does not open the calendar: copy the address again with CALENDAR_TOKEN.');
    const store = await deps.openStore();
    if (!store.bookings) return plain(503, 'This store keeps no visits.');
    const from = new Date(deps.now() - PAST_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const bookings = await store.bookings.list(from, FEED_LIMIT);
    const words = messages.en.leadEmail;
    const form = formWords(DEFAULT_LOCALE);
    const visits = bookings.flatMap((b) => {
      const visit = ownerVisit(atCurrentWindow(b), { origin, words, form });
      return visit ? [{ ...visit, sequence: b.sequence, status: calendarStatus(b.state) }] : [];
    });
    const text = visitsCalendar(visits, {
      windowMinutes: schedule.windowMinutes,
      name: `${site.businessName}: requested visits`,
      now: deps.now(),
      refreshMinutes: FEED_REFRESH_MINUTES,
    });
    return c.body(text, 200, headers);
  });
}
