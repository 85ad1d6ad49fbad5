import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { stripMetadata } from '../../src/lib/photos/photo-bytes.ts';
import { photoWithLocation } from '../photos.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { withPhotos } from './quote-request.ts';

// The photo budget against one client's junk: each client (an IPv6 /64) has a daily share of the day's photos, so a
// few junk quotes (21 of 23.5 MB spent the 500 MB day) no longer leave every other customer's photos dropped; the
// total counts what is stored, so photos deleted by hand give their bytes back; and the owner is told why photos
// were not kept, in the lead e-mail and once in /admin/stats.
const words = messages.en.leadEmail;
const MINUTE = 60_000;

describe.each([
  ['SQLite', async () => sqlite()],
  ['Netlify Blobs', blobs],
])('the photo budget on %s', (_, open) => {
  it("keeps another customer's photos after one client spent its share of the day", async () => {
    const photo = await photoWithLocation('jpeg');
    const kept = stripMetadata(new Uint8Array(photo))?.bytes.length ?? 0;
    let ip = '2001:db8:1:2::1';
    const { post, sent } = handler((await open()).store, {
      clientAddress: () => ip,
      photoBudget: { dailyBytes: kept * 6, totalBytes: kept * 100, clientDailyBytes: kept * 2 },
    });
    const quote = (name: string) => post('quote', withPhotos(name, photo, 2));
    const junk: number[] = [];
    for (let i = 0; i < 4; i++) {
      ip = `2001:db8:1:2::${i + 1}`;
      junk.push((await quote(`Junk ${i}`)).status);
    }
    expect(junk).toEqual([201, 201, 201, 201]);
    ip = '198.51.100.9';
    expect((await quote('Customer')).status).toBe(201);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(5);
    const mail = (name: string) => sent.find((m) => m.subject.includes(name))?.text ?? '';
    expect(mail('Junk 0')).not.toContain('not kept');
    expect(mail('Junk 1')).toContain(words.photosDroppedWhy.share);
    expect(mail('Customer')).not.toContain('not kept');
  }, 30_000);

  it('gives the bytes of photos deleted by hand back to the total, and tells the owner once when it is full', async () => {
    const photo = await photoWithLocation('jpeg');
    const kept = stripMetadata(new Uint8Array(photo))?.bytes.length ?? 0;
    let now = Date.parse('2026-11-30T15:00:00Z');
    let ip = 0;
    const { app, post, sent, photoDir, photoFiles } = handler((await open()).store, {
      clientAddress: () => `198.51.100.${++ip}`,
      now: () => now,
      settings: { STATS_TOKEN: 'the-owners-stats-token' },
      // No counts to show: only the photos' notice is read here.
      events: { count: async () => true, rows: async () => [] },
      photoBudget: { dailyBytes: kept * 100, totalBytes: kept * 2, clientDailyBytes: kept * 100 },
    });
    const quote = (name: string) => post('quote', withPhotos(name, photo, 2));
    expect((await quote('First')).status).toBe(201);
    expect((await quote('Second')).status).toBe(201);
    expect((await quote('Third')).status).toBe(201);
    expect(photoFiles()).toHaveLength(2);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(3);
    expect(sent.find((m) => m.subject.includes('Second'))?.text).toContain(words.photosDroppedWhy.total);
    const stats = async () =>
      (await (
        await app.request('http://localhost/api/stats', { headers: { Authorization: 'Bearer the-owners-stats-token' } })
      ).json()) as { photoBudget: { full: { kind: string; at: string; quotes: number }[] } };
    expect((await stats()).photoBudget.full).toEqual([{ kind: 'total', at: new Date(now).toISOString(), quotes: 2 }]);
    // The owner deletes the photos (from .data/photos, the R2 bucket or the Blobs store): later ones fit again.
    for (const file of photoFiles()) fs.rmSync(path.join(photoDir, file));
    now += 15 * MINUTE;
    expect((await quote('After Deleting')).status).toBe(201);
    expect(photoFiles()).toHaveLength(2);
    expect((await stats()).photoBudget.full).toEqual([]);
  }, 30_000);
});
