/**
 * On Netlify Blobs an e-mail's mark (emailed, notified, its tries) is written in the background after the post was
 * answered: written from a copy read before the owner confirmed the visit, it put the request back to "requested", the
 * confirm lost and no reminder sent. The mark is written only if the request is as it was read.
 */
import { expect, it } from 'vitest';
import { afterAction } from '../../src/lib/booking/state.ts';
import { WINDOW_LIMITS } from '../../src/server/booking/limits.ts';
import { blobsStore } from '../../src/server/stores/blobs-store.ts';
import { blobs, handler } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

const NOW = Date.UTC(2026, 10, 30, 12);

it('keeps a confirm made between an e-mail mark’s read and its write', async () => {
  const { store, entries } = await blobs();
  // The handler's own marks (the owner's e-mail sent) end before the test's: Netlify's local Blobs server checks a
  // conditional write and makes it in two steps, so only one writer at a time is a fair test of it.
  const background: Promise<unknown>[] = [];
  const h = handler(store, { now: () => NOW, waitUntil: (p) => void background.push(p) });
  const { windowsFor } = await import('../../src/lib/calendar/availability.ts');
  const { windowRules } = await import('../../src/server/windows/availability-app.ts');
  const window = windowsFor(windowRules, NOW).find((w) => w.start.startsWith('2026-12-02'))!.start;
  expect((await h.post('quote', JSON.stringify({ ...quoteFields('Mark'), window }), 'application/json')).status).toBe(
    201,
  );
  await Promise.all(background);
  const [b] = await store.bookings!.list('2026-11-30', 10);

  // The owner's confirm lands once the mark has read the request, before the mark writes it.
  let confirmed: Promise<unknown> | undefined;
  const slow = new Proxy(entries, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'setJSON' || typeof value !== 'function') return value;
      return async (...args: Parameters<typeof entries.setJSON>) => {
        if (String(args[0]).startsWith('quote/') && !confirmed) {
          confirmed = store.bookings!.save(
            b,
            afterAction(b, 'confirm', NOW + 1000, WINDOW_LIMITS.holdMs)!,
            WINDOW_LIMITS,
            NOW + 1000,
          );
          expect(await confirmed).toBe('saved');
        }
        return value.apply(target, args);
      };
    },
  });
  await blobsStore(slow, entries).markEmailed('quote', b.id, new Date(NOW + 2000).toISOString());
  const [after] = await store.bookings!.list('2026-11-30', 10);
  expect(after.state).toBe('confirmed');
});
