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

/** Photos as stored for a request: their keys, how many the budget dropped, and the bytes it counted for them. */
export interface StoredPhotos {
  keys: string[];
  dropped: number;
  bytes: number;
}

/**
 * Stores the photos if the budget has room for all of them: their keys, or none and how many were dropped. Without
 * a ledger in the store (a store of the tests) there is no budget to keep.
 */
export async function storePhotos(
  store: PhotoStore,
  photos: readonly KeptPhoto[],
  budget?: { ledger?: PostLedger; limits: PhotoBudget; now: number },
): Promise<StoredPhotos> {
  const bytes = photos.reduce((n, p) => n + p.bytes.byteLength, 0);
  if (
    photos.length &&
    budget?.ledger &&
    !(await budget.ledger.reservePhotoBytes(dayOf(budget.now), bytes, budget.limits))
  )
    return { keys: [], dropped: photos.length, bytes: 0 };
  for (const p of photos) await store.put(p.key, { bytes: p.bytes, type: p.type });
  return { keys: photos.map((p) => p.key), dropped: 0, bytes };
}

/** Removes photos stored for a request that was then not stored, and gives their bytes back to the budget. */
export async function removePhotos(
  store: PhotoStore | undefined,
  stored: StoredPhotos,
  budget: { ledger?: PostLedger; now: number },
): Promise<void> {
  for (const key of stored.keys) await store?.delete(key);
  if (stored.bytes) await budget.ledger?.releasePhotoBytes(dayOf(budget.now), stored.bytes);
}
