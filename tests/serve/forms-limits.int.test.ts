import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { clearOfRateWindowEnd } from '../rate-window.ts';

// The form handler behind `npm start` when its data folder cannot be made, and its limit of posts per client, each on a
// server of its own; what it stores and refuses is in forms.int.test.ts.
describe('form handler limits and failures', () => {
  it('answers 503 and lives on when the data folder cannot be created', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nodir-')), 'a-file');
    fs.writeFileSync(file, '');
    const broken = createServer(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), { dataDir: path.join(file, 'data') });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    try {
      const send = () =>
        fetch(`${origin}/api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: '{"email":"a@example.com"}',
        });
      expect((await send()).status).toBe(503);
      expect((await send()).status).toBe(503);
      expect((await fetch(`${origin}/`)).status).toBe(404);
    } finally {
      await closeServer(broken);
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
  it('limits posts per client with 429, counted in the database so a restart does not reset it', async () => {
    await clearOfRateWindowEnd();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-'));
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    const statuses: number[] = [];
    for (let run = 0; run < 2; run++) {
      const s = createServer(site, { dataDir: dir, env: { FORMS_RATE_LIMIT: '3' } });
      await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${origin}/api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email: `r${run}${i}@example.com` }),
        });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      await closeServer(s);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
