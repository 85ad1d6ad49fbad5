/**
 * Whether the owner's calendar feed (OWNER_CALENDAR_ICS_URL, ./owner-calendar.ts) could be read last time, kept in the
 * forms' store so /admin/stats tells the owner on every host: the feed is read per instance (each Cloudflare or
 * Netlify instance keeps its own cache), so only a store every instance shares knows the last read's outcome. A
 * failure (a feed not read, or read with events left out) is a row (SQL: migrations/0009_calendar_feed.sql) or a blob (Netlify Blobs) holding when and why; a read
 * that works deletes it, which writes nothing while the feed keeps working. It is written once per read, and a read
 * happens at most once per cache period per instance.
 */
import type { getStore } from '@netlify/blobs';
import type { SqlDatabase } from '../stores/sql-database.ts';

export interface CalendarFeedFailure {
  /** When the read failed or left events out (ISO time, UTC; the page says it on a Florida clock). */
  at: string;
  /** What happened and what to do, in words for the owner (./calendar-words.ts). */
  error: string;
}

export interface CalendarFeedLog {
  /** Keeps the outcome of a read of `feed` (a hash of its address, feedId): its failure, or undefined when it worked. */
  record(feed: string, failure: CalendarFeedFailure | undefined): Promise<void>;
  /** The failure of the last read of `feed`; undefined when it worked or was never read. */
  lastFailure(feed: string): Promise<CalendarFeedFailure | undefined>;
}

/** A feed's name in the store: a hash of its address, which is a secret (whoever has it reads the owner's calendar). */
export async function feedId(url: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`owner-calendar:${url}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const sqlCalendarFeedLog = (db: SqlDatabase): CalendarFeedLog => ({
  async record(feed, failure) {
    if (!failure) await db.all('DELETE FROM calendar_feed_failures WHERE feed = ?', [feed]);
    else
      await db.all(
        'INSERT INTO calendar_feed_failures (feed, at, error) VALUES (?, ?, ?) ON CONFLICT (feed) DO UPDATE SET at = excluded.at, error = excluded.error',
        [feed, failure.at, failure.error],
      );
  },
  async lastFailure(feed) {
    const [row] = await db.all<CalendarFeedFailure>('SELECT at, error FROM calendar_feed_failures WHERE feed = ?', [
      feed,
    ]);
    return row ? { at: String(row.at), error: String(row.error) } : undefined;
  },
});

type Store = ReturnType<typeof getStore>;

/** In Blobs: calendar-feed/<feed> holds the failure while there is one. */
export const blobsCalendarFeedLog = (store: Store): CalendarFeedLog => ({
  async record(feed, failure) {
    if (!failure) await store.delete(`calendar-feed/${feed}`);
    else await store.setJSON(`calendar-feed/${feed}`, failure);
  },
  async lastFailure(feed) {
    const found = await store.get(`calendar-feed/${feed}`, { type: 'json', consistency: 'strong' });
    return (found as CalendarFeedFailure | null) ?? undefined;
  },
});
