-- The site's own quote request (schemas/forms/quote.schema.json), and the owner's e-mail for quotes and
-- applications: emailedAt is set once the e-mail went out (NULL: not yet, retried later), beside the webhook's
-- notifiedAt. Applications received before e-mail existed count as e-mailed, so none is sent months late.
CREATE TABLE quote (
  id INTEGER PRIMARY KEY,
  receivedAt TEXT NOT NULL,
  notifiedAt TEXT,
  emailedAt TEXT,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  address TEXT NOT NULL,
  service TEXT NOT NULL,
  details TEXT NOT NULL,
  bestTime TEXT,
  page TEXT,
  photos TEXT
);
ALTER TABLE applications ADD COLUMN emailedAt TEXT;
UPDATE applications SET emailedAt = receivedAt;
