/**
 * The photos of a quote request as the handler keeps them: at most MAX_PHOTOS, MAX_PHOTO_BYTES in all, each a JPEG,
 * PNG or WebP by its bytes, with its location and other metadata removed (src/lib/photo-bytes.ts), under a new
 * random key. A form sent without photos has an empty file part, which is no photo.
 */
import { PHOTO_MIME, stripMetadata } from '../lib/photo-bytes.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '../lib/quote-form.ts';
import type { PhotoStore } from './photo-store.ts';

export interface KeptPhoto {
  key: string;
  bytes: Uint8Array;
  type: string;
}

/** The photos ready to store, or undefined when any of them is refused. */
export async function acceptPhotos(files: readonly Blob[]): Promise<KeptPhoto[] | undefined> {
  const chosen = files.filter((f) => f.size > 0);
  if (chosen.length > MAX_PHOTOS || chosen.reduce((n, f) => n + f.size, 0) > MAX_PHOTO_BYTES) return undefined;
  const kept: KeptPhoto[] = [];
  for (const file of chosen) {
    const clean = stripMetadata(new Uint8Array(await file.arrayBuffer()));
    if (!clean) return undefined;
    kept.push({ key: `${crypto.randomUUID()}.${clean.kind}`, bytes: clean.bytes, type: PHOTO_MIME[clean.kind] });
  }
  return kept;
}

export async function storePhotos(store: PhotoStore, photos: readonly KeptPhoto[]): Promise<string[]> {
  for (const p of photos) await store.put(p.key, { bytes: p.bytes, type: p.type });
  return photos.map((p) => p.key);
}
