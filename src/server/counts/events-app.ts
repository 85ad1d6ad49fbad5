/**
 * The counts, as sub-apps of the form handler's /api (./../forms-app.ts mounts them with `app.route`):
 * - POST /api/events: a page's beacon (src/client/count.ts). In order: 403 from another site (Hono's csrf), 413 over
 *   a beacon's size, 429 over the client's rate limit (the forms' per hashed client, its own budget), 422 when it is
 *   not a known event on a page of the site, 507 when its day is full of rows, 503 when the store fails, else 204;
 * - the count of a form's send once its entry is stored (`formSends`: the server sees every send, where a beacon may
 *   be lost). The owner reads them through ./stats-app.ts.
 * Nothing about the visitor is kept: the rate limit's key is a hash of the address, and a counter is a daily total.
 */
import { type Context, Hono } from 'hono';
import { csrf } from 'hono/csrf';
import type { StatusCode } from 'hono/utils/http-status';
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
import { notFoundPage } from '../../lib/serving/serving-rules.ts';
import type { ApiDeps } from '../api-deps.ts';
import { readCapped } from '../read-body.ts';
import type { EventStore } from './events-store.ts';

/** The counts' store, or a function that opens it. */
export type EventsSource = EventStore | (() => EventStore | Promise<EventStore>);
/** Opens the counts' store once: undefined where the host keeps no counts. */
export type OpenEvents = () => Promise<EventStore | undefined>;

export interface EventsOptions {
  /** Without a store nothing is counted (POST /api/events answers 503). */
  open: OpenEvents;
  /** Beacons one client may send per rate window (EVENTS_RATE_LIMIT). */
  limit?: number;
}

/** Every page of the site, with its city: the only paths a count may name. */
const pages = countablePages(routes);
const notFound = (path: string) => notFoundPage(path, routes);

export const countHeaders = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

/** Opens the counts' store once (a failure to open is tried again on the next request). */
export function eventStoreOpener(events: EventsSource | undefined): OpenEvents {
  let store: Promise<EventStore | undefined> | undefined;
  return () => {
    store ??= Promise.resolve(typeof events === 'function' ? events() : events).catch((error: unknown) => {
      store = undefined;
      throw error;
    });
    return store;
  };
}

/** POST /api/events, mounted at /api/events. */
export function eventsApp(o: EventsOptions, deps: Pick<ApiDeps, 'now' | 'overLimit'>) {
  const sameSite = csrf();
  const limit = o.limit ?? DEFAULT_EVENTS_RATE_LIMIT;
  const answer = (c: Context, status: StatusCode) => c.body(null, status, countHeaders);

  const beacon = async (c: Context) => {
    // Read with a cap, chunked or not: a 200 MB chunked beacon was read whole (556 MB of memory) when only its
    // Content-Length was checked.
    const body = await readCapped(c.req.raw, MAX_BEACON_BYTES);
    if (!body) return answer(c, 413);
    if (await deps.overLimit(c, 'events', limit)) return answer(c, 429);
    const key = parseBeacon(new TextDecoder().decode(body), pages, dayOf(deps.now()), notFound);
    if (!key) return answer(c, 422);
    const store = await o.open();
    if (!store) return answer(c, 503);
    return answer(c, (await store.count(key)) ? 204 : 507);
  };
  return new Hono().post('/', async (c) => {
    let res: Response | undefined;
    await sameSite(c, async () => {
      res = await beacon(c);
    });
    return res;
  });
}

/**
 * Counts a form's send; the page is the one the entry names (the quote form's `page` field), else the Referer's (the
 * site's pages send their address to the site). With `start` (a post sent without JavaScript, whose page had no
 * script to count the start), also the form's `<form>-start` on that page; with `window` (a quote request naming an
 * arrival window), also `quote-window`. Never fails the post.
 */
export const formSends =
  (open: OpenEvents, now: () => number) =>
  (c: Context, form: string, page?: unknown, o: { start?: boolean; window?: boolean } = {}): Promise<unknown> => {
    const from =
      typeof page === 'string' && page.startsWith('/')
        ? `${new URL(c.req.url).origin}${page}`
        : c.req.header('referer');
    const key = formSendKey(form, from, pages, dayOf(now()));
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
