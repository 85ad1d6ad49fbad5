/**
 * How many of the homeowner's confirmations went to one inbox today, in the forms' store (a FormStore's
 * `confirmations`), so that anyone typing a stranger's address into the quote form reaches that inbox at most a few
 * times a day on every host and instance (./lead-mail.ts). The inbox is named by a hash of its address
 * (src/lib/leads/recipient.ts): the count keeps no address. SQL (node:sqlite, D1: migrations/0010_confirmations.sql)
 * counts and checks in one statement, Blobs with writes that create a key only if new: two sends at once cannot both
 * pass.
 */
import type { getStore } from '@netlify/blobs';
import { written } from '../stores/blob-list.ts';
import type { SqlDatabase } from '../stores/sql-database.ts';

export interface ConfirmationLog {
  /** Counts one confirmation to `inbox` on `day` if fewer than `most` went there that day; false (nothing counted) if not. */
  claim(inbox: string, day: string, most: number): Promise<boolean>;
}

export const sqlConfirmationLog = (db: SqlDatabase): ConfirmationLog => ({
  async claim(inbox, day, most) {
    const [row] = await db.all<{ sent: number }>(
      `INSERT INTO confirmations (inbox, day, sent) VALUES (?, ?, 1)
       ON CONFLICT (inbox, day) DO UPDATE SET sent = sent + 1 WHERE sent < ? RETURNING sent`,
      [inbox, day, most],
    );
    // A day's first confirmation clears the days before: only today's counts are ever read.
    if (row?.sent === 1) await db.all('DELETE FROM confirmations WHERE day < ?', [day]);
    return row !== undefined;
  },
});

type Store = ReturnType<typeof getStore>;

/**
 * In Blobs: confirmations/<day>/<inbox>/<n> exists for each of the day's confirmations to the inbox. The n-th is
 * claimed by creating its key only if new, so two sends at once cannot both claim it (Blobs has no atomic increment).
 */
export const blobsConfirmationLog = (store: Store): ConfirmationLog => ({
  async claim(inbox, day, most) {
    for (let n = 1; n <= most; n++) {
      if (!(await store.setJSON(`confirmations/${day}/${inbox}/${n}`, 1, { onlyIfNew: true })).modified) continue;
      if (n === 1) {
        // An inbox's first of the day clears the days before: only today's counts are ever read.
        const { directories } = await store.list({ prefix: 'confirmations/', directories: true });
        for (const dir of directories.filter((d) => d < `confirmations/${day}`))
          for (const { key } of written((await store.list({ prefix: `${dir}/` })).blobs)) await store.delete(key);
      }
      return true;
    }
    return false;
  },
});
