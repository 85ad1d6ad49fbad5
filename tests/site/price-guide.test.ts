import { describe, expect, it } from 'vitest';
import { contentFor, messagesFor } from '../../src/lib/i18n.ts';
import { fromPrice, jobsOf, priceRangeText } from '../../src/lib/price-guide.ts';
import { routes } from '../content.ts';
import { all, graphOf, read, text } from './html.ts';

// The price guide of data/services/*.yaml as built: the table of every service page in every language, its offers in
// the page's JSON-LD, and the "from $X" of the city pages' service cards.
const servicePages = routes.filter((r) => r.kind === 'service');
const serviceOf = (id: string, locale: string) => contentFor(locale).services.find((s) => s.slug === id)!;
const table = (h: string) => /<table[^>]*data-testid="price-guide"[^>]*>([\s\S]*?)<\/table>/.exec(h)?.[1] ?? '';

describe('the price guide', () => {
  it('is a table on every service page with a guide, one row per job of the data, in the page’s language', () => {
    const priced = servicePages.filter((r) => jobsOf(serviceOf(r.id!, r.locale)).length);
    expect(priced.length).toBeGreaterThan(0);
    for (const r of priced) {
      const service = serviceOf(r.id!, r.locale);
      const t = table(read(r.url));
      expect(text(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(t)?.[1] ?? ''), r.url).toBe(
        messagesFor(r.locale).priceGuide.caption.replace('{service}', service.title),
      );
      expect(all(t, /<th scope="col"[^>]*>([\s\S]*?)<\/th>/g).length, r.url).toBe(2);
      const rows = all(t, /<tr[^>]*data-job="[^"]*"[^>]*>([\s\S]*?)<\/tr>/g);
      expect(all(t, /data-job="([^"]*)"/g), r.url).toEqual(jobsOf(service).map((j) => j.id));
      jobsOf(service).forEach((job, i) => {
        expect(rows[i], r.url).toMatch(/<th scope="row"/);
        expect(text(rows[i]), r.url).toContain(job.name);
        expect(text(rows[i]), r.url).toContain(job.factors);
        expect(text(rows[i]), r.url).toContain(priceRangeText(job, r.locale));
      });
    }
  });

  it('gives search engines one offer per job: its range as minPrice and maxPrice, never a fixed price', () => {
    for (const r of servicePages) {
      const service = serviceOf(r.id!, r.locale);
      const node = graphOf(read(r.url)).find((n) => n['@type'] === 'Service')!;
      if (!jobsOf(service).length) continue;
      expect(node.offers, r.url).toEqual(
        jobsOf(service).map((job) =>
          expect.objectContaining({
            '@type': 'Offer',
            name: job.name,
            priceSpecification: expect.objectContaining({
              '@type': 'UnitPriceSpecification',
              minPrice: job.low,
              maxPrice: job.high,
              priceCurrency: service.priceGuide!.currency,
              unitText: expect.any(String),
            }),
          }),
        ),
      );
      for (const o of node.offers) expect(o.price, r.url).toBeUndefined();
    }
  });

  it('puts "from $X" beside each priced service on every city page', () => {
    const cityPages = routes.filter((r) => r.kind === 'city');
    expect(cityPages.length).toBeGreaterThan(0);
    for (const r of cityPages) {
      const h = read(r.url);
      const shown = all(h, /data-price-from="(\d+)"/g).map(Number);
      // The city template's categories that link to a priced service (one card each).
      const expected = contentFor(r.locale)
        .services.map((s) => fromPrice(s))
        .filter((p) => p !== undefined);
      expect(shown.length, r.url).toBeGreaterThan(0);
      for (const p of shown) expect(expected, r.url).toContain(p);
      expect(text(h), r.url).toContain(`${messagesFor(r.locale).service.priceFrom} $`);
    }
  });
});
