/**
 * GET /api/availability's kept answer (src/server/windows/availability-answer.ts) and the bookings, on npm start's store
 * (node:sqlite) and Netlify's (Blobs): every change of a booking shows at once (confirm, move, decline, cancel, release,
 * a new request of the same client replacing its hold), a hold that runs out frees its window at once, and so does the
 * clock bringing the first window inside the hours of notice.
 */
import { describe, expect, it } from 'vitest';
import { schedule } from '../../src/content/schedule.ts';
import { afterAction, type BookingAction } from '../../src/lib/booking/state.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { WINDOW_LIMITS } from '../../src/server/booking/limits.ts';
import type { FormStore } from '../../src/server/stores/store.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { clockedHandler } from './clocked-handler.ts';
import { blobs, sqlite } from './form-handler.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const HOUR = 3_600_000;

function setUp(store: FormStore) {
  const { offered, ask: post, at, now } = clockedHandler(store, NOW);
  /** A request for `window` from `client` (a phone of its own): its booking's id. */
  const ask = async (window: string, client: string) => {
    const phone = `(561) 555-${client.split('.').pop()!.padStart(4, '0')}`;
    expect((await post(window, phone, client)).status).toBe(201);
    // The owner's e-mail goes out in the background and marks the request: his links come only after it.
    await expect.poll(async () => (await store.unemailed(100, '2100-01-01T00:00:00.000Z')).length).toBe(0);
    const all = (await store.bookings?.list('2000-01-01', 100)) ?? [];
    return all.find((b) => b.entry.phone === phone && b.window === window)!.id;
  };
  /** The owner's or the homeowner's `action` on booking `id`, as their pages save it. */
  const act = async (id: string, action: BookingAction, window?: string) => {
    const prev = (await store.bookings?.get(id))!;
    const next = afterAction(prev, action, now(), WINDOW_LIMITS.holdMs, window)!;
    expect(await store.bookings?.save(prev, next, WINDOW_LIMITS, now())).toBe('saved');
  };
  return { offered, ask, act, at };
}

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('the windows offered on %s', (_, open) => {
  // Windows from Thursday on: neither the notice nor a day's passing touches them while the clock moves a day.
  const later = windowsFor(windowRules, NOW)
    .map((w) => w.start)
    .filter((s) => s >= '2026-12-03');

  it('follow every change of a booking at once, and the end of a hold', async () => {
    const { offered, ask, act, at } = setUp(await open());
    const [a, b, c, d, e, f] = later;
    expect(await offered()).toContain(a);
    const id = await ask(a, '198.51.100.1');
    expect(await offered()).not.toContain(a);
    await act(id, 'confirm');
    expect(await offered()).not.toContain(a);
    await act(id, 'move', b);
    expect(await offered()).toContain(a);
    expect(await offered()).not.toContain(b);
    await act(id, 'decline');
    expect(await offered()).toContain(b);

    // The same client's new request lets its first window go.
    await ask(c, '198.51.100.2');
    expect(await offered()).not.toContain(c);
    await ask(d, '198.51.100.2');
    expect(await offered()).toContain(c);
    expect(await offered()).not.toContain(d);

    const released = await ask(e, '198.51.100.3');
    expect(await offered()).not.toContain(e);
    await act(released, 'release');
    expect(await offered()).toContain(e);

    const cancelled = await ask(f, '198.51.100.4');
    await act(cancelled, 'confirm');
    expect(await offered()).not.toContain(f);
    await act(cancelled, 'cancel');
    expect(await offered()).toContain(f);

    // d's hold (the only one left unbooked) runs out holdHours after it began.
    at(NOW + schedule.holdHours * HOUR - 60_000);
    expect(await offered()).not.toContain(d);
    at(NOW + schedule.holdHours * HOUR + 60_000);
    expect(await offered()).toContain(d);
  });

  it('leave out the first window as soon as the hours of notice reach it', async () => {
    const { offered, at } = setUp(await open());
    const [first] = windowsFor(windowRules, NOW);
    expect(await offered()).toContain(first.start);
    at(first.startMs - windowRules.noticeHours! * HOUR + 60_000);
    expect(await offered()).not.toContain(first.start);
  });
});
