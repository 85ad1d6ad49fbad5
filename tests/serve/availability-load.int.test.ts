/**
 * GET /api/availability under load: its answer is kept until a window may change (no date formatter built for a kept
 * answer, a stored request, a new read of the owner's calendar or the clock passing a window's start makes it again),
 * and it counts against the client's rate limit like a post (429 with Retry-After past it), on npm start's store.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { CACHE_MS, forgetOwnerCalendar } from '../../src/server/calendar/owner-calendar.ts';
import { AVAILABILITY_PER_POST } from '../../src/server/forms-app.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { handler, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
type Answer = { windows: { start: string; label: string }[] };

/** Counts the Intl.DateTimeFormat objects built while `run` runs. */
async function formattersBuilt<T>(run: () => Promise<T>): Promise<{ built: number; result: T }> {
  const original = Intl.DateTimeFormat;
  let built = 0;
  Intl.DateTimeFormat = new Proxy(original, {
    construct(target, args) {
      built++;
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      built++;
      return Reflect.apply(target, self, args);
    },
  });
  try {
    const result = await run();
    return { built, result };
  } finally {
    Intl.DateTimeFormat = original;
  }
}

let server: http.Server;
let feed = '';
beforeEach(async () => {
  forgetOwnerCalendar();
  server = http.createServer((_, res) => res.end(feed));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('GET /api/availability under load', () => {
  it('is made again only when a window may have changed', async () => {
    let now = NOW;
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`;
    feed = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n';
    const { app, post } = handler(sqlite().store, {
      now: () => now,
      settings: { OWNER_CALENDAR_ICS_URL: url, FORMS_RATE_LIMIT: '1000' },
    });
    const ask = async () => (await (await app.request('http://localhost/api/availability?locale=es')).json()) as Answer;
    const first = await ask();
    // A kept answer: the same, and not one date formatter built for it (the first built two per label).
    const again = await formattersBuilt(ask);
    expect(again.result).toEqual(first);
    expect(again.built).toBe(0);
    // How fast the kept answer is, is `npm run bench:forms -- --availability`'s figure, not a timed test's: 200 asks
    // under 2 s took 2.4 s once on a busy 2-core machine, with nothing built again.

    // A stored request takes its window away at once.
    const [taken] = first.windows;
    const sent = await post(
      'quote',
      JSON.stringify({ ...quoteFields('Ana'), window: taken.start }),
      'application/json',
    );
    expect(sent.status).toBe(201);
    expect((await ask()).windows.map((w) => w.start)).not.toContain(taken.start);
    // The clock passing the next window's start takes it away too.
    const next = windowsFor(windowRules, now, { held: { [taken.start]: 1 } })[0];
    now = next.startMs;
    expect((await ask()).windows.map((w) => w.start)).not.toContain(next.start);
    // A new read of the owner's calendar: its busy time closes a window.
    const later = (await ask()).windows[3];
    feed = feed.replace(
      'END:VCALENDAR',
      `BEGIN:VEVENT\r\nUID:b@t\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:${stamp(later.start)}\r\nDURATION:PT1H\r\nEND:VEVENT\r\nEND:VCALENDAR`,
    );
    now += CACHE_MS + 1;
    expect((await ask()).windows.map((w) => w.start)).not.toContain(later.start);
  });

  it('counts against the client’s rate limit, and answers 429 with Retry-After past it', async () => {
    let client = '203.0.113.9';
    const { app } = handler(sqlite().store, {
      now: () => NOW,
      settings: { FORMS_RATE_LIMIT: '2' },
      clientAddress: () => client,
    });
    const ask = () => app.request('http://localhost/api/availability', { headers: { Accept: 'application/json' } });
    for (let i = 0; i < 2 * AVAILABILITY_PER_POST; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    client = '198.51.100.7';
    expect((await ask()).status).toBe(200);
  });
});

/** A window's local start ("2026-11-30T10:00", Florida time in winter) as an iCalendar UTC time. */
const stamp = (local: string) =>
  `${new Date(Date.parse(`${local}:00-05:00`)).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
