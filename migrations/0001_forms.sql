-- One table per form (src/lib/form-entries.ts): a column per schema property (schemas/forms/), lists as JSON text,
-- booleans as 0/1. notifiedAt is set once the owner's webhook took the entry (NULL: not yet, retried later).
-- Applied by wrangler to Cloudflare D1 (`wrangler d1 migrations apply forms`) and by npm start to .data/forms.sqlite.
CREATE TABLE applications (
  id INTEGER PRIMARY KEY,
  receivedAt TEXT NOT NULL,
  notifiedAt TEXT,
  fullName TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  city TEXT NOT NULL,
  experience TEXT,
  skillAreas TEXT,
  tools TEXT,
  availability TEXT,
  transportation TEXT,
  referralSource TEXT,
  contractorAgreement INTEGER NOT NULL
);
CREATE TABLE newsletter (
  id INTEGER PRIMARY KEY,
  receivedAt TEXT NOT NULL,
  notifiedAt TEXT,
  email TEXT NOT NULL
);
-- Posts per client (a hash of its address, never the address) per form and time window: the rate limit.
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  form TEXT NOT NULL,
  windowStart INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (client, form, windowStart)
);
CREATE INDEX rate_limits_window ON rate_limits (windowStart);
