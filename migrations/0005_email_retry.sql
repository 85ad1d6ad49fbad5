-- Each lead e-mail that failed is tried again on its own schedule (src/lib/email-retry.ts): emailAttempts counts the
-- failed tries, emailNextAt is when to try again (NULL: at once), emailSetAsideAt is set once it is no longer tried
-- (the mail server refused it for good, or it failed for about two days) and emailError keeps the last failure, so
-- the owner sees which entries were not e-mailed (/admin/stats, npm run stats) and why.
ALTER TABLE quote ADD COLUMN emailAttempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quote ADD COLUMN emailNextAt TEXT;
ALTER TABLE quote ADD COLUMN emailSetAsideAt TEXT;
ALTER TABLE quote ADD COLUMN emailError TEXT;
ALTER TABLE applications ADD COLUMN emailAttempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE applications ADD COLUMN emailNextAt TEXT;
ALTER TABLE applications ADD COLUMN emailSetAsideAt TEXT;
ALTER TABLE applications ADD COLUMN emailError TEXT;
