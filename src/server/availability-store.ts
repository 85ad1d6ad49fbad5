/**
 * The arrival windows that quote requests hold, kept by each store (./store.ts): counted from the quote table's
 * `window` column in SQL (D1, node:sqlite), and by one small claim blob per place in Netlify Blobs, which has no
 * query. A request takes its window's place and is stored in one step that cannot overshoot the window's capacity, so
 * of two visitors racing for the last place one gets it and the other is told (./availability-app.ts).
 */
import type { getStore } from '@netlify/blobs';
import { columns, rowValues } from '../lib/form-entries.ts';
import type { SqlDatabase } from './sql-database.ts';

export interface WindowStore {
  /** The quote requests holding each window that starts in [from, to) (local "YYYY-MM-DDTHH:MM" text). */
  held(from: string, to: string): Promise<Record<string, number>>;
  /**
   * Stores the quote request `entry` (whose `window` is set) if its window holds fewer than `capacity` requests:
   * resolves its id, or undefined when the window is full (nothing stored).
   */
  insertInWindow(entry: Record<string, unknown>, receivedAt: string, capacity: number): Promise<string | undefined>;
}

export function sqlWindows(db: SqlDatabase): WindowStore {
  return {
    async held(from, to) {
      const rows = await db.all<{ window: string; n: number }>(
        'SELECT window, COUNT(*) AS n FROM quote WHERE window >= ? AND window < ? GROUP BY window',
        [from, to],
      );
      return Object.fromEntries(rows.map((r) => [r.window, Number(r.n)]));
    },
    async insertInWindow(entry, receivedAt, capacity) {
      const cols = columns('quote');
      // One statement, so the count and the insert are one step on D1 and SQLite alike: no other post slips between.
      const rows = await db.all<{ id: number }>(
        `INSERT INTO quote (receivedAt, ${cols.join(', ')}) SELECT ?, ${cols.map(() => '?').join(', ')} WHERE (SELECT COUNT(*) FROM quote WHERE window = ?) < ? RETURNING id`,
        [receivedAt, ...rowValues('quote', entry), String(entry.window), capacity],
      );
      return rows[0] ? String(rows[0].id) : undefined;
    },
  };
}

type Store = ReturnType<typeof getStore>;
/** The claim blobs of one month's windows start with this (windows/2026-11...): a listing reads at most two months. */
const claimPrefix = (start: string) => `windows/${start.slice(0, 7)}`;

/** Blobs: place n of a window is the blob windows/<start>/<n>, written only if new, so one post gets each place. */
export function blobsWindows(entries: Store, insert: (entry: Record<string, unknown>, at: string) => Promise<string>) {
  return {
    async held(from: string, to: string) {
      const held: Record<string, number> = {};
      for (const prefix of new Set([claimPrefix(from), claimPrefix(to)])) {
        const { blobs } = await entries.list({ prefix });
        for (const { key } of blobs) {
          const start = key.split('/')[1];
          if (start >= from && start < to) held[start] = (held[start] ?? 0) + 1;
        }
      }
      return held;
    },
    async insertInWindow(entry: Record<string, unknown>, receivedAt: string, capacity: number) {
      for (let place = 0; place < capacity; place++) {
        const key = `windows/${String(entry.window)}/${place}`;
        const { modified } = await entries.setJSON(key, { receivedAt }, { onlyIfNew: true });
        if (!modified) continue;
        try {
          return await insert(entry, receivedAt);
        } catch (error) {
          await entries.delete(key).catch(() => undefined);
          throw error;
        }
      }
      return undefined;
    },
  } satisfies WindowStore;
}
