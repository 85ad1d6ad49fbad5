/**
 * The e-mails sent once whatever sends them (a FormStore's `sentOnce`): each is named by a key (src/lib/booking/
 * reminders.ts) that a run claims before sending, so of two runs at once, on two instances or after a restart, one
 * sends it. SQL (node:sqlite, D1: migrations/0013_sent_once.sql) inserts the key only if new in one statement; Blobs
 * creates sent/<key> only if new. A send that failed gives its key back, so the next run tries again.
 */
import type { getStore } from '@netlify/blobs';
import type { SqlDatabase } from './sql-database.ts';

export interface SentOnceLog {
  /** Claims `key` at `at` (ISO); false when it was claimed already (sent, or being sent). */
  claim(key: string, at: string): Promise<boolean>;
  /** Gives `key` back after its send failed. */
  release(key: string): Promise<void>;
}

export const sqlSentOnce = (db: SqlDatabase): SentOnceLog => ({
  async claim(key, at) {
    const rows = await db.all(
      'INSERT INTO sent_once (key, at) VALUES (?, ?) ON CONFLICT (key) DO NOTHING RETURNING key',
      [key, at],
    );
    return rows.length > 0;
  },
  async release(key) {
    await db.all('DELETE FROM sent_once WHERE key = ?', [key]);
  },
});

type Store = ReturnType<typeof getStore>;

export const blobsSentOnce = (store: Store): SentOnceLog => ({
  claim: async (key, at) => (await store.setJSON(`sent/${key}`, { at }, { onlyIfNew: true })).modified,
  release: (key) => store.delete(`sent/${key}`),
});
