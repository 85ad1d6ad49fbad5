/**
 * Where the photos of quote requests are kept, apart from the entries (a row names its photos by key): a folder
 * beside the SQLite database on `npm start` (./photo-folder.ts), the R2 bucket bound as PHOTOS on Cloudflare, a
 * Netlify Blobs store of its own on Netlify. Each `put` resolves once the photo is durable; `delete` removes photos kept
 * for a request that was then not stored (its arrival window was taken meanwhile: ../form-post.ts); `list` names the
 * photos still there, so those the owner deleted by hand give their bytes back to the budget (./quote-photos.ts).
 */
import { written } from '../stores/blob-list.ts';
export interface StoredPhoto {
  bytes: Uint8Array;
  type: string;
}

export interface PhotoStore {
  put(key: string, photo: StoredPhoto): Promise<void>;
  get(key: string): Promise<StoredPhoto | undefined>;
  delete(key: string): Promise<void>;
  /** The keys of every photo kept. */
  list(): Promise<string[]>;
}

/** The R2 binding's shape (Cloudflare's R2Bucket), as much of it as is used here. */
export interface R2Like {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
  list(options?: { cursor?: string }): Promise<{ objects: { key: string }[]; truncated: boolean; cursor?: string }>;
}

export const r2Photos = (bucket: R2Like): PhotoStore => ({
  async put(key, { bytes, type }) {
    await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  },
  async get(key) {
    const object = await bucket.get(key);
    return object
      ? {
          bytes: new Uint8Array(await object.arrayBuffer()),
          type: object.httpMetadata?.contentType ?? 'application/octet-stream',
        }
      : undefined;
  },
  delete: (key) => bucket.delete(key),
  async list() {
    const keys: string[] = [];
    // R2 answers a thousand keys a page.
    for (let cursor: string | undefined, more = true; more; ) {
      const page = await bucket.list(cursor ? { cursor } : {});
      keys.push(...page.objects.map((o) => o.key));
      more = page.truncated;
      cursor = page.cursor;
    }
    return keys;
  },
});

/** A Netlify Blobs store's shape (@netlify/blobs getStore), as much of it as is used here. */
export interface BlobsLike {
  set(key: string, value: ArrayBuffer, options?: { metadata?: Record<string, unknown> }): Promise<unknown>;
  getWithMetadata(
    key: string,
    options: { type: 'arrayBuffer'; consistency?: 'strong' },
  ): Promise<{ data: ArrayBuffer; metadata: Record<string, unknown> } | null>;
  delete(key: string): Promise<void>;
  list(): Promise<{ blobs: { key: string }[] }>;
}

export const blobsPhotos = (store: BlobsLike): PhotoStore => ({
  async put(key, { bytes, type }) {
    await store.set(key, bytes.slice().buffer, { metadata: { type } });
  },
  async get(key) {
    const found = await store.getWithMetadata(key, { type: 'arrayBuffer', consistency: 'strong' });
    return found
      ? { bytes: new Uint8Array(found.data), type: String(found.metadata.type ?? 'application/octet-stream') }
      : undefined;
  },
  delete: (key) => store.delete(key),
  list: async () => written((await store.list()).blobs).map((b) => b.key),
});
