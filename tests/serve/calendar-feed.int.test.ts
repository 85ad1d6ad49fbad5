import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { site } from '../../src/lib/page/site.ts';
import { CALENDAR_RATE_LIMIT, FEED_REFRESH_MINUTES } from '../../src/server/calendar/calendar-app.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';
import { clearOfRateWindowEnd } from '../rate-window.ts';
import { quoteFields } from './quote-request.ts';

// The feed of requested visits behind `npm start`: GET /api/calendar.ics?token=CALENDAR_TOKEN lists the stored quotes
// with a window from 30 days back on, is never cached, and answers nothing to a missing or wrong token; without
// CALENDAR_TOKEN there is no feed at all.
const TOKEN = 'calendar-token-of-the-owner';
const dirs = ['calendar-data-', 'site-', 'site-'].map((p) => fs.mkdtempSync(path.join(os.tmpdir(), p)));
const servers = [
  createServer(dirs[1], { dataDir: dirs[0], env: { CALENDAR_TOKEN: TOKEN, FORMS_RATE_LIMIT: '1000' } }),
  createServer(dirs[2], { dataDir: dirs[0], env: { FORMS_RATE_LIMIT: '1000' } }),
];
const bases: string[] = [];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = openSqlite(path.join(dirs[0], 'forms.sqlite'), path.resolve('migrations'));
  const store = sqlStore(sqliteDatabase(db));
  const at = new Date().toISOString();
  for (const [name, window] of [
    ['Long Ago', `${day(-40)}T08:00`],
    ['Last Week', `${day(-7)}T10:00`],
    ['Next Week', `${day(7)}T14:00`],
    ['No Window', ''],
  ])
    ids[name] = await store.insert('quote', { ...quoteFields(name), window, reference: `K7M-${name.length}QX` }, at);
  db.close();
  for (const s of servers) await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  bases.push(...servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('the calendar feed on npm start', () => {
  it("lists the requested visits of the last 30 days and the future, with the owner's details, never cached", async () => {
    const res = await fetch(`${bases[0]}/api/calendar.ics?token=${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    const events = cal.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const host = new URL(site.baseUrl).hostname;
    expect(events.map((e) => e.uid).sort()).toEqual(
      [`quote-${ids['Last Week']}@${host}`, `quote-${ids['Next Week']}@${host}`].sort(),
    );
    const next = events.find((e) => e.uid === `quote-${ids['Next Week']}@${host}`);
    expect(next?.summary).toMatch(/K7M-9QX/);
    expect(next?.description).toContain('Next Week');
    expect(next?.location).toBe(quoteFields('x').address);
    // Each visit says where it stands (requests not yet confirmed), and the feed asks to be read again soon (RFC 7986).
    expect(events.map((e) => e.component.getFirstPropertyValue('status'))).toEqual(['TENTATIVE', 'TENTATIVE']);
    const refresh = `PT${FEED_REFRESH_MINUTES}M`;
    expect(String(cal.getFirstPropertyValue('refresh-interval'))).toBe(refresh);
    expect(String(cal.getFirstPropertyValue('x-published-ttl'))).toBe(refresh);
  });

  it('answers 401 without a token, 403 with a wrong one, then 429 once an address has tried too often', async () => {
    await clearOfRateWindowEnd();
    expect((await fetch(`${bases[0]}/api/calendar.ics`)).status).toBe(401);
    const wrong = await fetch(`${bases[0]}/api/calendar.ics?token=${TOKEN}x`);
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('cache-control')).toBe('private, no-store');
    const statuses: number[] = [];
    for (let i = 0; i < CALENDAR_RATE_LIMIT; i++)
      statuses.push((await fetch(`${bases[0]}/api/calendar.ics?token=guess${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    // The right token is counted too: no request of a limited address reads the feed.
    expect((await fetch(`${bases[0]}/api/calendar.ics?token=${TOKEN}`)).status).toBe(429);
  });

  it('does not exist without CALENDAR_TOKEN', async () => {
    expect((await fetch(`${bases[1]}/api/calendar.ics?token=${TOKEN}`)).status).toBe(404);
    expect((await fetch(`${bases[1]}/api/calendar.ics`)).status).toBe(404);
  });
});
