/**
 * The trust claims over every built page: each trust claim links to its facts, the license number is shown wherever the
 * business is advertised, priced services show "from $X" and carry it as an Offer, the review summary sits beside
 * testimonials with its source, and no page marks up reviews of the business itself (Google's review-snippet policy).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { claimOf, dollars, FACT_SECTIONS } from '../../src/lib/page/claims.ts';
import { fromPrice } from '../../src/lib/prices/price-guide.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { projects, routes, services, site } from '../content.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist/client');
const html = new Map<string, string>();
beforeAll(() => {
  if (!fs.existsSync(path.join(DIST, routeFile('/'))))
    throw new Error('dist/client is missing: run `npm run build` first.');
  for (const r of routes) html.set(r.url, fs.readFileSync(path.join(DIST, routeFile(r.url)), 'utf8'));
});

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, '');
const text = (h: string) =>
  decode(h.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const main = (h: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(h)?.[1] ?? '';
const jsonLd = (h: string) =>
  [...h.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]).join('\n');
/** The badge elements of a page (class badge or badge-dark), with their inner HTML. */
const badges = (h: string) => [...h.matchAll(/<li class="badge[^"]*"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
const advertised = routes.filter((r) => r.kind !== 'tech-recruitment');
const byUrl = new Map(routes.map((r) => [r.url, r]));
/** The facts page in the language of the page that links to it (the Spanish one where there is one). */
const factsOf = (r: Route | undefined) =>
  r?.locale === 'en' ? '/guarantee' : (byUrl.get('/guarantee')!.alternates[r!.locale] ?? '/guarantee');

describe('trust claims and their facts', () => {
  it.each(advertised.map((r) => r.url))('%s shows every license number with a link to verify it', (url) => {
    const h = html.get(url)!;
    for (const l of site.trust.licenses) {
      expect(h, url).toContain(l.number);
      expect(h, url).toContain(`href="${l.verifyUrl}"`);
    }
  });

  it.each(routes.map((r) => r.url))(
    '%s: every badge that claims licensed, insured, guaranteed or rated links to its facts',
    (url) => {
      for (const b of badges(html.get(url)!)) {
        const fact = claimOf(text(b));
        if (fact) expect(b, `${url}: badge "${text(b).trim()}"`).toContain(`href="${factsOf(byUrl.get(url))}#${fact}"`);
      }
    },
  );

  it.each(advertised.map((r) => r.url))(
    '%s: each kind of claim its content makes links to its facts on the page',
    (url) => {
      const h = html.get(url)!;
      // Every sentence and heading of the page's own content that makes a claim (FAQ answers, intros)...
      const claimed = new Set(
        text(main(h))
          .split(/(?<=[.!?•])\s+/)
          .map(claimOf)
          .filter(Boolean),
      );
      // ...has a link on the same page to that fact (the footer's facts line, if nothing nearer), or is that fact.
      const facts = factsOf(byUrl.get(url));
      for (const fact of claimed)
        expect(h.includes(`href="${facts}#${fact}"`) || url === facts, `${url} claims ${fact}`).toBe(true);
    },
  );

  it('/guarantee sets out every fact, under the ids the claims link to', () => {
    const h = html.get('/guarantee')!;
    for (const id of FACT_SECTIONS) expect(h).toContain(`id="${id}"`);
    const t = text(h);
    for (const term of [...site.trust.guarantee.terms, ...site.trust.warranty.terms, site.trust.insurance])
      expect(t).toContain(term);
    for (const l of site.trust.licenses) for (const fact of [l.kind, l.number, l.authority]) expect(t).toContain(fact);
    expect(h).toContain(`href="${site.trust.reviews.sourceUrl}"`);
  });
});

describe('reviews', () => {
  const withTestimonials = [
    ...routes.filter((r) => r.kind === 'home' || r.kind === 'city').map((r) => r.url),
    ...projects.filter((p) => p.testimonial).map((p) => `/portfolio/${p.id}`),
  ];
  it.each(withTestimonials)('%s shows the review summary with its source beside its testimonials', (url) => {
    const t = text(html.get(url)!);
    const r = site.trust.reviews;
    // In the page's language: "4.8 out of 5 from 120 reviews on …", "4.8 de 5 en 120 reseñas de …".
    const words = messages[byUrl.get(url)?.locale ?? 'en']!.trust;
    const rating = words.outOf.replace('{rating}', r.rating.toFixed(1));
    const count = words.from.replace('{count}', r.count.toLocaleString('en-US'));
    expect(t).toContain(`${rating} ${count} ${r.sourceName}`);
    expect(html.get(url)).toContain(`href="${r.sourceUrl}"`);
  });
  it.each(routes.map((r) => r.url))('%s has no review markup about the business itself', (url) => {
    expect(jsonLd(html.get(url)!)).not.toMatch(/"(AggregateRating|Review|aggregateRating|review)"/);
  });
});

describe('starting prices', () => {
  it.each(services.map((s) => [s.slug, fromPrice(s)] as const))(
    '/services/%s shows the cheapest whole job of its own price table (%s), and its offers give ranges, never a fixed price',
    (slug, price) => {
      const h = html.get(`/services/${slug}`)!;
      const nodes = [...h.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) =>
        [JSON.parse(m[1])].flat(),
      );
      const offers = [nodes.find((n) => n['@type'] === 'Service')?.offers].flat().filter(Boolean);
      const service = services.find((s) => s.slug === slug)!;
      // One figure wherever the page states it: the quote card's and the first screen's.
      const stated = [...h.matchAll(/data-price-from="(\d+)"/g)].map((m) => Number(m[1]));
      if (price === undefined) expect(stated).toEqual([]);
      else {
        expect(stated).toEqual([price]);
        expect(text(h)).toContain(`from ${dollars(price)}`);
      }
      // The page says what a job usually costs, so no offer claims one fixed price.
      for (const offer of offers) {
        expect(offer.price).toBeUndefined();
        expect(offer.priceSpecification).toMatchObject({ minPrice: expect.any(Number), priceCurrency: 'USD' });
      }
      expect(offers).toHaveLength(service.priceGuide?.jobs.length ?? 0);
    },
  );
});
