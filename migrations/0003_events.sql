-- The site's counts (src/lib/events.ts): one row per day, page, city and event with that day's total. No visitor is
-- identified: no cookie, no address, no id; city is the city of a city page ('' elsewhere), path '' for a form sent
-- from no known page. Rows per day are capped by the handler (src/server/events-store.ts).
CREATE TABLE events (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  city TEXT NOT NULL,
  event TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, path, city, event)
);
