/**
 * The photos of a quote request as the handler keeps them: at most MAX_PHOTOS, within the host's body limit, each a
 * JPEG, PNG or WebP by its bytes, with its location and other metadata removed (src/lib/photos/photo-bytes.ts), under a new
 * random key, and within the photo budget (src/lib/photos/photo-budget.ts): the client's share of the day, the day's and the
 * total, counted from the photos kept (./photo-ledger.ts). A form sent without photos has an empty file part, which is
 * no photo.
 */
import { dayOf } from '../../lib/counts/events.ts';
import type { PhotoBudget, PhotoLimit } from '../../lib/photos/photo-budget.ts';
import { PHOTO_MIME, stripMetadata } from '../../lib/photos/photo-bytes.ts';
import { MAX_PHOTOS } from '../../lib/quote/quote-form.ts';
import type { KeptPhoto, PhotoLedger } from './photo-ledger.ts';
import type { PhotoStore } from './photo-store.ts';

/** A photo ready to store: its new key, its bytes as kept, its type. */
export interface AcceptedPhoto {
  key: string;
  bytes: Uint8Array;
  type: string;
}

/** The photos ready to store, or undefined when any of them is refused. */
export async function acceptPhotos(
  files: readonly Uint8Array[],
  maxBytes: number,
): Promise<AcceptedPhoto[] | undefined> {
  const chosen = files.filter((f) => f.byteLength > 0);
  if (chosen.length > MAX_PHOTOS || chosen.reduce((n, f) => n + f.byteLength, 0) > maxBytes) return undefined;
  const kept: AcceptedPhoto[] = [];
  for (const file of chosen) {
    const clean = stripMetadata(file);
    if (!clean) return undefined;
    kept.push({ key: `${crypto.randomUUID()}.${clean.kind}`, bytes: clean.bytes, type: PHOTO_MIME[clean.kind] });
  }
  return kept;
}

/** Photos as stored for a request: their keys and records, or none and how many were dropped, and for which limit. */
export interface StoredPhotos {
  keys: string[];
  dropped: number;
  droppedFor?: PhotoLimit;
  /** What the ledger counts for them, to give back if the request is then not stored. */
  kept: KeptPhoto[];
}

export interface PhotoBudgetDeps {
  ledger?: PhotoLedger;
  limits: PhotoBudget;
  now: number;
  /** The client's key (src/lib/serving/client-network.ts clientKey), for its share of the day. */
  client: string;
}

/** A photo missing from the store is taken for deleted only this long after it was counted: it may still be on its way. */
const WRITING_MS = 10 * 60_000;

/**
 * Forgets the counted photos no longer in the store (deleted by hand), so their bytes count no more: done when the
 * day or the total is found full, the only time it matters, at the cost of listing the store. True if any was.
 */
async function recount(ledger: PhotoLedger, store: PhotoStore, now: number): Promise<boolean> {
  const there = new Set(await store.list());
  const gone = (await ledger.kept()).filter((p) => !there.has(p.key) && p.at <= now - WRITING_MS);
  if (gone.length) await ledger.release(gone);
  return gone.length > 0;
}

/**
 * Stores the photos if the budget has room for all of them: their keys, or none and how many were dropped and why
 * (the owner's notice is noted for the day's and the total budget). Without a ledger in the store (a store of the
 * tests) there is no budget to keep.
 */
export async function storePhotos(
  store: PhotoStore,
  photos: readonly AcceptedPhoto[],
  { ledger, limits, now, client }: PhotoBudgetDeps,
): Promise<StoredPhotos> {
  const day = dayOf(now);
  const kept = photos.map((p) => ({ key: p.key, bytes: p.bytes.byteLength, day, client, at: now }));
  if (photos.length && ledger) {
    let over = await ledger.reserve(kept, limits);
    if (over && over !== 'share' && (await recount(ledger, store, now))) over = await ledger.reserve(kept, limits);
    if (over) {
      if (over !== 'share') await ledger.noteFull(over, day, new Date(now).toISOString());
      return { keys: [], dropped: photos.length, droppedFor: over, kept: [] };
    }
  }
  for (const p of photos) await store.put(p.key, { bytes: p.bytes, type: p.type });
  return { keys: photos.map((p) => p.key), dropped: 0, kept: ledger ? kept : [] };
}

/** Removes photos stored for a request that was then not stored, and gives their bytes back to the budget. */
export async function removePhotos(
  store: PhotoStore | undefined,
  stored: StoredPhotos,
  ledger: PhotoLedger | undefined,
): Promise<void> {
  for (const key of stored.keys) await store?.delete(key);
  if (stored.kept.length) await ledger?.release(stored.kept);
}
