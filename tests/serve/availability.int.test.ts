/**
 * GET /api/availability and the window of a quote request on post, on npm start's store (node:sqlite) and Netlify's
 * (Blobs): the windows come from data/schedule.yaml, a full window is no longer offered, two visitors racing for the last
 * place get one 201 and one 409 naming the next window, and the owner's calendar, served by a local HTTP server, takes
 * its busy times away without ever slowing or breaking the answer beyond its bounds.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { windowLabel, windowsFor } from '../../src/lib/calendar/availability.ts';
import { FETCH_TIMEOUT_MS, MAX_FEED_BYTES } from '../../src/server/calendar/calendar-fetch.ts';
import { forgetOwnerCalendar } from '../../src/server/calendar/owner-calendar.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const expected = windowsFor(windowRules, NOW);
const capacity = windowRules.visitsPerWindow;
const first = expected[0];

interface Answer {
  windows: { start: string; label: string; free: number }[];
}
const availability = async (app: ReturnType<typeof handler>['app'], locale = 'en') => {
  const res = await app.request(`http://localhost/api/availability?locale=${locale}`);
  return { res, body: (await res.json()) as Answer };
};
const ask = (post: ReturnType<typeof handler>['post'], name: string, window: string, locale = 'en') =>
  post(`quote?locale=${locale}`, JSON.stringify({ ...quoteFields(name), window }), 'application/json');

beforeEach(() => forgetOwnerCalendar());

// Netlify's local Blobs server checks "only if new" and writes in two steps (the service itself does it in one), so on
// Blobs the two visitors come one just after the other; on SQLite they come at once.
describe.each([
  ['node:sqlite', async () => sqlite().store, true],
  ['Netlify Blobs', async () => (await blobs()).store, false],
])('arrival windows on %s', (_, open, atOnce) => {
  it('answers the schedule’s windows, uncached, labelled in the page’s language', async () => {
    const { app } = handler(await open(), { now: () => NOW });
    const { res, body } = await availability(app);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.windows).toEqual(
      expected.map((w) => ({ start: w.start, label: windowLabel(w, 'en', 'America/New_York'), free: capacity })),
    );
    const es = await availability(app, 'es');
    expect(es.body.windows[0].label).toBe(windowLabel(first, 'es', 'America/New_York'));
  });

  it('stores a request with a free window and no longer offers the window once full', async () => {
    const { app, post } = handler(await open(), { now: () => NOW });
    for (let i = 0; i < capacity; i++) expect((await ask(post, `Visitor ${i}`, first.start)).status).toBe(201);
    const { body } = await availability(app);
    expect(body.windows.map((w) => w.start)).not.toContain(first.start);
    expect(body.windows).toHaveLength(expected.length - 1);
  });

  it('gives the last place to one of two racing visitors and names the next window to the other', async () => {
    const { post } = handler(await open(), { now: () => NOW });
    for (let i = 0; i < capacity - 1; i++) await ask(post, `Early ${i}`, first.start);
    const race = [() => ask(post, 'Ana Racer', first.start, 'es'), () => ask(post, 'Bo Racer', first.start, 'es')];
    const answers = atOnce ? await Promise.all(race.map((f) => f())) : [await race[0](), await race[1]()];
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = (await answers.find((r) => r.status === 409)!.json()) as Record<string, unknown>;
    expect(refused.fields).toEqual(['window']);
    // The next free window, named and given for the picker to choose; why: the window is full.
    expect(refused.window).toBe(expected[1].start);
    expect(refused.message).toContain(windowLabel(expected[1], 'es', 'America/New_York'));
    expect(refused.message).toContain(messages.es!.windows.refused.full.replace('{asked}', ''));
  });

  it('refuses a window that is not offered (a Sunday, one already begun)', async () => {
    const { post } = handler(await open(), { now: () => NOW });
    expect((await ask(post, 'Sunday Visitor', '2026-12-06T10:00')).status).toBe(409);
    expect((await ask(post, 'Late Visitor', '2026-11-29T08:00')).status).toBe(409);
  });
});

describe('the owner’s calendar (OWNER_CALENDAR_ICS_URL)', () => {
  let server: http.Server;
  let hits = 0;
  let serve: (res: http.ServerResponse) => void;
  beforeEach(async () => {
    hits = 0;
    server = http.createServer((_, res) => {
      hits++;
      serve(res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`;
  const ics = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${events}END:VCALENDAR\r\n`;
  const event = (start: string, end: string, extra = '') =>
    `BEGIN:VEVENT\r\nUID:${start}@test\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:${start}\r\nDTEND:${end}\r\n${extra}END:VEVENT\r\n`;
  const timed = async () => {
    const { app } = handler(sqlite().store, { now: () => NOW, settings: { OWNER_CALENDAR_ICS_URL: url() } });
    const t = performance.now();
    const cpu = process.cpuUsage();
    const { body } = await availability(app);
    const { user, system } = process.cpuUsage(cpu);
    return { starts: body.windows.map((w) => w.start), ms: performance.now() - t, cpuMs: (user + system) / 1000, app };
  };

  it('takes away the windows a busy time covers, reads the feed once per instance', async () => {
    // 9:30-10:30 Florida time on Monday overlaps 8-10 and 10-12; an event shown as free takes nothing.
    serve = (res) =>
      res.end(
        ics(
          event('20261130T143000Z', '20261130T153000Z') +
            event('20261130T170000Z', '20261130T190000Z', 'TRANSP:TRANSPARENT\r\n'),
        ),
      );
    const { starts, app } = await timed();
    expect(starts).toEqual(
      expected.map((w) => w.start).filter((s) => s !== '2026-11-30T08:00' && s !== '2026-11-30T10:00'),
    );
    await availability(app);
    expect(hits).toBe(1);
  });

  it('expands a weekly event within the days offered', async () => {
    serve = (res) => res.end(ics(event('20261201T130000Z', '20261201T150000Z', 'RRULE:FREQ=WEEKLY\r\n')));
    const { starts } = await timed();
    expect(starts).not.toContain('2026-12-01T08:00');
    expect(starts).not.toContain('2026-12-08T08:00');
    // The Tuesdays 8-10 within the days offered are busy, with the schedule's buffer around them.
    const tuesdays = [1, 8].map((d) => ({ start: Date.UTC(2026, 11, d, 13), end: Date.UTC(2026, 11, d, 15) }));
    expect(starts).toEqual(windowsFor(windowRules, NOW, { busy: tuesdays }).map((w) => w.start));
  });

  it('moves and cancels the occurrences its exceptions change (RECURRENCE-ID), leaves out its EXDATEs', async () => {
    // Tuesdays 8-10 Florida time, Dec 1 cancelled and Dec 8 moved to Wednesday Dec 9; Thursdays 8-10 but Dec 10.
    const uid = 'UID:tuesdays@test\r\nDTSTAMP:20261101T000000Z\r\n';
    const vevent = (lines: string) => `BEGIN:VEVENT\r\n${uid}${lines}END:VEVENT\r\n`;
    serve = (res) =>
      res.end(
        ics(
          vevent(
            'RECURRENCE-ID:20261201T130000Z\r\nDTSTART:20261201T130000Z\r\nDTEND:20261201T150000Z\r\nSTATUS:CANCELLED\r\n',
          ) +
            vevent('DTSTART:20261201T130000Z\r\nDTEND:20261201T150000Z\r\nRRULE:FREQ=WEEKLY\r\n') +
            vevent('RECURRENCE-ID:20261208T130000Z\r\nDTSTART:20261209T130000Z\r\nDTEND:20261209T150000Z\r\n') +
            event('20261203T130000Z', '20261203T150000Z', 'RRULE:FREQ=WEEKLY\r\nEXDATE:20261210T130000Z\r\n'),
        ),
      );
    const { starts } = await timed();
    // Busy: Thursday Dec 3 and Wednesday Dec 9, 8-10 (with the schedule's buffer around them).
    const busy = [3, 9].map((d) => ({ start: Date.UTC(2026, 11, d, 13), end: Date.UTC(2026, 11, d, 15) }));
    expect(starts).toEqual(windowsFor(windowRules, NOW, { busy }).map((w) => w.start));
    expect(starts).not.toContain('2026-12-03T08:00');
    expect(starts).not.toContain('2026-12-09T08:00');
  });

  it.each([
    ['malformed', (res: http.ServerResponse) => res.end('BEGIN:VCALENDAR\r\nthis is not iCalendar'), false],
    [
      'huge',
      (res: http.ServerResponse) =>
        res.end(ics(event('20261130T143000Z', '20261130T153000Z').repeat(Math.ceil(MAX_FEED_BYTES / 100)))),
      false,
    ],
    [
      'endlessly recurring',
      (res: http.ServerResponse) =>
        res.end(ics(event('20000101T000000Z', '20000101T000100Z', 'RRULE:FREQ=MINUTELY\r\n'))),
      true,
    ],
  ])(
    'a %s feed is answered quickly (read: %s; one not read, with no good copy, offers no window)',
    async (_, s, read) => {
      serve = s;
      const { starts, ms, cpuMs } = await timed();
      expect(starts.length > 0).toBe(read);
      // Cut short by the feed's size or the days offered, not by the fetch's timeout or the read's CPU budget: in CPU
      // time, which a busy machine does not stretch as it does the wall time (1.6 s once beside npm test's parts).
      expect(cpuMs).toBeLessThan(1500);
      expect(ms).toBeLessThan(FETCH_TIMEOUT_MS);
    },
  );

  it('a feed that never answers costs one timeout, then no window (no good copy stands in) until it is read', async () => {
    serve = () => undefined;
    const { starts, ms, app } = await timed();
    expect(starts).toEqual([]);
    expect(ms).toBeLessThan(FETCH_TIMEOUT_MS + 5000);
    // The next ask does not wait for the feed again: it is not fetched a second time within the cache's minute.
    const asked = hits;
    expect((await availability(app)).body.windows).toEqual([]);
    expect(hits).toBe(asked);
  }, 20_000);
});
