-- Issue 39. The price-guide job a quote request asks about (schemas/forms/quote.schema.json `job`): the id of one of
-- the chosen service's jobs (data/services/<slug>.yaml priceGuide.jobs[].id); NULL or "" for none.
ALTER TABLE quote ADD COLUMN job TEXT;
