/**
 * On Netlify Blobs an e-mail's mark (emailed, notified, its tries) is written in the background after the post was
 * answered: written from a copy read before the owner confirmed the visit, it put the request back to "requested", the
 * confirm lost and no reminder sent. The mark is written only if the request is as it was read. The other way round, an
 * owner's tap whose write met a mark made since its read answered that the request had changed: the tap is written
 * again over the mark while the booking is the one the tap saw.
 */
import { expect, it } from 'vitest';
import { afterAction } from '../../src/lib/booking/state.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { WINDOW_LIMITS } from '../../src/server/booking/limits.ts';
import { blobsStore } from '../../src/server/stores/blobs-store.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { blobs, handler, intercept } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

const NOW = Date.UTC(2026, 10, 30, 12);
type Entries = Awaited<ReturnType<typeof blobs>>['entries'];

/**
 * A request with a window on a Blobs store of its own. The handler's own marks (the owner's e-mail sent) end before the
 * test's: Netlify's local Blobs server checks a conditional write and makes it in two steps, so only one writer at a
 * time is a fair test of it.
 */
async function requested(name: string) {
  const { store, entries } = await blobs();
  const background: Promise<unknown>[] = [];
  const h = handler(store, { now: () => NOW, waitUntil: (p) => void background.push(p) });
  const window = windowsFor(windowRules, NOW).find((w) => w.start.startsWith('2026-12-02'))!.start;
  expect((await h.post('quote', JSON.stringify({ ...quoteFields(name), window }), 'application/json')).status).toBe(
    201,
  );
  await Promise.all(background);
  const [b] = await store.bookings!.list('2026-11-30', 10);
  return { store, entries, b };
}

/** `entries` calling `first` before its first write of a request's blob: another writer landing between read and write. */
function beforeFirstWrite(entries: Entries, first: () => Promise<unknown>): Entries {
  let done = false;
  return intercept(entries, 'setJSON', (setJSON) => async (key, ...rest) => {
    if (key.startsWith('quote/') && !done) {
      done = true;
      await first();
    }
    return setJSON(key, ...rest);
  });
}

it('keeps a confirm made between an e-mail mark’s read and its write', async () => {
  const { store, entries, b } = await requested('Mark');

  // The owner's confirm lands once the mark has read the request, before the mark writes it.
  const slow = beforeFirstWrite(entries, async () =>
    expect(
      await store.bookings!.save(
        b,
        afterAction(b, 'confirm', NOW + 1000, WINDOW_LIMITS.holdMs)!,
        WINDOW_LIMITS,
        NOW + 1000,
      ),
    ).toBe('saved'),
  );
  await blobsStore(slow, entries).markEmailed('quote', b.id, new Date(NOW + 2000).toISOString());
  const [after] = await store.bookings!.list('2026-11-30', 10);
  expect(after.state).toBe('confirmed');
});

it('keeps an owner’s confirm whose write met an e-mail mark made since its read', async () => {
  const { store, entries, b } = await requested('Tap');
  // The mark is written once the confirm has read the request, before the confirm writes it.
  const marked = new Date(NOW + 2000).toISOString();
  const late = beforeFirstWrite(entries, () => blobsStore(entries, entries).markNotified('quote', b.id, marked));
  const next = afterAction(b, 'confirm', NOW + 1000, WINDOW_LIMITS.holdMs)!;
  expect(await blobsStore(late, entries).bookings!.save(b, next, WINDOW_LIMITS, NOW + 1000)).toBe('saved');
  const stored = (await entries.get(`quote/${b.id}`, { type: 'json' })) as { notifiedAt: string | null };
  expect(stored.notifiedAt).toBe(marked);
  const [after] = await store.bookings!.list('2026-11-30', 10);
  expect(after.state).toBe('confirmed');
});
