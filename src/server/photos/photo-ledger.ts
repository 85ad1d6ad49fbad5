/**
 * The quote photos the handler keeps, one record per photo in the forms' store (a FormStore's `photoLedger`): its
 * key in the photo store, its bytes, its day and its client (hashed), so the budget (src/lib/photos/photo-budget.ts) is
 * counted per client, per day and in all from the photos themselves. A photo deleted from the photo store by hand is
 * forgotten when the budget is next found full (./quote-photos.ts recounts it), so its bytes come back. When a
 * request passes the day's or the total budget the owner is told, once: a notice with when it first happened and how
 * many requests lost their photos since, shown in /admin/stats (the day's for that day only, the total's until photos
 * fit again). SQL (node:sqlite, D1: migrations/0011_photo_ledger.sql) checks and counts a request in one statement, so
 * two at the same instant cannot both pass; Blobs reads the counts and writes apart, so there two may.
 */
import type { getStore } from '@netlify/blobs';
import { overBudget, type PhotoBudget, type PhotoLimit } from '../../lib/photos/photo-budget.ts';
import { written } from '../stores/blob-list.ts';
import type { SqlDatabase } from '../stores/sql-database.ts';

export interface KeptPhoto {
  key: string;
  bytes: number;
  /** The business's day it was kept (src/lib/counts/events.ts dayOf). */
  day: string;
  /** The client's key (src/lib/serving/client-network.ts clientKey): a hash, never the address. */
  client: string;
  /** When it was kept (ms). */
  at: number;
}

/** The budget the owner is told about: a client's share is that client's affair. */
export type OwnerLimit = Exclude<PhotoLimit, 'share'>;

export interface BudgetNotice {
  kind: OwnerLimit;
  /** When a request first lost its photos to it (ISO, UTC). */
  at: string;
  /** Requests whose photos were not kept since. */
  quotes: number;
}

export interface PhotoLedger {
  /** Counts one request's photos (one day, one client) if they fit `budget`; else the limit they pass, nothing counted. */
  reserve(photos: readonly KeptPhoto[], budget: PhotoBudget): Promise<PhotoLimit | undefined>;
  /** Forgets photos: removed again (their request was not stored), or gone from the photo store. */
  release(photos: readonly KeptPhoto[]): Promise<void>;
  /** Every photo counted as kept. */
  kept(): Promise<KeptPhoto[]>;
  /** Notes a request that lost its photos to `kind` on `day`, at `at` (ISO). */
  noteFull(kind: OwnerLimit, day: string, at: string): Promise<void>;
  /** The notices standing on `day`: that day's budget, and the total while it is full. */
  notices(day: string): Promise<BudgetNotice[]>;
}

const sum = (photos: readonly KeptPhoto[]) => photos.reduce((n, p) => n + p.bytes, 0);
/** The total's notice is not a day's: it stands, with when it began, until photos fit again. */
const noticeDay = (kind: OwnerLimit, day: string) => (kind === 'total' ? '' : day);

export const sqlPhotoLedger = (db: SqlDatabase): PhotoLedger => ({
  async reserve(photos, budget) {
    const [{ day, client, at }] = photos;
    const bytes = sum(photos);
    const rows = await db.all(
      `INSERT INTO kept_photos (key, day, client, bytes, at)
       SELECT column1, ?, ?, column2, ? FROM (VALUES ${photos.map(() => '(?, ?)').join(', ')})
       WHERE (SELECT COALESCE(SUM(bytes), 0) FROM kept_photos) + ? <= ?
         AND (SELECT COALESCE(SUM(bytes), 0) FROM kept_photos WHERE day = ?) + ? <= ?
         AND (SELECT COALESCE(SUM(bytes), 0) FROM kept_photos WHERE day = ? AND client = ?) + ? <= ?
       RETURNING key`,
      [
        ...[day, client, at],
        ...photos.flatMap((p) => [p.key, p.bytes]),
        ...[bytes, budget.totalBytes, day, bytes, budget.dailyBytes, day, client, bytes, budget.clientDailyBytes],
      ],
    );
    if (rows.length) {
      await db.all("DELETE FROM photo_budget_notices WHERE kind = 'total'", []);
      return undefined;
    }
    const [used] = await db.all<{ total: number; day: number; client: number }>(
      `SELECT (SELECT COALESCE(SUM(bytes), 0) FROM kept_photos) AS total,
              (SELECT COALESCE(SUM(bytes), 0) FROM kept_photos WHERE day = ?) AS day,
              (SELECT COALESCE(SUM(bytes), 0) FROM kept_photos WHERE day = ? AND client = ?) AS client`,
      [day, day, client],
    );
    // Room made meanwhile by a request given back: still refused now, as the statement above said.
    return overBudget(budget, used, bytes) ?? 'total';
  },
  async release(photos) {
    // A statement takes at most 100 values on D1.
    for (let i = 0; i < photos.length; i += 50) {
      const keys = photos.slice(i, i + 50).map((p) => p.key);
      await db.all(`DELETE FROM kept_photos WHERE key IN (${keys.map(() => '?').join(', ')})`, keys);
    }
  },
  kept: () => db.all<KeptPhoto>('SELECT key, day, client, bytes, at FROM kept_photos', []),
  async noteFull(kind, day, at) {
    await db.all(
      `INSERT INTO photo_budget_notices (kind, day, at, quotes) VALUES (?, ?, ?, 1)
       ON CONFLICT (kind) DO UPDATE SET at = CASE WHEN day = excluded.day THEN at ELSE excluded.at END,
         quotes = CASE WHEN day = excluded.day THEN quotes + 1 ELSE 1 END, day = excluded.day`,
      [kind, noticeDay(kind, day), at],
    );
  },
  notices: (day) =>
    db.all<BudgetNotice>(
      "SELECT kind, at, quotes FROM photo_budget_notices WHERE day = ? OR kind = 'total' ORDER BY kind",
      [day],
    ),
});

type Store = ReturnType<typeof getStore>;
const PREFIX = 'kept-photos/';
/** kept-photos/<day>/<client>/<key>~<bytes>~<at>: a listing gives every count without reading a blob. */
const blobKey = (p: KeptPhoto) => `${PREFIX}${p.day}/${p.client}/${p.key}~${p.bytes}~${p.at}`;
const fromKey = (name: string): KeptPhoto | undefined => {
  const m = /^kept-photos\/([^/]+)\/([^/]+)\/([^/~]+)~(\d+)~(\d+)$/.exec(name);
  return m ? { day: m[1], client: m[2], key: m[3], bytes: Number(m[4]), at: Number(m[5]) } : undefined;
};

/** In Blobs, beside the rate counts: a key per kept photo, and photo-budget/<kind> for a notice. */
export const blobsPhotoLedger = (store: Store): PhotoLedger => {
  const kept = async () =>
    written((await store.list({ prefix: PREFIX })).blobs).flatMap(({ key }) => fromKey(key) ?? []);
  return {
    kept,
    async reserve(photos, budget) {
      const [{ day, client }] = photos;
      const all = await kept();
      const today = all.filter((p) => p.day === day);
      const used = { total: sum(all), day: sum(today), client: sum(today.filter((p) => p.client === client)) };
      const over = overBudget(budget, used, sum(photos));
      if (over) return over;
      for (const p of photos) await store.setJSON(blobKey(p), 1);
      await store.delete('photo-budget/total');
      return undefined;
    },
    async release(photos) {
      for (const p of photos) await store.delete(blobKey(p));
    },
    async noteFull(kind, day, at) {
      const key = `photo-budget/${kind}`;
      const found = (await store.get(key, { type: 'json', consistency: 'strong' })) as
        | (BudgetNotice & { day: string })
        | null;
      const same = found?.day === noticeDay(kind, day);
      await store.setJSON(key, {
        kind,
        day: noticeDay(kind, day),
        at: same && found ? found.at : at,
        quotes: same && found ? found.quotes + 1 : 1,
      });
    },
    async notices(day) {
      const out: BudgetNotice[] = [];
      for (const kind of ['day', 'total'] as const) {
        const found = (await store.get(`photo-budget/${kind}`, { type: 'json', consistency: 'strong' })) as
          | (BudgetNotice & { day: string })
          | null;
        if (found && found.day === noticeDay(kind, day)) out.push({ kind, at: found.at, quotes: found.quotes });
      }
      return out;
    },
  };
};
