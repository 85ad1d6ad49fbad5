import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { stripMetadata } from '../../src/lib/photos/photo-bytes.ts';
import { freePort } from '../free-port.ts';
import { photoWithLocation } from '../photos.ts';
import { smtpInbox } from '../smtp.ts';
import { env, quoteFields, withPhotos } from './quote-request.ts';
import { cleaned, hostile } from './typed-text.ts';

// The bounds of the form handler on `npm start` itself (node:sqlite, photos in a folder, e-mail by SMTP to a server
// inside the test), its visitors named by a trusted proxy's X-Forwarded-For: two confirmations per inbox a day, a
// sender's share of the day's photos, text kept as plain text. The /64 and the connections are in
// trusted-proxy.int.test.ts and connections.int.test.ts.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bounds-'));
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let server: ReturnType<typeof createServer>;
let base = '';
let photo: Buffer;

beforeAll(async () => {
  photo = await photoWithLocation('jpeg');
  const kept = stripMetadata(new Uint8Array(photo))?.bytes.length ?? 0;
  inbox = await smtpInbox();
  base = `http://127.0.0.1:${await freePort()}`;
  server = createServer(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), {
    dataDir,
    trustedProxies: ['127.0.0.1'],
    // Room for one test photo a sender a day.
    env: { ...env, SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, PHOTOS_CLIENT_DAILY_MB: String((kept * 1.5) / 2 ** 20) },
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(base).port), '127.0.0.1', resolve));
});
afterAll(async () => {
  await closeServer(server);
  await inbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (from: string, body: FormData | string) =>
  fetch(`${base}/api/quote`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      Origin: base,
      'X-Forwarded-For': from,
      ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
  });
const rows = (where: string) => {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    return db.prepare(`SELECT name, address, details, photosDroppedFor FROM quote WHERE ${where} ORDER BY id`).all();
  } finally {
    db.close();
  }
};

describe('bounds of the form handler on npm start', () => {
  it('sends at most two confirmations a day to one inbox, and the owner every quote', async () => {
    const spellings = ['victim@example.com', 'Victim+1@Example.com', 'victim+2@example.COM', 'VICTIM@example.com'];
    for (const [i, email] of spellings.entries())
      expect((await post(`198.51.100.${i + 1}`, JSON.stringify({ ...quoteFields(`Cannon ${i}`), email }))).status).toBe(
        201,
      );
    const owner = () => new Set(inbox.received.flatMap((m) => /Cannon \d/.exec(m.subject ?? '') ?? [])).size;
    await expect.poll(owner, { timeout: 20_000 }).toBe(spellings.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.received.filter((m) => m.to?.some((t) => /victim/i.test(t.address ?? '')))).toHaveLength(2);
  }, 30_000);

  it("keeps a sender's photos within its share of the day, and another sender's after it", async () => {
    for (const [from, name] of [
      ['2001:db8:5:5::1', 'Share One'],
      ['2001:db8:5:5::2', 'Share Two'],
      ['198.51.100.50', 'Other Sender'],
    ])
      expect((await post(from, withPhotos(name, photo, 1))).status).toBe(201);
    expect(rows("name LIKE 'Share%' OR name = 'Other Sender'").map((r) => r.photosDroppedFor)).toEqual([
      null,
      'share',
      null,
    ]);
  });

  it('stores text typed with control characters and HTML as plain text', async () => {
    expect((await post('198.51.100.60', JSON.stringify({ ...quoteFields('x'), ...hostile }))).status).toBe(201);
    expect(rows("email = 'jose@example.com'")).toEqual([{ ...cleaned, photosDroppedFor: null }]);
  });
});
