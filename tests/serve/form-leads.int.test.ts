import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { stripMetadata } from '../../src/lib/photos/photo-bytes.ts';
import { photoWithLocation } from '../photos.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { multipart, quoteFields, withPhotos } from './quote-request.ts';

// What becomes a lead (src/server/form-post.ts): a form sent twice is stored and e-mailed once, on every store; photos
// past their budget are dropped from a quote that is still taken, and the owner is told.
describe('a form sent twice is one lead', () => {
  for (const [name, open] of [
    ['node:sqlite', async () => sqlite()],
    ['Netlify Blobs', blobs],
  ] as const)
    it(`stores and e-mails a double-tapped quote once, its photos once (${name})`, async () => {
      const { store, rows } = await open();
      const { post, sent, photoFiles } = handler(store);
      const photo = await photoWithLocation('jpeg');
      const send = () => post('quote', multipart(quoteFields('Double Tap'), [{ bytes: photo, name: 'a.jpg' }]));
      // At the same instant on SQL; on Blobs one after the other, as a thumb taps, since the local Blobs server checks a
      // conditional write apart from making it (Netlify's own makes both at once).
      const [first, second] =
        name === 'node:sqlite' ? await Promise.all([send(), send()]) : [await send(), await send()];
      expect([first.status, second.status]).toEqual([201, 201]);
      expect((await second.json()).message).toBe((await first.json()).message);
      expect((await send()).status).toBe(201);
      await expect.poll(() => sent.length).toBe(1);
      expect(await rows('quote')).toHaveLength(1);
      expect(photoFiles()).toHaveLength(1);
      // Another form's answers are another lead.
      expect((await post('quote', multipart(quoteFields('Second Lead')))).status).toBe(201);
      expect(await rows('quote')).toHaveLength(2);
    }, 30_000);
});

describe('the photo budget', () => {
  it('takes a quote past the budget without its photos, and tells the owner', async () => {
    const { store, rows } = sqlite();
    const photo = await photoWithLocation('jpeg');
    // Room for three photos as kept (their metadata removed): the second quote's two do not fit.
    const kept = stripMetadata(new Uint8Array(photo))?.bytes.length ?? 0;
    const { post, sent, photoFiles } = handler(store, {
      photoBudget: { dailyBytes: kept * 3, totalBytes: kept * 100, clientDailyBytes: kept * 3 },
    });
    const quote = (name: string) => post('quote', withPhotos(name, photo, 2));
    expect((await quote('Within Budget')).status).toBe(201);
    expect((await quote('Past Budget')).status).toBe(201);
    expect(photoFiles()).toHaveLength(2);
    const [within, past] = rows('quote') as { photos: string | null; photosDropped: number | null }[];
    expect(JSON.parse(within.photos ?? '[]')).toHaveLength(2);
    expect(past).toMatchObject({ photos: null, photosDropped: 2 });
    await expect.poll(() => sent.length).toBe(2);
    const words = messages.en.leadEmail;
    const told = words.photosDropped.replace('{count}', '2').replace('{why}', words.photosDroppedWhy.day);
    expect(sent.find((m) => m.subject.includes('Past Budget'))?.text).toContain(told);
    expect(sent.find((m) => m.subject.includes('Within Budget'))?.text).not.toContain(told);
  }, 30_000);
});
