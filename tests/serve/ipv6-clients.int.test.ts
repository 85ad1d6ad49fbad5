import { describe, expect, it } from 'vitest';
import { SIGN_IN_RATE_LIMIT } from '../../src/server/access/stats-access.ts';
import { CALENDAR_RATE_LIMIT } from '../../src/server/calendar/calendar-app.ts';
import { blobs, handler, sqlite } from './form-handler.ts';

// Every per-client bound of the form handler counts an IPv6 client by its /64, which its subscriber picks addresses
// from at will, and an IPv4 address on a dual-stack socket as that address. On both kinds of store (SQL, Blobs).
const inNet = (i: number) => `2001:db8:1:2::${(i + 1).toString(16)}`;
// The rate limits count per 10-minute window: a clock that stays mid-window, so that no test's posts straddle two
// windows (at 00:30:00 once, all five were answered 201).
const start = Math.floor(Date.now() / 600_000) * 600_000 + 300_000;
const byHeader = {
  clientAddress: (c: { req: { header(n: string): string | undefined } }) => c.req.header('x-ip'),
  now: () => start,
};

describe.each([
  ['SQLite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('per-client bounds on %s', (_, open) => {
  it('counts the posts of one /64 together, and another /64 apart', async () => {
    const { post } = handler(await open(), { ...byHeader, settings: { FORMS_RATE_LIMIT: '3' } });
    const send = (ip: string, i: number) =>
      post('newsletter', JSON.stringify({ email: `n${i}@example.com` }), 'application/json', { 'x-ip': ip });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(inNet(i), i)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await send('2001:db8:1:3::1', 9)).status).toBe(201);
  });
  it('counts ::ffff:a.b.c.d as a.b.c.d', async () => {
    const { post } = handler(await open(), { ...byHeader, settings: { FORMS_RATE_LIMIT: '1' } });
    const send = (ip: string, i: number) =>
      post('newsletter', JSON.stringify({ email: `m${i}@example.com` }), 'application/json', { 'x-ip': ip });
    expect((await send('::ffff:198.51.100.4', 0)).status).toBe(201);
    expect((await send('198.51.100.4', 1)).status).toBe(429);
  });
  it('counts beacons, stats token guesses and calendar token guesses of one /64 together', async () => {
    const { app } = handler(await open(), {
      ...byHeader,
      settings: { EVENTS_RATE_LIMIT: '2', CALENDAR_TOKEN: 'the-calendar-token' },
    });
    const beacon = (i: number) =>
      app.request('http://localhost/api/events', {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'Content-Type': 'text/plain', 'x-ip': inNet(i) },
        body: JSON.stringify({ e: 'view', p: '/' }),
      });
    const beacons: number[] = [];
    for (let i = 0; i < 3; i++) beacons.push((await beacon(i)).status);
    expect(beacons.at(-1)).toBe(429);
    const guess = (url: string, i: number, headers: Record<string, string> = {}) =>
      app.request(url, { headers: { ...headers, 'x-ip': inNet(100 + i) } });
    let stats = 0;
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT; i++)
      stats = (await guess('http://localhost/api/stats', i, { Authorization: `Bearer guess-number-${i}` })).status;
    expect(stats).toBe(429);
    let calendar = 0;
    for (let i = 0; i <= CALENDAR_RATE_LIMIT; i++)
      calendar = (await guess(`http://localhost/api/calendar.ics?token=guess-${i}`, 50 + i)).status;
    expect(calendar).toBe(429);
  });
});
