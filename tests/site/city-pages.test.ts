import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitTitle } from '../../src/lib/page/page-title.ts';
import { cities, cityPages, plainCityPages, routes, site } from '../content.ts';
import { en } from '../copy.ts';
import { all, DIST, graphOf, h1Of, headAttr, linksOf, mainOf, read, section, text, titleOf } from './html.ts';

// The city pages as built (dist/client), read as HTML: their head, h1, structured data and the plain pages' content
// need no browser. What needs one (the search box, the FAQ's one-open-at-a-time, status codes) stays in
// tests/e2e/service-areas.spec.ts. Every expectation comes from data/, so adding a city adds its checks.
describe.each(cities.map((c) => [`/service-areas/${c.citySlug}`, c] as const))('%s', (url, city) => {
  const page$ = cityPages[city.citySlug];
  const h = read(url);

  it('has its own h1 and head', () => {
    expect(h1Of(h)).toEqual([`${city.primaryService} in ${city.cityName}, FL`]);
    expect(titleOf(h)).toBe(fitTitle(page$.metaTitle, site.businessName));
    expect(headAttr(h, 'meta name="description"')).toBe(page$.metaDescription);
    expect(headAttr(h, 'link rel="canonical"', 'href')).toBe(`${site.baseUrl}${url}`);
    expect(headAttr(h, 'meta name="robots"')).toBe('index, follow');
    expect(headAttr(h, 'meta property="og:title"')).toBe(fitTitle(page$.metaTitle, site.businessName));
    expect(headAttr(h, 'meta property="og:url"')).toBe(`${site.baseUrl}${url}`);
    expect(headAttr(h, 'meta property="og:image"')).toBe(`${site.baseUrl}/images/${page$.ogImage}`);
    expect(headAttr(h, 'meta name="twitter:card"')).toBe('summary_large_image');
    // City pages are HTML-only: the index hydrates for its search box, they do not (Vike writes its page context
    // only into pages it hydrates; the tiny shared module of src/pages/+client.ts is on every page).
    expect(h).not.toContain('id="vike_pageContext"');
  });

  it('describes the one business serving the city (its one node, by its @id), its FAQ and breadcrumb in JSON-LD', () => {
    const graph = graphOf(h);
    const byType = (t: string) => graph.find((n) => n['@type'] === t)!;

    // The spec's local-business data, from data/site.yaml, with the city as the area served. It is the site's one
    // business (one @id, at the office's address): a city far from the office gets no second business of its own.
    const business = graph.filter((n) => n['@type'] === 'HomeAndConstructionBusiness');
    expect(business).toHaveLength(1);
    expect(business[0]).toMatchObject({
      '@id': `${site.baseUrl}/#business`,
      name: site.businessName,
      telephone: site.phone.e164,
      priceRange: site.claims.priceRange,
      address: { addressRegion: site.address.addressRegion, addressCountry: site.address.addressCountry },
      openingHoursSpecification: site.hours.map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days.map((d) => `https://schema.org/${d}`),
        opens: hours.opens,
        closes: hours.closes,
      })),
      areaServed: { '@type': 'City', name: `${city.cityName}, FL` },
    });
    const service = byType('Service');
    expect(service['@context']).toBe('https://schema.org');
    expect(service.name).toBe(page$.hero.heading);
    expect(service.provider).toEqual({ '@id': `${site.baseUrl}/#business` });
    expect(service.areaServed).toEqual({ '@type': 'City', name: `${city.cityName}, FL` });

    // The FAQ's JSON-LD says what the page shows, question for question, and what the data holds.
    const faq = byType('FAQPage');
    const details = all(section(h, 'faq'), /<details[^>]*>([\s\S]*?)<\/details>/g);
    const questions = details.map((d) => text(/<summary[^>]*>([\s\S]*?)<\/summary>/.exec(d)![1]));
    const answers = details.map((d) => text(/<p[^>]*>([\s\S]*?)<\/p>/.exec(d)![1]));
    expect(questions).toEqual(page$.faq.map((q) => q.question));
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
    expect(faq.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(answers);
    expect(faq.mainEntity[0].name).toContain(city.cityName);

    const crumbs = byType('BreadcrumbList').itemListElement;
    expect(crumbs.map((c: { name: string }) => c.name)).toEqual([
      en.crumbs.home,
      en.crumbs.serviceAreas,
      city.cityName,
    ]);
    expect(crumbs.at(-1).item).toBe(`${site.baseUrl}${url}`);
  });
});

describe('plain city pages', () => {
  const plain = cities.filter((c) => c.plainPage);
  const slugOf = (c: (typeof cities)[number]) => c.citySlug.replace(/-fl$/, '');

  it('are built for exactly the cities marked plainPage, each with its content', () => {
    const built = fs
      .readdirSync(path.join(DIST, 'service-areas'))
      .filter((f) => f.endsWith('.html') && !f.endsWith('-fl.html') && f !== '404.html');
    expect(built.map((f) => f.replace(/\.html$/, '')).sort()).toEqual(plain.map(slugOf).sort());
    expect(
      Object.keys(plainCityPages)
        .filter((k) => k !== '_fallback')
        .sort(),
    ).toEqual(plain.map(slugOf).sort());
  });

  describe.each(plain.map((c) => [`/service-areas/${slugOf(c)}`, c] as const))('%s', (url, city) => {
    it('is a short page that defers to its full page', () => {
      const h = read(url);
      const main = mainOf(h);
      const page$ = plainCityPages[slugOf(city)];
      expect(h1Of(h)).toEqual([page$.heading]);
      const firstList = /<ul[^>]*>([\s\S]*?)<\/ul>/.exec(main)![1];
      expect(all(firstList, /<li[^>]*>([\s\S]*?)<\/li>/g).map(text)).toEqual(plainCityPages[slugOf(city)].services);
      expect(all(main, /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g).map(text)).toContain(page$.readyCard.heading);
      const links = linksOf(main);
      expect(links.filter(([name]) => name === en.chrome.callNumber).at(-1)?.[1]).toBe(`tel:${site.phone.e164}`);
      expect(links.find(([name]) => name === page$.moreLink.city)?.[1]).toBe(`/service-areas/${city.citySlug}`);
      expect(headAttr(h, 'link rel="canonical"', 'href')).toBe(`${site.baseUrl}/service-areas/${city.citySlug}`);
      expect(headAttr(h, 'meta name="robots"')).toMatch(/noindex/);
    });
  });
});

// The W3C checker warns "Section lacks heading" for a section without one (the city intro's, 121 pages): every
// section of a city page, in either language, has a heading of its own (not an aside's) before any section inside it.
it.each(routes.filter((r) => r.kind === 'city').map((r) => r.url))('%s: every section has a heading', (url) => {
  const h = mainOf(read(url));
  const bare = [...h.matchAll(/<section[^>]*>/g)].filter((m) => {
    const rest = h.slice(m.index + m[0].length);
    const end = rest.search(/<\/?section[\s>]/);
    // A heading inside an aside, article or nav is that element's own, not the section's.
    const own = (end < 0 ? rest : rest.slice(0, end)).replace(/<(aside|article|nav)[\s>][\s\S]*?<\/\1>/g, '');
    return !/<h[1-6][\s>]/.test(own);
  });
  expect(bare.map((m) => m[0])).toEqual([]);
});
