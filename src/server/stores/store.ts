/**
 * Where accepted entries go: one small interface, kept by SQL tables (Cloudflare D1, Node's node:sqlite; both run
 * migrations/) and by Netlify Blobs (./blobs-store.ts). Every method resolves only once its write is durable, so the
 * handler answers 201 only for an entry that is stored.
 */

import { columns, EMAILED_FORMS, entryFromRow, FORMS, type FormName, rowValues } from '../../lib/forms/form-entries.ts';
import type { EmailRetryState } from '../../lib/leads/email-retry.ts';
import { sqlBookings } from '../booking/sql.ts';
import type { BookingStore } from '../booking/store.ts';
import { type CalendarFeedLog, sqlCalendarFeedLog } from '../calendar/calendar-feed-log.ts';
import { type ConfirmationLog, sqlConfirmationLog } from '../mail/confirmation-log.ts';
import { sqlWindows, type WindowStore } from '../windows/availability-store.ts';
import type { SqlDatabase } from './sql-database.ts';

export type { SqlDatabase } from './sql-database.ts';

import { type PhotoLedger, sqlPhotoLedger } from '../photos/photo-ledger.ts';
import { type PostLedger, sqlLedger } from './post-ledger.ts';
import { type SentOnceLog, sqlSentOnce } from './sent-once.ts';

export interface PendingEntry {
  form: FormName;
  id: string;
  receivedAt: string;
  entry: Record<string, unknown>;
  /** The owner's e-mail of it: tries that failed so far, the last failure, and when it was set aside. */
  emailAttempts?: number;
  emailError?: string;
  emailSetAsideAt?: string;
}

export interface FormStore {
  /** Recent posts (./post-ledger.ts); a store without one keeps no duplicates apart. */
  ledger?: PostLedger;
  /** The quote photos kept (../photos/photo-ledger.ts); a store without one keeps no photo budget. */
  photoLedger?: PhotoLedger;
  /** The arrival windows quote requests hold (../windows/availability-store.ts); without it no window is counted as held. */
  windows?: WindowStore;
  /** The homeowner's confirmations per inbox today (../mail/confirmation-log.ts); without it none is held back. */
  confirmations?: ConfirmationLog;
  /** Whether the owner's calendar feed failed its last read (../calendar/calendar-feed-log.ts); without it he is told in the log only. */
  calendarFeed?: CalendarFeedLog;
  /** Counts one post of a client to a form (or the counts' beacon) in the window starting at `windowStart` (ms); resolves the count so far. */
  hit(client: string, form: string, windowStart: number): Promise<number>;
  /** Stores an entry; resolves its id once committed. */
  insert(form: FormName, entry: Record<string, unknown>, receivedAt: string): Promise<string>;
  /** Entries the owner has not been notified of yet, oldest first. */
  unnotified(limit: number): Promise<PendingEntry[]>;
  markNotified(form: FormName, id: string, at: string): Promise<void>;
  /**
   * Entries of the e-mailed forms (EMAILED_FORMS) whose e-mail has not gone out yet and is not set aside, oldest
   * first; with `dueAt` (ISO time), only those whose next try (src/lib/leads/email-retry.ts) has come by then.
   */
  unemailed(limit: number, dueAt?: string): Promise<PendingEntry[]>;
  markEmailed(form: FormName, id: string, at: string): Promise<void>;
  /** Keeps a failed try's outcome: attempts, next try or the time it was set aside, and the failure. */
  emailFailed(form: FormName, id: string, state: EmailRetryState): Promise<void>;
  /** Entries whose e-mail was set aside (refused for good, or failing too long), oldest first, for the owner. */
  setAsideEmails(limit: number): Promise<PendingEntry[]>;
  /** The quote requests with a window as bookings (../booking/store.ts); without it no visit can be confirmed or moved. */
  bookings?: BookingStore;
  /** The schedulers' e-mails claimed (./sent-once.ts); without it none is sent, since none could be sent only once. */
  sentOnce?: SentOnceLog;
}

/** The D1 binding's shape (Cloudflare's D1Database), as much of it as is used here. */
export interface D1Like {
  prepare(sql: string): { bind(...values: unknown[]): { all<T>(): Promise<{ results: T[] }> } };
}

export const d1Database = (db: D1Like): SqlDatabase => ({
  all: async <T>(sql: string, params: (string | number | null)[]) =>
    (
      await db
        .prepare(sql)
        .bind(...params)
        .all<T>()
    ).results,
});

/** Rate-limit windows older than this are deleted as new windows start. */
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;

export function sqlStore(db: SqlDatabase): FormStore {
  return {
    ledger: sqlLedger(db),
    photoLedger: sqlPhotoLedger(db),
    windows: sqlWindows(db),
    bookings: sqlBookings(db),
    calendarFeed: sqlCalendarFeedLog(db),
    confirmations: sqlConfirmationLog(db),
    sentOnce: sqlSentOnce(db),
    async hit(client, form, windowStart) {
      const [row] = await db.all<{ hits: number }>(
        'INSERT INTO rate_limits (client, form, windowStart, hits) VALUES (?, ?, ?, 1) ON CONFLICT (client, form, windowStart) DO UPDATE SET hits = hits + 1 RETURNING hits',
        [client, form, windowStart],
      );
      if (row.hits === 1)
        await db.all('DELETE FROM rate_limits WHERE windowStart < ?', [windowStart - KEEP_WINDOWS_MS]);
      return row.hits;
    },
    async insert(form, entry, receivedAt) {
      const cols = columns(form);
      const [row] = await db.all<{ id: number }>(
        `INSERT INTO ${form} (receivedAt, ${cols.join(', ')}) VALUES (?, ${cols.map(() => '?').join(', ')}) RETURNING id`,
        [receivedAt, ...rowValues(form, entry)],
      );
      return String(row.id);
    },
    unnotified: (limit) => pendingRows(db, Object.keys(FORMS) as FormName[], 'notifiedAt IS NULL', limit),
    async markNotified(form, id, at) {
      await db.all(`UPDATE ${form} SET notifiedAt = ? WHERE id = ?`, [at, Number(id)]);
    },
    unemailed: (limit, dueAt) =>
      pendingRows(
        db,
        EMAILED_FORMS,
        `emailedAt IS NULL AND emailSetAsideAt IS NULL${dueAt ? ' AND (emailNextAt IS NULL OR emailNextAt <= ?)' : ''}`,
        limit,
        dueAt ? [dueAt] : [],
      ),
    async markEmailed(form, id, at) {
      await db.all(`UPDATE ${form} SET emailedAt = ? WHERE id = ?`, [at, Number(id)]);
    },
    async emailFailed(form, id, s) {
      await db.all(
        `UPDATE ${form} SET emailAttempts = ?, emailNextAt = ?, emailSetAsideAt = ?, emailError = ? WHERE id = ?`,
        [s.attempts, s.nextAt, s.setAsideAt, s.error, Number(id)],
      );
    },
    setAsideEmails: (limit) =>
      pendingRows(db, EMAILED_FORMS, 'emailedAt IS NULL AND emailSetAsideAt IS NOT NULL', limit),
  };
}

/** The rows of `forms` that meet `where` (a condition of this module's own, its values in `params`), oldest first. */
async function pendingRows(
  db: SqlDatabase,
  forms: readonly FormName[],
  where: string,
  limit: number,
  params: string[] = [],
): Promise<PendingEntry[]> {
  const pending: PendingEntry[] = [];
  for (const form of forms) {
    const rows = await db.all(`SELECT * FROM ${form} WHERE ${where} ORDER BY id LIMIT ?`, [...params, limit]);
    for (const row of rows)
      pending.push({
        form,
        id: String(row.id),
        receivedAt: String(row.receivedAt),
        entry: entryFromRow(form, row),
        ...(row.emailAttempts ? { emailAttempts: Number(row.emailAttempts) } : {}),
        ...(row.emailError ? { emailError: String(row.emailError) } : {}),
        ...(row.emailSetAsideAt ? { emailSetAsideAt: String(row.emailSetAsideAt) } : {}),
      });
  }
  return pending.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).slice(0, limit);
}
