import { expect, it } from 'vitest';
import { routes } from '../content.ts';
import { all, decode, read } from './html.ts';

// A page no other page links to is found by neither visitors nor crawlers: the technician pages (recruiting is one of
// the site's two goals) and Custom Wall Units were linked only from each other. A page's own link and its twin's (the
// same page in another language, through the switch) do not count. Pages kept out of the index need none: the old
// short city addresses (canonical: the city's page), the answers to unknown addresses, the portfolio's filtered views.
const pathOf = (href: string) => {
  const { pathname } = new URL(decode(href), 'http://site.invalid');
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
};

it('every page of the route list is linked from a page other than itself and its twins', () => {
  const linkedFrom = new Map<string, Set<string>>();
  for (const r of routes)
    for (const href of all(read(r.url), /<a\s[^>]*?href="(\/[^"]*)"/g)) {
      const target = pathOf(href);
      if (!linkedFrom.has(target)) linkedFrom.set(target, new Set());
      linkedFrom.get(target)!.add(r.url);
    }
  const orphans = routes
    .filter((r) => r.indexable)
    .filter((r) => {
      const twins = new Set(Object.values(r.alternates));
      return ![...(linkedFrom.get(r.url) ?? [])].some((from) => from !== r.url && !twins.has(from));
    })
    .map((r) => r.url);
  expect(orphans).toEqual([]);
});

// A link to a page with a query (Home's menu once linked `/?services#services` to close the menu without JavaScript)
// is one more address of that page for a crawler to fetch; the portfolio's filters need one, and so does a price
// table's row, which opens its service's quote page with the job chosen (`?job=`); both kinds are kept out of the index.
const quotePaths = new Set(routes.filter((r) => r.kind.startsWith('quote') && !r.indexable).map((r) => r.url));

it('no link between pages carries a query, but the portfolio filters and the jobs of the quote pages', () => {
  const withQuery = new Set<string>();
  for (const r of routes)
    for (const href of all(read(r.url), /<a\s[^>]*?href="(\/[^"]*)"/g)) {
      const url = new URL(decode(href), 'http://site.invalid');
      const filter = /^\/(es\/)?(portfolio|trabajos)\b/.test(url.pathname);
      const job = quotePaths.has(url.pathname) && [...url.searchParams.keys()].join() === 'job';
      if (url.search && !filter && !job) withQuery.add(`${r.url} -> ${href}`);
    }
  expect([...withQuery]).toEqual([]);
});
