/**
 * Where accepted entries go: one small interface, kept by SQL tables (Cloudflare D1, Node's node:sqlite; both run
 * migrations/) and by Netlify Blobs (./blobs-store.ts). Every method resolves only once its write is durable, so the
 * handler answers 201 only for an entry that is stored.
 */
import { columns, EMAILED_FORMS, entryFromRow, FORMS, type FormName, rowValues } from '../lib/form-entries.ts';

export interface PendingEntry {
  form: FormName;
  id: string;
  receivedAt: string;
  entry: Record<string, unknown>;
}

export interface FormStore {
  /** Counts one post of a client to a form (or the counts' beacon) in the window starting at `windowStart` (ms); resolves the count so far. */
  hit(client: string, form: string, windowStart: number): Promise<number>;
  /** Stores an entry; resolves its id once committed. */
  insert(form: FormName, entry: Record<string, unknown>, receivedAt: string): Promise<string>;
  /** Entries the owner has not been notified of yet, oldest first. */
  unnotified(limit: number): Promise<PendingEntry[]>;
  markNotified(form: FormName, id: string, at: string): Promise<void>;
  /** Entries of the e-mailed forms (EMAILED_FORMS) whose e-mail has not gone out yet, oldest first. */
  unemailed(limit: number): Promise<PendingEntry[]>;
  markEmailed(form: FormName, id: string, at: string): Promise<void>;
}

/** The little of a SQL database the store needs; D1 and node:sqlite both fit it (see d1Database, sqlite.ts). */
export interface SqlDatabase {
  all<T = Record<string, unknown>>(sql: string, params: (string | number | null)[]): Promise<T[]>;
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
    unnotified: (limit) => pendingRows(db, Object.keys(FORMS) as FormName[], 'notifiedAt', limit),
    async markNotified(form, id, at) {
      await db.all(`UPDATE ${form} SET notifiedAt = ? WHERE id = ?`, [at, Number(id)]);
    },
    unemailed: (limit) => pendingRows(db, EMAILED_FORMS, 'emailedAt', limit),
    async markEmailed(form, id, at) {
      await db.all(`UPDATE ${form} SET emailedAt = ? WHERE id = ?`, [at, Number(id)]);
    },
  };
}

/** The rows of `forms` whose `marker` column is still NULL, oldest first. */
async function pendingRows(
  db: SqlDatabase,
  forms: readonly FormName[],
  marker: 'notifiedAt' | 'emailedAt',
  limit: number,
): Promise<PendingEntry[]> {
  const pending: PendingEntry[] = [];
  for (const form of forms) {
    const rows = await db.all(`SELECT * FROM ${form} WHERE ${marker} IS NULL ORDER BY id LIMIT ?`, [limit]);
    for (const row of rows)
      pending.push({ form, id: String(row.id), receivedAt: String(row.receivedAt), entry: entryFromRow(form, row) });
  }
  return pending.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).slice(0, limit);
}
