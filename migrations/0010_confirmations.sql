-- The homeowner's confirmations sent to one inbox per day (src/server/confirmation-log.ts), held to a few so the quote
-- form cannot be used to flood a stranger's inbox. The inbox is a hash of its address (src/lib/recipient.ts), never
-- the address; a day's first confirmation deletes the days before.
CREATE TABLE confirmations (
  inbox TEXT NOT NULL,
  day TEXT NOT NULL,
  sent INTEGER NOT NULL,
  PRIMARY KEY (inbox, day)
);
