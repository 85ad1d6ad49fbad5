-- The quote photos kept, one row per photo (src/server/photo-ledger.ts): the photo budget (src/lib/photo-budget.ts)
-- is counted per client (hashed), per day and in all from them, and a photo deleted from the photo store by hand is
-- forgotten, giving its bytes back. They replace photo_bytes, a running count per day that nothing ever lowered.
CREATE TABLE kept_photos (
  key TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  client TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX kept_photos_day_client ON kept_photos (day, client);
DROP TABLE photo_bytes;
-- The owner's notice of a budget that ran out: the day's (for that day) or the total (day ''), since when, and how
-- many requests lost their photos to it; shown in /admin/stats.
CREATE TABLE photo_budget_notices (
  kind TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  at TEXT NOT NULL,
  quotes INTEGER NOT NULL
);
-- Why a quote's photos were not kept (share, day or total), for the owner's e-mail; NULL when none were dropped.
ALTER TABLE quote ADD COLUMN photosDroppedFor TEXT;
