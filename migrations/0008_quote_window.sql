-- Issue 39. The arrival window a quote request asks for (schemas/forms/quote.schema.json `window`): its start in
-- Florida local time, "2026-11-30T08:00"; NULL or "" for none. The handler counts the requests per window to know which
-- still have a free place (src/server/availability-store.ts), so the count has an index.
ALTER TABLE quote ADD COLUMN window TEXT;
CREATE INDEX quote_window ON quote (window);
