/**
 * Holds that cannot be hoarded, on npm start's store (node:sqlite) and Netlify's (Blobs): a request holds its window for
 * holdHours (data/schedule.yaml), then the window is offered again; a phone and a client (an IPv6 client is its /64)
 * hold one window at a time (a new request lets the old one's go); a window inside the hours of notice, or of a day
 * that holds visitsPerDay visits, is neither offered nor accepted, and the refusal names the rule.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { afterAction } from '../../src/lib/booking/state.ts';
import { windowLabel, windowsFor } from '../../src/lib/calendar/availability.ts';
import { WINDOW_LIMITS } from '../../src/server/booking/limits.ts';
import type { FormStore } from '../../src/server/stores/store.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { clockedHandler } from './clocked-handler.ts';
import { blobs, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const HOUR = 3_600_000;

const setUp = (store: FormStore) => clockedHandler(store, NOW);

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('holds on %s', (_, open) => {
  const expected = windowsFor(windowRules, NOW).map((w) => w.start);

  it('lets a second request from the same phone, however typed, replace the first’s hold', async () => {
    const { offered, ask } = setUp(await open());
    expect((await ask(expected[0], '(561) 555-0142', '198.51.100.1')).status).toBe(201);
    expect((await ask(expected[1], '+1 561.555.0142', '198.51.100.2')).status).toBe(201);
    const now = await offered();
    expect(now).toContain(expected[0]);
    expect(now).not.toContain(expected[1]);
  });

  it('gives a client one hold at a time', async () => {
    const { offered, ask } = setUp(await open());
    expect((await ask(expected[0], '(561) 555-0101')).status).toBe(201);
    expect((await ask(expected[1], '(561) 555-0102')).status).toBe(201);
    expect(await offered()).toEqual(expected.filter((s) => s !== expected[1]));
  });

  it('counts an IPv6 client by its /64: two of its addresses hold one window', async () => {
    const { offered, ask } = setUp(await open());
    expect((await ask(expected[0], '(561) 555-0111', '2001:db8:5:6::10')).status).toBe(201);
    expect((await ask(expected[1], '(561) 555-0112', '2001:db8:5:6:ffff::99')).status).toBe(201);
    expect((await ask(expected[2], '(561) 555-0113', '2001:db8:5:7::10')).status).toBe(201);
    expect(await offered()).toEqual(expected.filter((s) => s !== expected[1] && s !== expected[2]));
  });

  it('offers the window again once the hold has run out (holdHours)', async () => {
    const { offered, ask, at } = setUp(await open());
    const later = expected.find((s) => s.startsWith('2026-12-04')) ?? '';
    expect((await ask(later, '(561) 555-0103')).status).toBe(201);
    at(NOW + schedule.holdHours * HOUR - 60_000);
    expect(await offered()).not.toContain(later);
    at(NOW + schedule.holdHours * HOUR + 60_000);
    expect(await offered()).toContain(later);
  });

  it('neither offers nor accepts a window inside the hours of notice, and says which rule refused it', async () => {
    const { offered, ask } = setUp(await open());
    const all = windowsFor({ ...windowRules, noticeHours: 0 }, NOW);
    const soon = all.filter((w) => w.startMs < NOW + windowRules.noticeHours! * HOUR);
    expect(soon.length).toBeGreaterThan(0);
    for (const w of soon) expect(await offered()).not.toContain(w.start);
    const refused = await ask(soon[0].start, '(561) 555-0104', '198.51.100.9', 'es');
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toContain(`${windowRules.noticeHours} horas`);
    expect(message).toContain(windowLabel(windowsFor(windowRules, NOW)[0], 'es', windowRules.timeZone));
  });

  it('refuses a window of a day that holds visitsPerDay visits, and says the day is full', async () => {
    const { offered, ask } = setUp(await open());
    const day = expected.filter((s) => s.startsWith('2026-12-02'));
    expect(day.length).toBeGreaterThan(schedule.visitsPerDay);
    for (let i = 0; i < schedule.visitsPerDay; i++)
      expect((await ask(day[i], `(561) 555-02${10 + i}`, `198.51.100.${20 + i}`)).status).toBe(201);
    expect((await offered()).filter((s) => s.startsWith('2026-12-02'))).toEqual([]);
    const refused = await ask(day[schedule.visitsPerDay], '(561) 555-0299', '198.51.100.40');
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toContain(messages.en!.windows.refused.dayFull.split('{asked}')[1]);
  });
});

describe('a request stored on Netlify Blobs before bookings existed', () => {
  it('is a request holding its window, and once confirmed keeps it after its hold would have run out', async () => {
    const { store, entries } = await blobs();
    const window = windowsFor(windowRules, NOW).find((w) => w.start.startsWith('2026-12-04'))?.start ?? '';
    const receivedAt = new Date(NOW).toISOString();
    // As the handler stored it then: the entry with its window, and a claim of the window's place naming no request.
    const id = await store.insert('quote', { ...quoteFields('Old Request'), window }, receivedAt);
    await entries.setJSON(`windows/${window}/0`, { receivedAt });
    const booking = await store.bookings?.get(id);
    expect(booking).toMatchObject({ state: 'requested', window, holdFrom: receivedAt, sequence: 0 });
    const confirmed = afterAction(booking!, 'confirm', NOW, WINDOW_LIMITS.holdMs)!;
    expect(await store.bookings?.save(booking!, confirmed, WINDOW_LIMITS, NOW)).toBe('saved');
    const later = NOW + schedule.holdHours * HOUR + 60_000;
    expect(await store.windows?.held(window, `${window}~`, later)).toEqual({ [window]: 1 });
  });
});
