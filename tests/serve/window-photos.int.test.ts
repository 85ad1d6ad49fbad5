import { describe, expect, it } from 'vitest';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { stripMetadata } from '../../src/lib/photos/photo-bytes.ts';
import type { FormStore } from '../../src/server/stores/store.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { photoWithLocation } from '../photos.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { multipart, quoteFields } from './quote-request.ts';

// A quote request with photos that loses its arrival window's last place (src/server/form-post.ts): its photos were
// kept before the place was taken with the insert, so they are removed again and their bytes given back to the
// photo budget, on every store.

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const [first, second] = windowsFor(windowRules, NOW);

/**
 * The window fills between the post's check and its insert: the check is shown no window held (as when another
 * post took the last place just after it looked), so only the insert's own count refuses the loser.
 */
const lateCheck = (store: FormStore): FormStore =>
  store.windows ? { ...store, windows: { ...store.windows, held: async () => ({}) } } : store;

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('photos of a request that loses its window on %s', (_, open) => {
  it('are not left in the photo store nor counted in the budget', async () => {
    const photo = await photoWithLocation('jpeg');
    const kept = stripMetadata(new Uint8Array(photo))?.bytes.length ?? 0;
    // Room for two photos a day: the winner's, and a later request's once the loser's bytes are given back.
    const { post, photoFiles } = handler(lateCheck(await open()), {
      now: () => NOW,
      photoBudget: { dailyBytes: kept * 2, totalBytes: kept * 100, clientDailyBytes: kept * 2 },
    });
    const ask = (name: string, window: string, photos = 1) =>
      post(
        'quote',
        multipart(
          { ...quoteFields(name), window },
          Array.from({ length: photos }, (_, i) => ({ bytes: photo, name: `${i}.jpg` })),
        ),
      );
    for (let i = 1; i < windowRules.visitsPerWindow; i++)
      expect((await ask(`Early ${i}`, first.start, 0)).status).toBe(201);
    expect((await ask('Winner', first.start)).status).toBe(201);
    expect((await ask('Loser', first.start)).status).toBe(409);
    expect(photoFiles()).toHaveLength(1);
    expect((await ask('Later', second.start)).status).toBe(201);
    expect(photoFiles()).toHaveLength(2);
  }, 30_000);
});
