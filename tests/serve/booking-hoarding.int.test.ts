/**
 * Holds that cannot be hoarded, tried on `npm start` as an attacker would, behind a proxy that names each client
 * (TRUSTED_PROXIES, X-Forwarded-For) at the default rate limit: six addresses sending every request they may, each
 * with a phone number of its own, hold no more windows than one each; a second request from the same phone leaves one
 * hold; a window inside the hours of notice is neither offered nor accepted.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { DEFAULT_RATE_LIMIT } from '../../src/server/forms-app.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { freePort } from '../free-port.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoarding-'));
let server: http.Server;
let base = '';

/** The windows offered, asked as `client` (each client's asks count against its own limit, as a visitor's do). */
const offered = async (client = '192.0.2.1') =>
  (
    (await (await fetch(`${base}/api/availability`, { headers: { 'X-Forwarded-For': client } })).json()) as {
      windows: { start: string }[];
    }
  ).windows.map((w) => w.start);
const ask = (window: string, phone: string, client: string) =>
  fetch(`${base}/api/quote`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: base,
      'X-Forwarded-For': client,
    },
    body: JSON.stringify({ ...quoteFields(`Visitor ${phone}`), phone, window }),
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = createServer(path.join(dir, 'site'), {
    dataDir: path.join(dir, 'data'),
    now: () => NOW,
    trustedProxies: ['127.0.0.1'],
    env: {},
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  await closeServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('holds on npm start', () => {
  it('six addresses sending all the requests the rate limit lets them hold one window each', async () => {
    const all = await offered();
    let phone = 0;
    for (let client = 1; client <= 6; client++)
      for (let i = 0; i < DEFAULT_RATE_LIMIT; i++) {
        const [free] = await offered(`198.51.100.${client}`);
        const res = await ask(free, `(561) 555-${String(1000 + phone++)}`, `198.51.100.${client}`);
        expect(res.status).toBe(201);
      }
    const left = await offered();
    expect(all.length - left.length).toBe(6);
  });

  it('a second request from the same phone leaves one hold', async () => {
    const before = await offered();
    expect((await ask(before[0], '(954) 555-0177', '203.0.113.50')).status).toBe(201);
    expect((await ask(before[1], '954-555-0177', '203.0.113.51')).status).toBe(201);
    const after = await offered();
    expect(after).toContain(before[0]);
    expect(after).not.toContain(before[1]);
  });

  it('neither offers nor accepts a window inside the hours of notice', async () => {
    const HOUR = 3_600_000;
    const soon = windowsFor({ ...windowRules, noticeHours: 0 }, NOW).filter(
      (w) => w.startMs < NOW + (windowRules.noticeHours ?? 0) * HOUR,
    );
    expect(soon.length).toBeGreaterThan(0);
    const now = await offered();
    for (const w of soon) {
      expect(now).not.toContain(w.start);
      expect((await ask(w.start, '(305) 555-0188', '203.0.113.60')).status).toBe(409);
    }
  });
});
