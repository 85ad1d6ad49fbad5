/**
 * The Spanish site over every built page: each page says its language (`<html lang>`, og:locale, JSON-LD inLanguage), names
 * its other-language version with hreflang pairs that exist and point back (x-default: English), the sitemap says the
 * same, the header's switch leads to that version (or the other language's home), and a Spanish page shows the
 * templates' words in Spanish and links to Spanish pages wherever they exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { switchTarget } from '../../src/lib/routing/language-switch.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { readCityDirectory, routes, spanishCityPages } from '../content.ts';
import { all, DIST, graphOf, headOf, mainOf, read, text } from './html.ts';
import { abs, alternatesIn, byUrl, spanish } from './languages.ts';

const FIRST_MARKET = ['palm-beach', 'broward', 'miami-dade'];

describe('the Spanish site', () => {
  it('exists: home, about, the services, quote, service areas, the technician page, the blog post, the legal pages', () => {
    const kinds = new Set(spanish.map((r) => r.kind));
    for (const kind of [
      'home',
      'about',
      'quote',
      'service-areas',
      'tech-recruitment',
      'blog-post',
      'terms',
      'privacy',
    ] as const)
      expect(kinds, kind).toContain(kind);
    expect(spanish.filter((r) => r.kind === 'service')).toHaveLength(
      routes.filter((r) => r.kind === 'service' && r.locale === 'en').length,
    );
    expect(spanish.every((r) => r.url === '/es' || r.url.startsWith('/es/'))).toBe(true);
  });
  it('has the portfolio, every category and every project, Our Goals and Custom Wall Units, in the sitemap with their pairs', () => {
    const english = (kind: string) => routes.filter((r) => r.kind === kind && r.locale === 'en');
    for (const kind of ['portfolio', 'portfolio-category', 'project', 'goals', 'custom-wall-units']) {
      expect(
        spanish.filter((r) => r.kind === kind),
        kind,
      ).toHaveLength(english(kind).length);
    }
    const xml = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    for (const r of spanish.filter((x) => ['portfolio', 'project', 'goals', 'custom-wall-units'].includes(x.kind))) {
      expect(xml, r.url).toContain(`<loc>${abs(r.url)}</loc>`);
      expect(alternatesIn(read(r.logical)), r.logical).toMatchObject({ es: abs(r.url) });
    }
    // A filtered view is kept out of the index in Spanish too: canonical the Spanish list.
    const list = spanish.find((r) => r.kind === 'portfolio')!;
    for (const r of spanish.filter((x) => x.kind === 'portfolio-category'))
      expect(headOf(read(r.url))).toContain(`<link rel="canonical" href="${abs(list.url)}"/>`);
  });
  it('has a page for every city of Palm Beach, Broward and Miami-Dade, and its service areas link each to it', () => {
    // The first market's counties: docs/spanish-cities.md gives each of their cities a Spanish page.
    const firstMarket = readCityDirectory().cities.filter((c) => FIRST_MARKET.includes(c.county));
    expect(firstMarket.length).toBeGreaterThan(0);
    const spanishOf = (slug: string) =>
      routes.find((r) => r.kind === 'city' && r.locale === 'en' && r.id === slug)?.alternates.es;
    expect(
      firstMarket.filter((c) => !spanishOf(c.citySlug)).map((c) => c.citySlug),
      'without a Spanish page: write data/cities/<city>.es.yaml (docs/spanish-cities.md)',
    ).toEqual([]);
    const index = read(spanish.find((r) => r.kind === 'service-areas')!.url);
    const linked = new Set(all(mainOf(index), /<a[^>]* href="([^"#?]+)"/g));
    expect(firstMarket.filter((c) => !linked.has(spanishOf(c.citySlug) ?? '')).map((c) => c.citySlug)).toEqual([]);
  });
  it('gives each Spanish city its own Spanish intro', () => {
    const intros = spanishCityPages.map((f) => f.city.intro);
    expect(new Set(intros).size).toBe(intros.length);
    // Compared as text: an intro may hold a character the page escapes (a quotation mark, an apostrophe).
    for (const f of spanishCityPages)
      expect(text(mainOf(read(f.route.url))), f.route.url).toContain(
        text(f.city.intro.split(/\n\s*\n/)[0]).slice(0, 40),
      );
  });
});

describe.each(routes.filter((r) => r.indexable || r.locale === 'es').map((r) => [r.url, r] as const))(
  '%s',
  (url, route) => {
    const h = read(url);
    it('says its language: <html lang>, og:locale, inLanguage', () => {
      expect(/<html[^>]* lang="([^"]+)"/.exec(h)?.[1]).toBe(route.locale);
      expect(headOf(h)).toContain(`<meta property="og:locale" content="${route.locale}_US"/>`);
      const page = graphOf(h).find((n) => n['@type'] === 'WebPage');
      expect(page, url).toMatchObject({ inLanguage: route.locale, url: abs(url) });
    });
    it('names each version of itself with hreflang, x-default English, and each version names it back', () => {
      const versions = Object.entries(route.alternates);
      const links = alternatesIn(h);
      if (versions.length < 2) {
        expect(links).toEqual({});
        return;
      }
      expect(links).toEqual({
        ...Object.fromEntries(versions.map(([l, u]) => [l, abs(u)])),
        'x-default': abs(route.alternates.en!),
      });
      for (const [, other] of versions) {
        expect(fs.existsSync(path.join(DIST, routeFile(other))), other).toBe(true);
        expect(alternatesIn(read(other)), `${other} names ${url}`).toMatchObject({ [route.locale]: abs(url) });
      }
    });
  },
);

// Every page, those kept out of the index too (a city's quote page, a category of the portfolio): its switch is read
// here rather than followed in the browser, which follows it on one page of each kind (tests/e2e/languages.spec.ts).
describe.each(routes.map((r) => [r.url, r] as const))('%s', (url, route) => {
  it('says its language in <html lang>, which the language switch changes', () => {
    expect(/<html[^>]* lang="([^"]+)"/.exec(read(url))?.[1]).toBe(route.locale);
  });
  it("the header's language switch leads to this page in the other language, or to its section's page there, or to that language's home", () => {
    const other = route.locale === 'en' ? 'es' : 'en';
    const link = /<a href="([^"]+)" hreflang="([^"]+)" lang="[^"]+"[^>]*data-language-switch="([^"]+)"/.exec(read(url));
    const expected = switchTarget(route, other, (english) => byUrl.get(english)?.alternates);
    expect(link?.slice(1), url).toEqual([expected, other, other]);
    // It leads to a page that exists, in that language.
    expect(fs.existsSync(path.join(DIST, routeFile(expected.split('#')[0]))), expected).toBe(true);
    expect(byUrl.get(expected.split('#')[0])?.locale).toBe(other);
  });
});
