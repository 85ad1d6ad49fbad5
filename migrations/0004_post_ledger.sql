-- What the form handler remembers beyond entries (src/server/post-ledger.ts): the fingerprints of recent posts, so a
-- form sent twice is stored and e-mailed once (rows older than the window are deleted as posts come), and the bytes
-- of quote photos kept per day (the business's, src/lib/events.ts dayOf), held within the photo budget (PHOTOS_DAILY_MB, PHOTOS_TOTAL_MB).
CREATE TABLE recent_posts (
  fingerprint TEXT PRIMARY KEY,
  at INTEGER NOT NULL
);
CREATE INDEX recent_posts_at ON recent_posts (at);
CREATE TABLE photo_bytes (
  day TEXT PRIMARY KEY,
  bytes INTEGER NOT NULL
);
-- How many photos of a quote were dropped because the budget was used up (NULL: none).
ALTER TABLE quote ADD COLUMN photosDropped INTEGER;
