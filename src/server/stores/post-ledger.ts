/**
 * What the handler remembers about posts beyond their entries, in the same store as the entries (a FormStore's
 * `ledger`): the fingerprints of recent posts, so a form sent twice is one lead (src/lib/forms/post-fingerprint.ts). SQL
 * (node:sqlite, D1: migrations/0004_post_ledger.sql) claims a post in one statement, so two posts at the same
 * instant cannot both pass; on Netlify Blobs a post is claimed with conditional writes. The photos kept are counted
 * apart (../photos/photo-ledger.ts).
 */

import type { getStore } from '@netlify/blobs';

export interface PostLedger {
  /** Claims a post's fingerprint at `now` (ms): false when the same post was claimed within `windowMs` before. */
  claimPost(fingerprint: string, now: number, windowMs: number): Promise<boolean>;
  /** Gives a claim back: its post could not be stored, so sending it again must store it. */
  releasePost(fingerprint: string): Promise<void>;
}

/** The little of a SQL database the ledger needs (./store.ts's SqlDatabase, named apart so neither module imports the other). */
interface Sql {
  all(sql: string, params: (string | number | null)[]): Promise<unknown[]>;
}

export const sqlLedger = (db: Sql): PostLedger => ({
  async claimPost(fingerprint, now, windowMs) {
    await db.all('DELETE FROM recent_posts WHERE at <= ?', [now - windowMs]);
    const rows = await db.all(
      'INSERT INTO recent_posts (fingerprint, at) VALUES (?, ?) ON CONFLICT (fingerprint) DO NOTHING RETURNING fingerprint',
      [fingerprint, now],
    );
    return rows.length > 0;
  },
  async releasePost(fingerprint) {
    await db.all('DELETE FROM recent_posts WHERE fingerprint = ?', [fingerprint]);
  },
});

type Store = ReturnType<typeof getStore>;

/** The ledger in a Blobs store: posts/<fingerprint> holds the time it was claimed. */
export const blobsLedger = (store: Store): PostLedger => ({
  // Conditional writes (create only if new, replace only the version read) let one of two posts at once claim it.
  async claimPost(fingerprint, now, windowMs) {
    const key = `posts/${fingerprint}`;
    if ((await store.setJSON(key, now, { onlyIfNew: true })).modified) return true;
    const found = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
    if (!found) return (await store.setJSON(key, now, { onlyIfNew: true })).modified;
    if ((found.data as number) > now - windowMs || !found.etag) return false;
    return (await store.setJSON(key, now, { onlyIfMatch: found.etag })).modified;
  },
  async releasePost(fingerprint) {
    await store.delete(`posts/${fingerprint}`);
  },
});
