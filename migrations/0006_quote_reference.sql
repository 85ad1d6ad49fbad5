-- Issue 38. The service becomes optional ("Not sure / something else": schemas/forms/quote.schema.json), so the quote
-- table is rebuilt without NOT NULL on it (SQLite cannot drop a constraint in place), keeping every row and column;
-- and each quote request gets its short reference, read over the phone (src/lib/quote-reference.ts), and the language
-- of the page that sent it (a code of data/languages.json), both set by the handler. NULL on requests stored before.
CREATE TABLE quote_new (
  id INTEGER PRIMARY KEY,
  receivedAt TEXT NOT NULL,
  notifiedAt TEXT,
  emailedAt TEXT,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  address TEXT NOT NULL,
  service TEXT,
  details TEXT NOT NULL,
  bestTime TEXT,
  page TEXT,
  photos TEXT,
  photosDropped INTEGER,
  emailAttempts INTEGER NOT NULL DEFAULT 0,
  emailNextAt TEXT,
  emailSetAsideAt TEXT,
  emailError TEXT,
  reference TEXT,
  locale TEXT
);
INSERT INTO quote_new (id, receivedAt, notifiedAt, emailedAt, name, phone, email, address, service, details, bestTime,
  page, photos, photosDropped, emailAttempts, emailNextAt, emailSetAsideAt, emailError)
SELECT id, receivedAt, notifiedAt, emailedAt, name, phone, email, address, service, details, bestTime,
  page, photos, photosDropped, emailAttempts, emailNextAt, emailSetAsideAt, emailError FROM quote;
DROP TABLE quote;
ALTER TABLE quote_new RENAME TO quote;
