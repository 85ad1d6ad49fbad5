/**
 * The bookings in SQL (node:sqlite and Cloudflare D1, migrations/0012_booking.sql): a quote request's row carries its
 * booking (state, SEQUENCE, the window it is at now, when its hold began, who holds it). Each change is one UPDATE that
 * checks nobody changed the row since it was read and, when it takes a window, that the window and its day still
 * have a place: two taps at once, or two people racing for a window, get one change each and never both.
 */
import { BOOKING_STATES, type Booking, type BookingState, holdsWindow } from '../../lib/booking/state.ts';
import { entryFromRow } from '../../lib/forms/form-entries.ts';
import type { SqlDatabase } from '../stores/sql-database.ts';
import { dayAfter, type Holder, holdCutoff, type WindowLimits } from './limits.ts';
import type { BookingStore } from './store.ts';

/** The columns of a quote request's booking (migrations/0012_booking.sql), beside its entry's. */
export const BOOKING_COLUMNS = ['booking', 'sequence', 'visitWindow', 'holdFrom', 'holder', 'client', 'bookingAt'];

/** The rows that keep their window from others: booked, or requested within their hold (one parameter: the cutoff). */
export const HOLDING = "(booking IN ('confirmed', 'moved') OR (booking = 'requested' AND holdFrom > ?))";

/** The conditions that a window and its day have a place left, and their parameters (`id`'s own row not counted). */
export function placeLeft(window: string, now: number, limits: WindowLimits, id = '') {
  const cutoff = holdCutoff(now, limits);
  const day = window.slice(0, 10);
  return {
    sql: `(SELECT COUNT(*) FROM quote WHERE visitWindow = ? AND id <> ? AND ${HOLDING}) < ? AND (SELECT COUNT(*) FROM quote WHERE visitWindow >= ? AND visitWindow < ? AND id <> ? AND ${HOLDING}) < ?`,
    params: [window, id, cutoff, limits.perWindow, day, dayAfter(day), id, cutoff, limits.perDay],
  };
}

/** Frees the windows other requests of the same phone or client hold (`id`'s own kept): one open hold each. */
export async function releaseOthers(db: SqlDatabase, id: string, { phone, client }: Holder) {
  if (!phone && !client) return;
  await db.all(
    "UPDATE quote SET holdFrom = NULL WHERE id <> ? AND booking = 'requested' AND holdFrom IS NOT NULL AND (holder = ? OR client = ?)",
    [Number(id), phone ?? null, client ?? null],
  );
}

const isState = (s: unknown): s is BookingState => BOOKING_STATES.includes(s as BookingState);

/**
 * A row's booking; a row stored with a window but no booking (written by a store's plain insert) is a request as
 * migrations/0012 makes the older ones: requested, holding from when it came.
 */
export function bookingFromRow(row: Record<string, unknown>): Booking | undefined {
  const plain = row.booking == null && typeof row.window === 'string' && row.window !== '';
  if (!plain && (!isState(row.booking) || typeof row.visitWindow !== 'string')) return undefined;
  const holdFrom = plain ? row.receivedAt : row.holdFrom;
  return {
    id: String(row.id),
    receivedAt: String(row.receivedAt),
    entry: entryFromRow('quote', row),
    state: plain ? 'requested' : (row.booking as BookingState),
    sequence: Number(row.sequence ?? 0),
    window: String(plain ? row.window : row.visitWindow),
    ...(typeof holdFrom === 'string' ? { holdFrom } : {}),
    changedAt: String(row.bookingAt ?? row.receivedAt),
  };
}

export function sqlBookings(db: SqlDatabase): BookingStore {
  const get = async (id: string) => {
    const [row] = await db.all('SELECT * FROM quote WHERE id = ?', [Number(id)]);
    return row ? bookingFromRow(row) : undefined;
  };
  return {
    get: (id) => (/^\d{1,15}$/.test(id) ? get(id) : Promise.resolve(undefined)),
    async list(fromDay, limit) {
      const rows = await db.all(
        'SELECT * FROM quote WHERE visitWindow >= ? OR (booking IS NULL AND window >= ?) ORDER BY id LIMIT ?',
        [fromDay, fromDay, limit],
      );
      return rows.flatMap((r) => bookingFromRow(r) ?? []);
    },
    async save(prev, next, limits, now) {
      const takes =
        holdsWindow(next, now, limits.holdMs) &&
        (next.window !== prev.window || !holdsWindow(prev, now, limits.holdMs));
      const place = takes ? placeLeft(next.window, now, limits, prev.id) : undefined;
      const rows = await db.all(
        `UPDATE quote SET booking = ?, sequence = ?, visitWindow = ?, holdFrom = ?, bookingAt = ?
         WHERE id = ? AND booking = ? AND sequence = ? AND COALESCE(holdFrom, '') = ?${place ? ` AND ${place.sql}` : ''}
         RETURNING id`,
        [
          ...[next.state, next.sequence, next.window, next.holdFrom ?? null, next.changedAt],
          ...[Number(prev.id), prev.state, prev.sequence, prev.holdFrom ?? ''],
          ...(place?.params ?? []),
        ],
      );
      if (rows.length) return 'saved';
      const now_ = await get(prev.id);
      const same = now_?.state === prev.state && now_.sequence === prev.sequence && now_.holdFrom === prev.holdFrom;
      return same ? 'full' : 'changed';
    },
    releaseOthers: (id, holder) => releaseOthers(db, id, holder),
  };
}
