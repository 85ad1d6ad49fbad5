import type { ServerResponse } from 'node:http';
import ICAL from 'ical.js';
import ical from 'ical-generator';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { floridaInstant } from '../../src/lib/calendar/ics.ts';
import { windowText } from '../../src/server/booking/mail.ts';
import { CACHE_MS } from '../../src/server/calendar/owner-calendar.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { feedServer } from './feed-server.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// The owner imported /api/calendar.ics and dragged a visit to Wednesday 1:30 PM in his own calendar: once his feed
// (OWNER_CALENDAR_ICS_URL) is read, the booking is there at SEQUENCE 1, the homeowner has the "moved" e-mail with its
// updated invitation, and our feed shows it there; a second read changes nothing.
const NOW = Date.UTC(2026, 10, 30, 12);
const TOKEN = 'calendar-token-of-the-owner';
const DRAGGED = '2026-12-02T13:30';

const answer = (text: string) => (res: ServerResponse) =>
  res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(text);
const owner = feedServer(answer(ical({ prodId: { company: 'owner', product: 'calendar' } }).toString()));

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('a visit the owner moved in his own calendar, on %s', (_, open) => {
  it('follows it: moved at SEQUENCE 1, the homeowner told, the feed there; once', async () => {
    let now = NOW;
    const store = await open();
    const ownerCalendarUrl = owner.url();
    const { app, post, sent } = handler(store, {
      now: () => now,
      settings: { OWNER_CALENDAR_ICS_URL: ownerCalendarUrl, CALENDAR_TOKEN: TOKEN },
    });
    const window = windowsFor(windowRules, NOW)[3].start;
    const fields = { ...quoteFields('Dragged Visit'), email: 'home@example.com', window };
    expect((await post('quote', JSON.stringify(fields), 'application/json')).status).toBe(201);
    const ours = async () =>
      new ICAL.Component(
        ICAL.parse(await (await app.request(`http://localhost/api/calendar.ics?token=${TOKEN}`)).text()),
      )
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
    const [visit] = await ours();
    await expect.poll(() => sent.length).toBe(2);

    // His calendar: the imported visit, dragged a minute later.
    now += 60_000;
    const cal = ical({ prodId: { company: 'owner', product: 'calendar' } });
    const start = floridaInstant(DRAGGED)!;
    cal.createEvent({
      id: visit.uid,
      start: new Date(start),
      end: new Date(start + 2 * 3_600_000),
      summary: visit.summary,
      lastModified: new Date(now),
    });
    owner.serve = answer(cal.toString());
    const read = () => app.request('http://localhost/api/availability');
    expect((await read()).status).toBe(200);
    const bookingId = visit.uid.slice('quote-'.length, visit.uid.indexOf('@'));
    await expect.poll(async () => (await store.bookings?.get(bookingId))?.window).toBe(DRAGGED);
    expect(await store.bookings?.get(bookingId)).toMatchObject({ state: 'moved', sequence: 1 });

    const words = messages.en.booking.email.subjects;
    const moved = () => sent.filter((m) => m.subject === words.moved.replace('{window}', windowText(DRAGGED, 'en')));
    await expect.poll(() => moved().length).toBe(1);
    const invite = new ICAL.Component(ICAL.parse(moved()[0].attachments![0].content)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(invite);
    expect([invite.getFirstPropertyValue('status'), event.sequence, event.startDate.toJSDate().getTime()]).toEqual([
      'CONFIRMED',
      1,
      start,
    ]);
    const [after] = await ours();
    expect([after.uid, after.sequence, after.startDate.toJSDate().getTime()]).toEqual([visit.uid, 1, start]);

    now += CACHE_MS + 1;
    expect((await read()).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.bookings?.get(bookingId)).toMatchObject({ sequence: 1, window: DRAGGED });
    expect(moved()).toHaveLength(1);
  }, 60_000);
});
