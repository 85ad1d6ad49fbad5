-- A quote request with an arrival window is a booking (src/server/booking/, docs/decisions/0064-bookings-and-holds.md):
-- its state (requested, confirmed, moved, declined, cancelled), its SEQUENCE for calendars, the window it is at now
-- (`window` stays the one first asked), when its hold began while requested (NULL once released), who holds it (the
-- phone's digits and the client's key: one open hold each) and when the state last changed. The requests stored
-- before hold their window from when they came, so their holds run out like new ones.
ALTER TABLE quote ADD COLUMN booking TEXT;
ALTER TABLE quote ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quote ADD COLUMN visitWindow TEXT;
ALTER TABLE quote ADD COLUMN holdFrom TEXT;
ALTER TABLE quote ADD COLUMN holder TEXT;
ALTER TABLE quote ADD COLUMN client TEXT;
ALTER TABLE quote ADD COLUMN bookingAt TEXT;
UPDATE quote SET booking = 'requested', visitWindow = window, holdFrom = receivedAt, bookingAt = receivedAt
  WHERE window IS NOT NULL AND window <> '';
CREATE INDEX quote_visit_window ON quote (visitWindow);
CREATE INDEX quote_holder ON quote (holder);
CREATE INDEX quote_client ON quote (client);
