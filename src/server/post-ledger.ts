/**
 * What the handler remembers about posts beyond their entries, in the same store as the entries (a FormStore's
 * `ledger`): the fingerprints of recent posts, so a form sent twice is one lead (src/lib/post-fingerprint.ts), and
 * the bytes of photos kept per day, so photos stay within their budget (src/lib/photo-budget.ts). SQL (node:sqlite,
 * D1: migrations/0004_post_ledger.sql) does each check and write in one statement, so two posts at the same instant
 * cannot both pass; on Netlify Blobs a post is claimed with conditional writes, and the photo bytes are read and
 * written apart, so there two posts at the same instant may both pass the budget.
 */

import type { getStore } from '@netlify/blobs';
import { fitsBudget, type PhotoBudget } from '../lib/photo-budget.ts';

export interface PostLedger {
  /** Claims a post's fingerprint at `now` (ms): false when the same post was claimed within `windowMs` before. */
  claimPost(fingerprint: string, now: number, windowMs: number): Promise<boolean>;
  /** Gives a claim back: its post could not be stored, so sending it again must store it. */
  releasePost(fingerprint: string): Promise<void>;
  /** Counts `bytes` of photos on `day` if the day and all days stay within `budget`; false (nothing counted) if not. */
  reservePhotoBytes(day: string, bytes: number, budget: PhotoBudget): Promise<boolean>;
  /** Gives back `bytes` reserved on `day` for photos that were removed again (their request was not stored). */
  releasePhotoBytes(day: string, bytes: number): Promise<void>;
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
  async reservePhotoBytes(day, bytes, { dailyBytes, totalBytes }) {
    const rows = await db.all(
      `INSERT INTO photo_bytes (day, bytes) SELECT ?, ?
       WHERE (SELECT COALESCE(SUM(bytes), 0) FROM photo_bytes) + ? <= ?
         AND (SELECT COALESCE(SUM(bytes), 0) FROM photo_bytes WHERE day = ?) + ? <= ?
       ON CONFLICT (day) DO UPDATE SET bytes = bytes + excluded.bytes RETURNING bytes`,
      [day, bytes, bytes, totalBytes, day, bytes, dailyBytes],
    );
    return rows.length > 0;
  },
  async releasePhotoBytes(day, bytes) {
    await db.all('UPDATE photo_bytes SET bytes = MAX(bytes - ?, 0) WHERE day = ?', [bytes, day]);
  },
});

type Store = ReturnType<typeof getStore>;
const read = async (store: Store, key: string) =>
  (await store.get(key, { type: 'json', consistency: 'strong' })) as number | null;

/** The ledger in a Blobs store: posts/<fingerprint> holds the time it was claimed, photo-bytes/<day> a day's bytes. */
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
  async reservePhotoBytes(day, bytes, budget) {
    const used = {
      day: (await read(store, `photo-bytes/${day}`)) ?? 0,
      total: (await read(store, 'photo-bytes-total')) ?? 0,
    };
    if (!fitsBudget(budget, used, bytes)) return false;
    await store.setJSON(`photo-bytes/${day}`, used.day + bytes);
    await store.setJSON('photo-bytes-total', used.total + bytes);
    return true;
  },
  async releasePhotoBytes(day, bytes) {
    for (const key of [`photo-bytes/${day}`, 'photo-bytes-total'])
      await store.setJSON(key, Math.max(((await read(store, key)) ?? 0) - bytes, 0));
  },
});
