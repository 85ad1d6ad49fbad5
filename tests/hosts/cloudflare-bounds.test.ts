// The per-client and per-recipient bounds of the form handler in Cloudflare's local runtime (wrangler pages dev, D1,
// R2 and the e-mail Worker). The local runtime keeps a CF-Connecting-IP the client sends (Cloudflare's edge writes
// its own), so each post here names the visitor's address as the edge would.
import { beforeAll, describe, expect, it } from 'vitest';
import { stripMetadata } from '../../src/lib/photos/photo-bytes.ts';
import { DEFAULT_RATE_LIMIT } from '../../src/server/forms-app.ts';
import { photoWithLocation } from '../photos.ts';
import { clearOfRateWindowEnd } from '../rate-window.ts';
import { quoteFields, withPhotos } from '../serve/quote-request.ts';
import { CONTROL, cleaned, hostile } from '../serve/typed-text.ts';
import { CALENDAR_TOKEN, cloudflareForThisFile, d1Rows } from './cloudflare-runtime.ts';

// Room for one test photo (as kept, its metadata removed) a sender a day, and for three in all.
let photo: Buffer;
let kept = 0;
beforeAll(async () => {
  photo = await photoWithLocation('jpeg');
  kept = stripMetadata(new Uint8Array(photo))?.bytes.length ?? 0;
});
const mb = (bytes: number) => String(bytes / 1024 / 1024);
const cf = cloudflareForThisFile(() => ({
  PHOTOS_CLIENT_DAILY_MB: mb(kept * 1.5),
  PHOTOS_TOTAL_MB: mb(kept * 3.5),
}));

const postQuote = (ip: string, fields: Record<string, string>) =>
  fetch(`${cf.origin}/api/quote`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: cf.origin,
      'CF-Connecting-IP': ip,
    },
    body: JSON.stringify(fields),
  });

describe("bounds of the form handler in Cloudflare's runtime", () => {
  it('counts the quotes of one IPv6 /64 as one client', async () => {
    await clearOfRateWindowEnd();
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++)
      statuses.push((await postQuote(`2001:db8:1:2::${i.toString(16)}`, quoteFields(`Neighbour ${i}`))).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_RATE_LIMIT);
    expect(statuses.slice(DEFAULT_RATE_LIMIT).every((s) => s === 429)).toBe(true);
  }, 60_000);
  it('sends at most two confirmations a day to one inbox through the e-mail Worker, and the owner every quote', async () => {
    const spellings = ['victim@example.com', 'Victim+1@Example.com', 'victim+2@example.COM', 'VICTIM@example.com'];
    for (const [i, email] of spellings.entries())
      expect((await postQuote(`198.51.100.${i + 1}`, { ...quoteFields(`Cannon ${i}`), email })).status).toBe(201);
    // Distinct quotes: a Function's e-mail run is per request, so two runs at once may send one lead twice.
    const owner = () => new Set(cf.log.match(/To: owner@example\.com\nSubject: [^\n]* · Cannon \d/g)).size;
    await expect.poll(owner, { timeout: 30_000 }).toBe(spellings.length);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(cf.log.match(/To: victim[^\n]*\n/gi)).toHaveLength(2);
  }, 60_000);
  it('stores and feeds text typed with control characters and HTML as plain text', async () => {
    const { windows } = (await (await fetch(`${cf.origin}/api/availability`)).json()) as {
      windows: { start: string; free: number }[];
    };
    const window = windows.find((w) => w.free > 0)?.start ?? '';
    expect((await postQuote('198.51.100.77', { ...quoteFields('x'), ...hostile, window })).status).toBe(201);
    const [row] = d1Rows("SELECT name, address, details FROM quote WHERE email = 'jose@example.com'");
    expect(row).toEqual(cleaned);
    const feed = (await (await fetch(`${cf.origin}/api/calendar.ics?token=${CALENDAR_TOKEN}`)).text()).replace(
      /\r\n[ \t]/g,
      '',
    );
    expect(feed).toContain('Línea uno 🙂\\nLínea dos alert(1)\\ntercera pague aquí');
    expect(feed.replaceAll('\r\n', '')).not.toMatch(CONTROL);
    expect(feed).not.toMatch(/<|evil\.example/);
  }, 60_000);
  it("keeps a sender's photos within its share of the day and the total, in D1 and R2", async () => {
    const send = (ip: string, name: string) =>
      fetch(`${cf.origin}/api/quote`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: cf.origin, 'CF-Connecting-IP': ip },
        body: withPhotos(name, photo, 1),
      });
    for (const [ip, name] of [
      ['2001:db8:9:9::1', 'Share One'],
      ['2001:db8:9:9::2', 'Share Two'],
      ['198.51.100.201', 'Other Sender'],
      ['198.51.100.202', 'Third Sender'],
      ['198.51.100.203', 'Past The Total'],
    ])
      expect((await send(ip, name)).status).toBe(201);
    const rows = d1Rows(
      'SELECT name, photos IS NOT NULL AS kept, photosDroppedFor FROM quote WHERE photos IS NOT NULL OR photosDropped IS NOT NULL ORDER BY id',
    );
    expect(rows).toEqual([
      { name: 'Share One', kept: 1, photosDroppedFor: null },
      { name: 'Share Two', kept: 0, photosDroppedFor: 'share' },
      { name: 'Other Sender', kept: 1, photosDroppedFor: null },
      { name: 'Third Sender', kept: 1, photosDroppedFor: null },
      { name: 'Past The Total', kept: 0, photosDroppedFor: 'total' },
    ]);
    expect(d1Rows('SELECT kind, quotes FROM photo_budget_notices')).toEqual([{ kind: 'total', quotes: 1 }]);
  }, 60_000);
});
