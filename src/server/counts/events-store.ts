/**
 * Where the counts go (src/lib/counts/events.ts): the `events` table of migrations/0003_events.sql on D1 and on `npm
 * start`'s SQLite, a blob per day on Netlify (./events-blobs.ts). Each counter is a row keyed by (day, path, city,
 * event) holding that day's total, so storage grows with the site's pages, never with its visitors.
 */
import { type CountKey, type CountRow, daysBefore, KEEP_DAYS, MAX_ROWS_PER_DAY } from '../../lib/counts/events.ts';
import type { SqlDatabase } from '../stores/store.ts';

export interface EventStore {
  /** Adds one to a counter; resolves false when the counter is new and its day already holds `maxRowsPerDay` rows. */
  count(key: CountKey, maxRowsPerDay?: number): Promise<boolean>;
  /** Every counter of the days from `fromDay` on. */
  rows(fromDay: string): Promise<CountRow[]>;
}

export function sqlEventStore(db: SqlDatabase): EventStore {
  return {
    async count({ day, path, city, event }, maxRowsPerDay = MAX_ROWS_PER_DAY) {
      // One statement, so two counts at once cannot both pass the cap: a new row only while the day has room.
      const [row] = await db.all<{ count: number }>(
        `INSERT INTO events (day, path, city, event, count) SELECT ?1, ?2, ?3, ?4, 1
         WHERE (SELECT COUNT(*) FROM events WHERE day = ?1) < ?5 OR EXISTS (SELECT 1 FROM events WHERE day = ?1 AND path = ?2 AND city = ?3 AND event = ?4)
         ON CONFLICT (day, path, city, event) DO UPDATE SET count = count + 1 RETURNING count`,
        [day, path, city, event, maxRowsPerDay],
      );
      if (row?.count === 1) await db.all('DELETE FROM events WHERE day < ?', [daysBefore(day, KEEP_DAYS)]);
      return Boolean(row);
    },
    rows: (fromDay) =>
      db.all<CountRow>(
        'SELECT day, path, city, event, count FROM events WHERE day >= ? ORDER BY day, path, city, event',
        [fromDay],
      ),
  };
}
