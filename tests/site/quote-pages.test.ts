import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { absoluteUrl } from '../../src/lib/page/head.ts';
import { jobsOf } from '../../src/lib/prices/price-guide.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import { readCityRoute, routes } from '../content.ts';
import { all, DIST, decode, h1Of, headAttr, mainOf, read } from './html.ts';

// The quote pages that carry the visitor's city or service (src/lib/routing/quote-pages.ts), as built: what a visitor without
// JavaScript gets, and what a crawler does not index.
const quotes = routes.filter((r) => r.kind === 'quote-city' || r.kind === 'quote-service');
const byUrl = new Map(routes.map((r) => [r.url, r]));
const quotePage = (locale: string) => routes.find((r) => r.kind === 'quote' && r.locale === locale)!.url;
const value = (h: string, name: string) => decode(new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(h)?.[1] ?? '');
const cityName = (r: Route) => (readCityRoute(r.url, r.kind) as { cityName: string }).cityName;

describe('quote pages of the cities and services', () => {
  it('exist for every city page and every service page, in their language', () => {
    const sources = routes.filter((r) => r.kind === 'city' || r.kind === 'service');
    expect(quotes).toHaveLength(sources.length);
    for (const s of sources) expect(byUrl.get(s.quote!)?.from, s.url).toBe(s.url);
  });

  it('are noindex, canonical to their language’s quote page, and carry their source page to the form and the counts', () => {
    for (const r of quotes) {
      const h = read(r.url);
      expect(headAttr(h, 'meta name="robots"'), r.url).toBe('noindex, follow');
      expect(headAttr(h, 'link rel="canonical"', 'href'), r.url).toBe(absoluteUrl(quotePage(r.locale)));
      expect(value(h, 'page'), r.url).toBe(r.from);
      expect(all(h, /data-count-page="([^"]*)"/g), r.url).toEqual([r.from]);
    }
  });

  it('name the city in the heading and fill in its address', () => {
    for (const r of quotes.filter((q) => q.kind === 'quote-city')) {
      const h = read(r.url);
      const city = cityName(r);
      expect(h1Of(h)[0], r.url).toContain(city);
      expect(value(h, 'address'), r.url).toBe(`${city}, ${site.address.addressRegion}`);
    }
  });

  it('name the service in the heading and choose it', () => {
    for (const r of quotes.filter((q) => q.kind === 'quote-service')) {
      const h = read(r.url);
      const service = contentFor(r.locale).services.find((s) => s.slug === r.id)!;
      expect(h1Of(h)[0], r.url).toContain(service.title);
      // The service chosen, the best time "anytime" and, when it has a price guide, no job of it yet: its own jobs only.
      const jobs = jobsOf(service).map((j) => j.id);
      const none = jobs.length ? [''] : [];
      expect(all(h, /<option value="([^"]*)" selected=""/g), r.url).toEqual([r.id, 'anytime', ...none]);
      const listed = all(/<select name="job"[\s\S]*?<\/select>/.exec(h)?.[0] ?? '', /<option value="([^"]+)"/g);
      expect(listed, r.url).toEqual(jobs);
    }
  });

  it('are left out of the sitemap', () => {
    const sitemap = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    for (const r of quotes) expect(sitemap, r.url).not.toContain(`<loc>${absoluteUrl(r.url)}</loc>`);
  });

  it('are where every quote link of a city page, a plain city page and a service page leads', () => {
    const pages = routes.filter((r) => ['city', 'plain-city', 'service'].includes(r.kind));
    for (const r of pages) {
      const h = read(r.url);
      const links = all(h, /href="(\/[^"#?]*)"/g).filter(
        (u) => u === quotePage(r.locale) || u.startsWith(`${quotePage(r.locale)}/`),
      );
      expect(links.length, r.url).toBeGreaterThan(0);
      expect(new Set(links), r.url).toEqual(new Set([r.quote]));
    }
  });

  it('leave the quote page itself without a city or a service chosen', () => {
    const h = mainOf(read(quotePage('en')));
    expect(value(h, 'address')).toBe('');
    const priced = contentFor('en').services.some((s) => jobsOf(s).length > 0);
    expect(all(h, /<option value="([^"]*)" selected=""/g)).toEqual(['', 'anytime', ...(priced ? [''] : [])]);
  });
});
