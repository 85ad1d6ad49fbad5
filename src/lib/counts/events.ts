/**
 * What the site counts, without cookies or identifiers (docs/decisions/0045-counts-without-cookies.md): page views,
 * `tel:` and `sms:` taps and quote form starts sent by the page's beacon (src/client/count.ts), and the forms' sends
 * counted by the form handler when it stores the entry. Each is a daily total per page, and per city on a city page.
 * Pure: the handler (src/server/counts/events-app.ts) runs it on every host, `npm run stats` and /admin/stats read its
 * summary.
 */

import type { Route } from '../routing/routes.ts';
import { BUSINESS_TIME_ZONE } from '../widgets/open-status.ts';

/** The events a page's beacon may send: anything else is refused, so a flood cannot invent rows. */
export const BEACON_EVENTS = ['view', 'tel', 'sms', 'quote-start'] as const;
/** The events the form handler counts when it stores an entry: the form's name (POST /api/<form>). */
export const FORM_EVENTS = ['quote', 'newsletter', 'applications'] as const;
/**
 * Counted by the form handler beside a send, telling what the entry asked for: `quote-window`, a quote request that
 * names an arrival window (those without one are the quotes less these).
 */
export const SEND_DETAIL_EVENTS = ['quote-window'] as const;
export const EVENTS = [...BEACON_EVENTS, ...FORM_EVENTS, ...SEND_DETAIL_EVENTS] as const;
export type EventName = (typeof EVENTS)[number];
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/** The events that are a lead: someone called, texted or asked for a quote. */
export const LEAD_EVENTS: EventName[] = ['tel', 'sms', 'quote'];

/**
 * The attribute a form carries to count its first input as a start: `<form data-count-start="quote">` sends
 * `quote-start` once per page view. Only values with a `<value>-start` event in BEACON_EVENTS are sent.
 */
export const COUNT_START_ATTRIBUTE = 'data-count-start';

export const isBeaconEvent = (e: unknown): e is BeaconEvent => (BEACON_EVENTS as readonly unknown[]).includes(e);
export const isEventName = (e: unknown): e is EventName => (EVENTS as readonly unknown[]).includes(e);

/** One counter: a day's total of one event on one page (city: the city's slug on a city page, '' elsewhere). */
export interface CountKey {
  day: string;
  path: string;
  city: string;
  event: EventName;
}
export interface CountRow extends CountKey {
  count: number;
}

/** A beacon's body is tiny ({"e":"view","p":"/about"}); anything longer is not one. */
export const MAX_BEACON_BYTES = 512;
/**
 * Rows one day may hold: every (page, event) pair of a large site fits, a flood of valid pairs cannot grow the table
 * past it. Counts of rows that exist go on growing.
 */
export const MAX_ROWS_PER_DAY = 20_000;
/** Days of counts kept: older days are deleted as a new day starts. */
export const KEEP_DAYS = 400;
/** Beacons one client may send per rate window (EVENTS_RATE_LIMIT): a visitor reading many pages stays well under. */
export const DEFAULT_EVENTS_RATE_LIMIT = 300;

/** The calendar day in Florida (the business's day, as its hours are), YYYY-MM-DD. */
export function dayOf(ms: number, timeZone = BUSINESS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `n` days before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** The pages that can be counted, each with its city: every route of the site; a city page (English or Spanish) names its city. */
export function countablePages(routes: Pick<Route, 'url' | 'kind' | 'id'>[]): Map<string, string> {
  return new Map(routes.map((r) => [r.url, (r.kind === 'city' || r.kind === 'plain-city') && r.id ? r.id : '']));
}

/** A path as the route list writes it: location.pathname percent-encodes what is not ASCII. */
function decodedPath(p: string): string | undefined {
  try {
    return decodeURI(p);
  } catch {
    return undefined;
  }
}

/**
 * A beacon's body as the counter it adds to, or undefined when it is not one: a JSON object whose `e` is a beacon
 * event and whose `p` is a page of the site. The city comes from the page, never from the client. An address no file
 * answers counts on the page that answers it when that page is a route (`notFound`: the unknown cities' 'South
 * Florida' page, where visitors call too); otherwise it is not counted.
 */
export function parseBeacon(
  body: string,
  pages: Map<string, string>,
  day: string,
  notFound?: (path: string) => string,
): CountKey | undefined {
  if (body.length > MAX_BEACON_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { e, p } = value as { e?: unknown; p?: unknown };
  const sent = typeof p === 'string' ? decodedPath(p) : undefined;
  const path = sent === undefined || pages.has(sent) ? sent : notFound?.(sent);
  if (!isBeaconEvent(e) || path === undefined || !pages.has(path)) return undefined;
  return { day, path, city: pages.get(path) ?? '', event: e };
}

/**
 * The counter of a form's send, from the page that sent it (the Referer the browser sends to this site): the page
 * and its city when it is a page of the site, no page ('') otherwise. Undefined for a form that is not counted.
 */
export function formSendKey(
  form: string,
  referer: string | undefined,
  pages: Map<string, string>,
  day: string,
): CountKey | undefined {
  if (!isEventName(form) || !(FORM_EVENTS as readonly string[]).includes(form)) return undefined;
  let path = '';
  try {
    path = referer ? decodeURI(new URL(referer).pathname) : '';
  } catch {
    path = '';
  }
  if (!pages.has(path)) path = '';
  return { day, path, city: pages.get(path) ?? '', event: form };
}
