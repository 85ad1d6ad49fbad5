-- Issue 39. The owner's calendar feed (OWNER_CALENDAR_ICS_URL) while its last read failed: when and why, for the notice
-- in /admin/stats (src/server/calendar-feed-log.ts). A row per feed, named by a hash of its address (the address is a
-- secret), kept only while the feed fails: the next read that works deletes it.
CREATE TABLE calendar_feed_failures (
  feed TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  error TEXT NOT NULL
);
