import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { freePort } from '../free-port.ts';
import { smtpInbox } from '../smtp.ts';
import { env, multipart, quoteFields } from './quote-request.ts';

// A quote request while the SMTP server is down: kept, and e-mailed by the retry timer once the server is back.
describe('lead e-mail when the SMTP server is down', () => {
  it('keeps the entry, then sends it once the server is back (on the timer, without a new post)', async () => {
    const free = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-down-'));
    const down = createServer(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), {
      dataDir: dir,
      retryEveryMs: 300,
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${free}` },
    });
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${origin}/api/quote`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: origin },
        body: multipart(quoteFields('While Down')),
      });
      expect(res.status).toBe(201);
      await new Promise((r) => setTimeout(r, 1000));
      const db = () => new DatabaseSync(path.join(dir, 'forms.sqlite'), { readOnly: true });
      expect(db().prepare('SELECT name, emailedAt FROM quote').all()).toEqual([
        { name: 'While Down', emailedAt: null },
      ]);
      const back = await smtpInbox(free);
      try {
        const [mail] = await back.until(1, 20_000);
        expect(mail.subject).toContain('While Down');
        await expect
          .poll(() => db().prepare('SELECT emailedAt FROM quote').get()?.emailedAt)
          .toEqual(expect.any(String));
      } finally {
        await back.close();
      }
    } finally {
      await new Promise((r) => down.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
