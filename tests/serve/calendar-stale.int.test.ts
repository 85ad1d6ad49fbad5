import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { LAST_GOOD_MS } from '../../src/server/calendar/calendar-standing.ts';
import { forgetOwnerCalendar } from '../../src/server/calendar/owner-calendar.ts';
import type { FormStore } from '../../src/server/stores/store.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { busyCalendar } from '../owner-calendar.ts';
import { feedServer } from './feed-server.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// When the owner's calendar feed cannot be read, its last good copy stands in for LAST_GOOD_MS; after that no window
// is offered (a request without one is still taken) and the owner gets one e-mail, claimed in the store, however many
// asks, posts and instances meet the dead feed. A busy time he adds is no longer offered a minute later.
const START = Date.UTC(2026, 10, 30, 12);
const MINUTE = 60_000;
const subject = messages.en.calendarFeedDown.subject;

const owner = feedServer((res) => res.end());
const feed = (busy: Parameters<typeof busyCalendar>[0]) => (res: http.ServerResponse) =>
  res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(busyCalendar(busy));

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('a feed that cannot be read, on %s', (_, open) => {
  it('is stood in for by its last good copy, then no window is offered and the owner is e-mailed once', async () => {
    let now = START;
    const store: FormStore = await open();
    const ownerCalendarUrl = owner.url();
    const instances = [0, 1].map(() =>
      handler(store, { now: () => now, settings: { OWNER_CALENDAR_ICS_URL: ownerCalendarUrl } }),
    );
    const offered = async (i = 0) =>
      (
        (await (await instances[i].app.request('http://localhost/api/availability')).json()) as {
          windows: { start: string }[];
        }
      ).windows.map((w) => w.start);
    const feedMails = () => instances.flatMap((h) => h.sent).filter((m) => m.subject === subject);

    // A busy time over the first window, added after a read, is not offered a minute later (it was five).
    owner.serve = feed([]);
    const all = await offered();
    // A window of a later day, so that it is still ahead when the copy is hours old.
    const busy = windowsFor(windowRules, START).find((w) => w.start === all[20])!;
    owner.serve = feed([{ start: busy.startMs, end: busy.endMs }]);
    now += MINUTE + 1;
    const copyOffers = async () => {
      const now = await offered();
      return now.length > 0 && !now.includes(all[20]);
    };
    expect(await copyOffers()).toBe(true);

    owner.serve = (res) => res.writeHead(404).end('Not Found');
    now += MINUTE + 1;
    expect(await copyOffers()).toBe(true);
    now += LAST_GOOD_MS - 2 * MINUTE;
    expect(await copyOffers()).toBe(true);
    expect(feedMails()).toHaveLength(0);

    now += 2 * MINUTE;
    expect(await offered()).toEqual([]);
    const asked = await instances[0].post(
      'quote',
      JSON.stringify({ ...quoteFields('Late'), window: all[30] }),
      'application/json',
    );
    expect(asked.status).toBe(409);
    const plain = await instances[0].post('quote', JSON.stringify(quoteFields('No window')), 'application/json');
    expect(plain.status).toBe(201);
    // Another instance, which never read the feed, and later reads: still the one e-mail.
    forgetOwnerCalendar();
    expect(await offered(1)).toEqual([]);
    now += MINUTE + 1;
    expect(await offered(0)).toEqual([]);
    await expect.poll(() => feedMails().length).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(feedMails()).toHaveLength(1);
    expect(feedMails()[0].text).toContain('404');

    owner.serve = feed([]);
    now += MINUTE + 1;
    expect((await offered()).length).toBeGreaterThan(0);
  }, 60_000);
});
