/**
 * The arrival windows that quote requests hold, kept by each store (../stores/store.ts): counted from the quote table's
 * bookings in SQL (D1, node:sqlite: ../booking/sql.ts), and by one small claim blob per place in Netlify Blobs, which
 * has no query (../booking/blob-claims.ts). A window is held by a booked visit, or by a request within its hold
 * (data/schedule.yaml holdHours); a request takes its window's place and is stored in one step that cannot overshoot
 * the window's capacity, so of two visitors racing for the last place one gets it and the other is told
 * (./availability-app.ts). Its phone and its client then hold no other window: their earlier request lets its go.
 */
import { columns, rowValues } from '../../lib/forms/form-entries.ts';
import type { BlobBooking, blobsBookings } from '../booking/blobs.ts';
import { type Holder, holdCutoff, WINDOW_LIMITS, type WindowLimits } from '../booking/limits.ts';
import { HOLDING, placeLeft, releaseOthers } from '../booking/sql.ts';
import type { SqlDatabase } from '../stores/sql-database.ts';

export interface WindowStore {
  /** The requests holding each window that starts in [from, to) (local "YYYY-MM-DDTHH:MM" text) at `now` (ms). */
  held(from: string, to: string, now?: number): Promise<Record<string, number>>;
  /**
   * Stores the quote request `entry` (whose `window` is set) as a booking holding its window if the window and its day
   * have a place left: resolves its id, or undefined when full (nothing stored). The other requests of `holder` (its
   * phone, its client) let their windows go.
   */
  insertInWindow(
    entry: Record<string, unknown>,
    receivedAt: string,
    holder?: Holder,
    limits?: WindowLimits,
  ): Promise<string | undefined>;
}

export function sqlWindows(db: SqlDatabase): WindowStore {
  return {
    async held(from, to, now = Date.now()) {
      const rows = await db.all<{ window: string; n: number }>(
        `SELECT visitWindow AS window, COUNT(*) AS n FROM quote WHERE visitWindow >= ? AND visitWindow < ? AND ${HOLDING} GROUP BY visitWindow`,
        [from, to, holdCutoff(now, WINDOW_LIMITS)],
      );
      return Object.fromEntries(rows.map((r) => [r.window, Number(r.n)]));
    },
    async insertInWindow(entry, receivedAt, holder = {}, limits = WINDOW_LIMITS) {
      const cols = columns('quote');
      const window = String(entry.window);
      const place = placeLeft(window, Date.parse(receivedAt), limits);
      // One statement, so the count and the insert are one step on D1 and SQLite alike: no other post slips between.
      const rows = await db.all<{ id: number }>(
        `INSERT INTO quote (receivedAt, ${cols.join(', ')}, booking, sequence, visitWindow, holdFrom, bookingAt, holder, client)
         SELECT ?, ${cols.map(() => '?').join(', ')}, 'requested', 0, ?, ?, ?, ?, ? WHERE ${place.sql} RETURNING id`,
        [
          receivedAt,
          ...rowValues('quote', entry),
          ...[window, receivedAt, receivedAt, holder.phone ?? null, holder.client ?? null],
          ...place.params,
        ],
      );
      if (!rows[0]) return undefined;
      const id = String(rows[0].id);
      await releaseOthers(db, id, holder);
      return id;
    },
  };
}

/** Stores a quote request's blob with its booking under the id given (../blobs-store.ts). */
type Put = (entry: Record<string, unknown>, receivedAt: string, id: string, booking: BlobBooking) => Promise<void>;

/** Blobs: the request's place is its window's claim blob, taken before the request's own blob is written. */
export function blobsWindows(bookings: ReturnType<typeof blobsBookings>, put: Put): WindowStore {
  return {
    held: (from, to, now = Date.now()) => bookings.claims.held(from, to, now, WINDOW_LIMITS),
    async insertInWindow(entry, receivedAt, holder = {}, limits = WINDOW_LIMITS) {
      const id = `${receivedAt}-${crypto.randomUUID()}`;
      const window = String(entry.window);
      const claim = { receivedAt, quote: id, holdFrom: receivedAt, booked: false };
      const place = await bookings.claims.take(window, claim, Date.parse(receivedAt), limits);
      if (place === undefined) return undefined;
      try {
        await put(entry, receivedAt, id, {
          state: 'requested',
          sequence: 0,
          window,
          holdFrom: receivedAt,
          at: receivedAt,
          place,
        });
      } catch (error) {
        await bookings.claims.giveBack(window, place, id).catch(() => undefined);
        throw error;
      }
      await bookings.releaseOthers(id, holder);
      return id;
    },
  };
}
