/**
 * The photos of a quote request as the handler keeps them: at most MAX_PHOTOS, within the host's body limit, each a
 * JPEG, PNG or WebP by its bytes, with its location and other metadata removed (src/lib/photo-bytes.ts), under a new
 * random key, and within the photo budget (src/lib/photo-budget.ts). A form sent without photos has an empty file
 * part, which is no photo.
 */
import { dayOf } from '../lib/events.ts';
import type { PhotoBudget } from '../lib/photo-budget.ts';
import { PHOTO_MIME, stripMetadata } from '../lib/photo-bytes.ts';
import { MAX_PHOTOS } from '../lib/quote-form.ts';
import type { PhotoStore } from './photo-store.ts';
import type { PostLedger } from './post-ledger.ts';

export interface KeptPhoto {
  key: string;
  bytes: Uint8Array;
  type: string;
}

/** The photos ready to store, or undefined when any of them is refused. */
export async function acceptPhotos(files: readonly Uint8Array[], maxBytes: number): Promise<KeptPhoto[] | undefined> {
  const chosen = files.filter((f) => f.byteLength > 0);
  if (chosen.length > MAX_PHOTOS || chosen.reduce((n, f) => n + f.byteLength, 0) > maxBytes) return undefined;
  const kept: KeptPhoto[] = [];
  for (const file of chosen) {
    const clean = stripMetadata(file);
    if (!clean) return undefined;
    kept.push({ key: `${crypto.randomUUID()}.${clean.kind}`, bytes: clean.bytes, type: PHOTO_MIME[clean.kind] });
  }
  return kept;
}

/**
 * Stores the photos if the budget has room for all of them: their keys, or none and how many were dropped. Without
 * a ledger in the store (a store of the tests) there is no budget to keep.
 */
export async function storePhotos(
  store: PhotoStore,
  photos: readonly KeptPhoto[],
  budget?: { ledger?: PostLedger; limits: PhotoBudget; now: number },
): Promise<{ keys: string[]; dropped: number }> {
  const bytes = photos.reduce((n, p) => n + p.bytes.byteLength, 0);
  if (
    photos.length &&
    budget?.ledger &&
    !(await budget.ledger.reservePhotoBytes(dayOf(budget.now), bytes, budget.limits))
  )
    return { keys: [], dropped: photos.length };
  for (const p of photos) await store.put(p.key, { bytes: p.bytes, type: p.type });
  return { keys: photos.map((p) => p.key), dropped: 0 };
}
