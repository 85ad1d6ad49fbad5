import { describe, expect, it } from 'vitest';
import { CACHE_MS } from '../../src/server/calendar/owner-calendar.ts';
import type { EventStore } from '../../src/server/counts/events-store.ts';
import type { FormStore } from '../../src/server/stores/store.ts';
import { feedServer } from './feed-server.ts';
import { blobs, handler, sqlite } from './form-handler.ts';

// The owner is told in /admin/stats when his calendar feed (OWNER_CALENDAR_ICS_URL) cannot be read: GET /api/stats
// carries the last read's failure (`calendarFeed`: when and why) while the feed fails, kept in the forms' store so
// every instance of every host answers alike, and null once a read works or when no feed is set.

const TOKEN = 'owner-stats-token';
const noCounts: EventStore = { count: async () => true, rows: async () => [] };
const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';

const feed = feedServer((res) => res.end(ics));
const url = () => feed.url();

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('the calendar feed’s notice on %s', (_, open) => {
  it('is in the stats answer while the last read failed, and gone once a read works', async () => {
    let now = Date.UTC(2026, 10, 30, 12);
    const store: FormStore = await open();
    const instance = (ownerCalendarUrl?: string) =>
      handler(store, {
        now: () => now,
        settings: { OWNER_CALENDAR_ICS_URL: ownerCalendarUrl, STATS_TOKEN: TOKEN },
        events: noCounts,
      }).app;
    // One instance reads the feed (a visitor's form asks for the windows), another answers the owner's stats.
    const read = async () =>
      expect((await instance(url()).request('http://localhost/api/availability')).status).toBe(200);
    const notice = async (app = instance(url())) => {
      const res = await app.request('http://localhost/api/stats', { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { calendarFeed: { at: string; error: string } | null }).calendarFeed;
    };
    expect(await notice()).toBeNull();

    feed.serve = (res) => res.writeHead(500).end('Internal Server Error');
    await read();
    expect(await notice()).toEqual({ at: new Date(now).toISOString(), error: expect.stringContaining('500') });

    feed.serve = (res) => res.end('this is no calendar');
    now += CACHE_MS + 1;
    await read();
    expect(await notice()).toEqual({
      at: new Date(now).toISOString(),
      error: expect.stringContaining('not an iCalendar'),
    });
    // The failure is of the feed set now: with none set, or another address, there is nothing to tell.
    expect(await notice(instance())).toBeNull();
    expect(await notice(instance(`${url()}?another`))).toBeNull();

    feed.serve = (res) => res.end(ics);
    now += CACHE_MS + 1;
    await read();
    expect(await notice()).toBeNull();
  }, 20_000);
});
