import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { routes } from '../../src/content/routes.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { site } from '../../src/lib/page/site.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { clearOfRateWindowEnd } from '../rate-window.ts';

// The counts behind `npm start`: POST /api/events counts known events on real pages as daily rows, refuses the rest,
// is rate-limited per client; a stored form entry counts as a send; GET /api/stats answers only the owner's tokens,
// a GitHub token being checked against GitHub's API (stubbed here).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-'));
/** GitHub tokens of GitHub's own shape (others are never sent to GitHub): one may push to the repository, one may not. */
const WRITER = `ghp_${'Writer0'.repeat(6)}`;
const READER = `ghp_${'Reader0'.repeat(6)}`;
const githubCalls: string[] = [];
const githubFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  const token = new Headers(init?.headers).get('authorization');
  githubCalls.push(`${url} ${token}`);
  if (String(url) !== `https://api.github.com/repos/${site.webEditor.repository}`)
    return new Response('{}', { status: 404 });
  if (token === `Bearer ${WRITER}`) return Response.json({ permissions: { pull: true, push: true } });
  if (token === `Bearer ${READER}`) return Response.json({ permissions: { pull: true, push: false } });
  return new Response('{"message":"Bad credentials"}', { status: 401 });
}) as typeof fetch;
process.env.EVENTS_RATE_LIMIT = '40';
const server = createServer(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), {
  dataDir,
  env: { ...process.env, FORMS_RATE_LIMIT: '1000', STATS_TOKEN: 'owner-stats-token' },
  githubFetch,
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  delete process.env.EVENTS_RATE_LIMIT;
  server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const city = routes.find((r) => r.kind === 'city')!;
const about = routes.find((r) => r.kind === 'about')!;
// As navigator.sendBeacon sends a string: text/plain, with the page's Origin.
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: base, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const rows = () => {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT * FROM events ORDER BY path, event').all() as {
      day: string;
      path: string;
      city: string;
      event: string;
      count: number;
    }[];
  } finally {
    db.close();
  }
};
const stats = (token?: string) =>
  fetch(`${base}/api/stats`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('counts on npm start', () => {
  it('counts a view and a call on a city page as daily totals with the city, nothing about the visitor', async () => {
    for (const e of ['view', 'view', 'tel']) expect((await beacon({ e, p: city.url })).status).toBe(204);
    expect(rows()).toEqual([
      { day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), path: city.url, city: city.id, event: 'tel', count: 1 },
      { day: expect.any(String), path: city.url, city: city.id, event: 'view', count: 2 },
    ]);
  });
  it('refuses what is not a known event on a page of the site, a cross-site post, and an oversized body', async () => {
    const before = rows();
    for (const body of [
      { e: 'buy', p: about.url },
      { e: 'view', p: '/wp-admin' },
      { e: 'quote', p: about.url },
      'view',
    ])
      expect((await beacon(body)).status, JSON.stringify(body)).toBe(422);
    expect(
      (await beacon({ e: 'view', p: about.url }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect((await beacon({ e: 'view', p: about.url, pad: 'x'.repeat(2000) })).status).toBe(413);
    expect(rows()).toEqual(before);
  });
  it('counts a stored form entry as a send of its form on the page that sent it', async () => {
    const res = await fetch(`${base}/api/newsletter`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: base,
        Referer: `${base}${about.url}`,
      },
      body: JSON.stringify({ email: 'counted@example.com' }),
    });
    expect(res.status).toBe(201);
    await expect
      .poll(() => rows().find((r) => r.event === 'newsletter'))
      .toMatchObject({ path: about.url, city: '', count: 1 });
  });
  it('counts a stored quote request as a quote sent on the page it names', async () => {
    const service = routes.find((r) => r.kind === 'service' && r.locale === 'en')!;
    const quote = {
      name: 'Counted Quote',
      phone: '(561) 555-0123',
      email: '',
      address: '12 Palm Way, Boca Raton',
      service: 'painting',
      details: 'Two rooms.',
      bestTime: 'morning',
      page: service.url,
    };
    const res = await fetch(`${base}/api/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base },
      body: JSON.stringify(quote),
    });
    expect(res.status).toBe(201);
    await expect
      .poll(() => rows().find((r) => r.event === 'quote'))
      .toMatchObject({ path: service.url, city: '', count: 1 });
    expect(rows().find((r) => r.event === 'quote-window')).toBeUndefined();
    // A request naming an arrival window counts as a quote and as one with a window, on the same page.
    const window = windowsFor(windowRules, Date.now())[0].start;
    const withWindow = await fetch(`${base}/api/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base },
      body: JSON.stringify({ ...quote, name: 'Counted Window', window }),
    });
    expect(withWindow.status).toBe(201);
    await expect
      .poll(() => rows().find((r) => r.event === 'quote-window'))
      .toMatchObject({ path: service.url, city: '', count: 1 });
    expect(rows().find((r) => r.event === 'quote')).toMatchObject({ count: 2 });
  });
  it('shows the summary to STATS_TOKEN and to a GitHub token that may push to the repository, to no one else', async () => {
    expect((await stats()).status).toBe(401);
    expect((await stats('wrong-token-123')).status).toBe(401);
    expect((await stats(READER)).status).toBe(401);
    for (const token of ['owner-stats-token', WRITER]) {
      const res = await stats(token);
      expect(res.status, token).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const summary = await res.json();
      expect(summary.days).toHaveLength(30);
      expect(summary.cities).toEqual([{ city: city.id, counts: expect.objectContaining({ view: 2, tel: 1 }) }]);
      expect(summary.pages.find((p: { path: string }) => p.path === about.url).counts.newsletter).toBe(1);
    }
    expect(githubCalls.some((c) => c.includes('owner-stats-token'))).toBe(false);
    // GitHub is asked once per token, not on every visit.
    const asked = githubCalls.length;
    expect((await stats(WRITER)).status).toBe(200);
    expect(githubCalls).toHaveLength(asked);
  });
  it('limits beacons per client with 429 (EVENTS_RATE_LIMIT)', async () => {
    await clearOfRateWindowEnd();
    const statuses: number[] = [];
    // One more than EVENTS_RATE_LIMIT and a few: the earlier tests' beacons count only when they fell in this window.
    for (let i = 0; i < 45; i++) statuses.push((await beacon({ e: 'view', p: about.url })).status);
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});
