/**
 * GET /api/day, the owner's day page's answer, on npm start's store (node:sqlite) and Netlify's (Blobs), behind the
 * sign-in of /api/stats: refused without a token that may read the counts; with STATS_TOKEN, the requests waiting for
 * an answer oldest first with their age, and tomorrow's confirmed visit, each with call, text and map links and the
 * owner's signed links for the actions open to it.
 */
import { describe, expect, it } from 'vitest';
import { afterAction } from '../../src/lib/booking/state.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import type { DayAnswer } from '../../src/server/booking/day-answer.ts';
import { WINDOW_LIMITS } from '../../src/server/booking/limits.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const TOKEN = 'owner-day-token';
const HOUR = 3_600_000;
const on = (day: string) => windowsFor(windowRules, NOW).find((w) => w.start.startsWith(day))!.start;

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('the owner’s day on %s', (_, open) => {
  it('answers only the sign-in of the counts, with what waits and where he goes', async () => {
    const store = await open();
    let clock = NOW - 20 * HOUR;
    const mailer = {
      to: 'owner@example.com',
      from: 'site@example.com',
      linkSecret: 'day-secret',
      send: async () => {},
    };
    const h = handler(store, {
      now: () => clock,
      settings: { STATS_TOKEN: TOKEN },
      mailer,
      clientAddress: (c) => c.req.header('x-c'),
    });
    const ask = async (name: string, phone: string, window: string) => {
      const body = JSON.stringify({ ...quoteFields(name), phone, address: `${name} St, Stuart`, window });
      const res = await h.post('quote?locale=es', body, 'application/json', { 'x-c': `203.0.113.${phone.slice(-2)}` });
      expect(res.status).toBe(201);
    };
    await ask('Booked', '5615550101', on('2026-12-01'));
    await ask('Oldest', '5615550102', on('2026-12-03'));
    clock += 5 * HOUR;
    await ask('Newer', '5615550103', on('2026-12-02'));
    const [booked] = (await store.bookings!.list('2026-11-30', 10)).filter((b) => b.entry.name === 'Booked');
    clock = NOW;
    expect(
      await store.bookings!.save(
        booked,
        afterAction(booked, 'confirm', clock, WINDOW_LIMITS.holdMs)!,
        WINDOW_LIMITS,
        clock,
      ),
    ).toBe('saved');

    const get = (token?: string) =>
      h.app.request('http://localhost/api/day', token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect((await get()).status).toBe(401);
    expect((await get('not-the-owner-token')).status).toBe(401);
    const res = await get(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const day = (await res.json()) as DayAnswer;
    expect([day.today, day.tomorrow, day.actions]).toEqual(['2026-11-30', '2026-12-01', true]);
    expect(day.waiting.map((w) => [w.name, w.waitingHours])).toEqual([
      ['Oldest', 20],
      ['Newer', 15],
    ]);
    expect(day.todays).toEqual([]);
    expect(day.tomorrows.map((v) => [v.name, v.state])).toEqual([['Booked', 'confirmed']]);
    const [oldest] = day.waiting;
    expect(oldest.tel).toBe('tel:5615550102');
    expect(oldest.sms).toMatch(/^sms:5615550102\?body=Hola%20Oldest/);
    expect(oldest.map).toBe('https://www.google.com/maps/search/?api=1&query=Oldest%20St%2C%20Stuart');
    for (const k of ['confirm', 'move', 'decline'] as const)
      expect(oldest[k]).toMatch(new RegExp(`/api/booking/${k}/`));
    expect(day.tomorrows[0].confirm).toBeUndefined();
    expect(day.tomorrows[0].move).toMatch(/\/api\/booking\/move\//);
  });
});
