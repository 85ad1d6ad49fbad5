-- The e-mails the schedulers send once (src/server/sent-once.ts, docs/decisions/0064-bookings-and-holds.md): the
-- homeowner's reminder of a visit (reminder/<id>/<window>) and the owner's e-mail of the day (morning/<day>). A run
-- claims its key by inserting it before sending, so two runs at once, two instances or a run after a restart never
-- send the same e-mail twice; a send that fails gives its key back for the next run.
CREATE TABLE sent_once (
  key TEXT PRIMARY KEY,
  at TEXT NOT NULL
);
