import { expect, it } from 'vitest';
import { QUOTE_API } from '../../src/lib/quote/quote-form.ts';
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
// is one more address of that page for a crawler to fetch. The portfolio's filters need one; a city page's links to the
// service pages tell them the city (`?city=`, the service page's canonical is its own address); a price table's row
// leads to the handler with its job (GET /api/quote, out of robots.txt), which reads that city (decision 65).
const servicePaths = new Set(routes.filter((r) => r.kind === 'service').map((r) => r.url));
const cityPaths = new Set(routes.filter((r) => r.kind === 'city').map((r) => r.url));
const keys = (url: URL) => [...url.searchParams.keys()].join();

it('no link between pages carries a query, but the portfolio filters, the city and the jobs of the price tables', () => {
  const withQuery = new Set<string>();
  for (const r of routes)
    for (const href of all(read(r.url), /<a\s[^>]*?href="(\/[^"]*)"/g)) {
      const url = new URL(decode(href), 'http://site.invalid');
      const filter = /^\/(es\/)?(portfolio|trabajos)\b/.test(url.pathname);
      const city = cityPaths.has(r.url) && servicePaths.has(url.pathname) && keys(url) === 'city';
      const job =
        servicePaths.has(r.url) && url.pathname === QUOTE_API && /^(locale,)?service,job(,js)?$/.test(keys(url));
      if (url.search && !filter && !city && !job) withQuery.add(`${r.url} -> ${href}`);
    }
  expect([...withQuery]).toEqual([]);
});
