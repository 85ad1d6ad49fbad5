/**
 * The counts' routes, added to the form handler's app (../forms-app.ts) so every host runs them:
 * - POST /api/events: a page's beacon (src/client/count.ts). In order: 403 from another site (Hono's csrf), 413 over
 *   a beacon's size, 429 over the client's rate limit (the forms' per hashed client, its own budget), 422 when it is
 *   not a known event on a page of the site, 507 when its day is full of rows, 503 when the store fails, else 204.
 * - GET /api/day: the owner's day (../booking/day-answer.ts), behind the same sign-in as the counts;
 * - GET /api/stats: the last days' summary as JSON (src/lib/counts/stats.ts) for /admin/stats, with the lead e-mails set
 *   aside (src/lib/leads/set-aside.ts) and the owner's calendar feed's failure while its last read failed
 *   (../calendar/calendar-feed-log.ts, `calendarFeed`, else null) and the photo budgets that ran out (`photoBudget.full`:
 *   ../photos/photo-ledger.ts); 401 without a token that may read it (../access/stats-access.ts), 429 once an address has
 *   tried too many.
 * Nothing about the visitor is kept: the rate limit's key is a hash of the address, and a counter is a daily total.
 */
import type { Context, Hono } from 'hono';
import { csrf } from 'hono/csrf';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { routes } from '../../content/routes.ts';
import {
  type CountKey,
  countablePages,
  DEFAULT_EVENTS_RATE_LIMIT,
  dayOf,
  formSendKey,
  isBeaconEvent,
  MAX_BEACON_BYTES,
  parseBeacon,
} from '../../lib/counts/events.ts';
import { STATS_DAYS, summarize } from '../../lib/counts/stats.ts';
import type { SetAsideEmail } from '../../lib/leads/set-aside.ts';
import { apiEndpoint, notFoundPage } from '../../lib/serving/serving-rules.ts';
import { SIGN_IN_RATE_LIMIT, type StatsAccessOptions, statsAccess } from '../access/stats-access.ts';
import type { CalendarFeedFailure } from '../calendar/calendar-feed-log.ts';
import type { BudgetNotice } from '../photos/photo-ledger.ts';
import { readCapped } from '../read-body.ts';
import type { EventStore } from './events-store.ts';

export interface EventsOptions extends StatsAccessOptions {
  /** The counts' store, or a function that opens it; without one nothing is counted (POST /api/events answers 503). */
  events?: EventStore | (() => EventStore | Promise<EventStore>);
  /** Beacons one client may send per rate window (EVENTS_RATE_LIMIT). */
  eventsRateLimit?: number;
}

export interface EventsDeps {
  now: () => number;
  /** Counts a post of the client in the rate window under `bucket`; true once over `limit` (Retry-After is set). */
  overLimit: (c: Context, bucket: string, limit: number) => Promise<boolean>;
  /** The lead e-mails set aside, for the owner (none where there is no form store). */
  setAside?: () => Promise<SetAsideEmail[]>;
  /** Why the owner's calendar feed could not be read, while its last read failed. */
  calendarFeed?: () => Promise<CalendarFeedFailure | undefined>;
  /** The photo budgets that ran out (today's, the total while it is full): ../photos/photo-ledger.ts. */
  photosFull?: () => Promise<BudgetNotice[]>;
  /** The owner's day (GET /api/day, behind the same sign-in): ../booking/day-answer.ts; none without bookings. */
  ownerDay?: () => Promise<unknown>;
}

/** Every page of the site, with its city: the only paths a count may name. */
const pages = countablePages(routes);
const notFound = (path: string) => notFoundPage(path, routes);

const headers = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

/** Opens the counts' store once (a failure to open is tried again on the next request). */
export function eventStoreOpener(events: EventsOptions['events']): () => Promise<EventStore | undefined> {
  let store: Promise<EventStore | undefined> | undefined;
  return () => {
    store ??= Promise.resolve(typeof events === 'function' ? events() : events).catch((error: unknown) => {
      store = undefined;
      throw error;
    });
    return store;
  };
}

/**
 * Adds POST /api/events and GET /api/stats to the handler's app, before its form route; returns what counts a form's
 * send once its entry is stored (the server sees every send, where a beacon may be lost).
 */
export function addEventRoutes(app: Hono, o: EventsOptions, deps: EventsDeps) {
  const open = eventStoreOpener(o.events);
  const allowed = statsAccess(o);
  const sameSite = csrf();
  const limit = o.eventsRateLimit ?? DEFAULT_EVENTS_RATE_LIMIT;
  const answer = (c: Context, status: StatusCode) => c.body(null, status, headers);
  const json = (c: Context, status: ContentfulStatusCode, body: unknown) =>
    c.body(JSON.stringify(body), status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });

  const beacon = async (c: Context) => {
    // Read with a cap, chunked or not: a 200 MB chunked beacon was read whole (556 MB of memory) when only its
    // Content-Length was checked.
    const body = await readCapped(c.req.raw, MAX_BEACON_BYTES);
    if (!body) return answer(c, 413);
    if (await deps.overLimit(c, 'events', limit)) return answer(c, 429);
    const key = parseBeacon(new TextDecoder().decode(body), pages, dayOf(deps.now()), notFound);
    if (!key) return answer(c, 422);
    const store = await open();
    if (!store) return answer(c, 503);
    return answer(c, (await store.count(key)) ? 204 : 507);
  };
  app.post('*', async (c, next) => {
    if (apiEndpoint(c.req.path) !== 'events') return next();
    let res: Response | undefined;
    await sameSite(c, async () => {
      res = await beacon(c);
    });
    return res;
  });

  app.get('*', async (c, next) => {
    const endpoint = apiEndpoint(c.req.path);
    if (endpoint !== 'stats' && endpoint !== 'day') return next();
    const verdict = await allowed(c.req.header('authorization'), () =>
      deps.overLimit(c, 'sign-in', SIGN_IN_RATE_LIMIT),
    );
    if (verdict !== 'allowed') return json(c, verdict === 'limited' ? 429 : 401, { ok: false });
    if (endpoint === 'day') {
      const day = await deps.ownerDay?.();
      return day ? json(c, 200, day) : json(c, 503, { ok: false });
    }
    const store = await open();
    if (!store) return json(c, 503, { ok: false });
    const days = Math.min(Math.max(Number(c.req.query('days')) || STATS_DAYS, 1), 366);
    const today = dayOf(deps.now());
    const rows = await store.rows(summarize([], today, days).from);
    const emailsSetAside = (await deps.setAside?.()) ?? [];
    const calendarFeed = (await deps.calendarFeed?.()) ?? null;
    const photoBudget = { full: (await deps.photosFull?.()) ?? [] };
    return json(c, 200, { ...summarize(rows, today, days), emailsSetAside, calendarFeed, photoBudget });
  });

  /**
   * Counts a form's send; the page is the one the entry names (the quote form's `page` field), else the Referer's (the
   * site's pages send their address to the site). With `start` (a post sent without JavaScript, whose page had no
   * script to count the start), also the form's `<form>-start` on that page; with `window` (a quote request naming an
   * arrival window), also `quote-window`. Never fails the post.
   */
  return (
    c: Context,
    form: string,
    page?: unknown,
    o: { start?: boolean; window?: boolean } = {},
  ): Promise<unknown> => {
    const from =
      typeof page === 'string' && page.startsWith('/')
        ? `${new URL(c.req.url).origin}${page}`
        : c.req.header('referer');
    const key = formSendKey(form, from, pages, dayOf(deps.now()));
    if (!key) return Promise.resolve();
    const start = `${form}-start`;
    const keys: CountKey[] = [key];
    if (o.start && isBeaconEvent(start)) keys.push({ ...key, event: start });
    if (o.window && form === 'quote') keys.push({ ...key, event: 'quote-window' });
    return open()
      .then(async (store) => {
        for (const k of keys) await store?.count(k);
      })
      .catch((error: unknown) => console.error('Counts:', error));
  };
}
