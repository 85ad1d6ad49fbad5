/**
 * Where the photos of quote requests are kept, apart from the entries (a row names its photos by key): a folder
 * beside the SQLite database on `npm start` (./photo-folder.ts), the R2 bucket bound as PHOTOS on Cloudflare, a
 * Netlify Blobs store of its own on Netlify. Each `put` resolves once the photo is durable.
 */
export interface StoredPhoto {
  bytes: Uint8Array;
  type: string;
}

export interface PhotoStore {
  put(key: string, photo: StoredPhoto): Promise<void>;
  get(key: string): Promise<StoredPhoto | undefined>;
}
