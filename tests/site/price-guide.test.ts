import { describe, expect, it } from 'vitest';
import { contentFor, messagesFor } from '../../src/lib/i18n/i18n.ts';
import { groupFrom, jobAt, jobPriceText, jobsOf, partsText, priceRangeText } from '../../src/lib/prices/price-guide.ts';
import { jobRef } from '../../src/lib/prices/price-rules.ts';
import { cityPages as pagesBySlug, routes } from '../content.ts';
import { all, graphOf, read, text } from './html.ts';

// The price guide of data/services/*.yaml as built: the table of every service page in every language, its offers in
// the page's JSON-LD, and the "from $X" of the city pages' category cards.
const servicePages = routes.filter((r) => r.kind === 'service');
const cityPages0 = Object.values(pagesBySlug)[0];
const serviceOf = (id: string, locale: string) => contentFor(locale).services.find((s) => s.slug === id)!;
const table = (h: string) => /<table[^>]*data-testid="price-guide"[^>]*>([\s\S]*?)<\/table>/.exec(h)?.[1] ?? '';

describe('the price guide', () => {
  it('is a table on every service page with a guide, one row per job of the data with its parts, in the page’s language', () => {
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
        expect(text(rows[i]), r.url).toContain(partsText(job, r.locale));
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

  it('puts beside each city page category the "from $X" of the cheapest whole job it names, in every language', () => {
    const cityPages = routes.filter((r) => r.kind === 'city');
    expect(cityPages.length).toBeGreaterThan(0);
    for (const r of cityPages) {
      const h = read(r.url);
      const { services } = contentFor(r.locale);
      // The categories' jobs are the same in every language: the English template names them.
      const expected = cityPages0.categories.flatMap((c) => groupFrom(services, c.jobs ?? []) ?? []);
      expect(expected.length).toBeGreaterThan(0);
      expect(all(h, /data-price-from="(\d+)"/g).map(Number), r.url).toEqual(expected);
      expect(text(h), r.url).toContain(`${messagesFor(r.locale).service.priceFrom} $`);
    }
  });

  it('never starts a category above a whole job it names (a faucet is not priced as a remodel)', () => {
    const kitchen = cityPages0.categories.find((c) => c.jobs?.includes(jobRef('plumbing', 'faucet')));
    const { services } = contentFor('en');
    const faucet = jobAt(services, jobRef('plumbing', 'faucet'))!;
    const boca = read(routes.find((r) => r.kind === 'city' && r.id === 'boca-raton-fl' && r.locale === 'en')!.url);
    // The card, after the phone's list of the same titles.
    const card = boca.slice(boca.lastIndexOf(`${kitchen!.title.replace('&', '&amp;')}<`));
    expect(Number(/data-price-from="(\d+)"/.exec(card)?.[1])).toBe(faucet.low);
  });

  it('lists each job with its range and parts in the quote form, and the whole of each under the list', () => {
    const quotePages = routes.filter(
      (r) => r.kind.startsWith('quote') && !['quote-sent', 'quote-visit'].includes(r.kind),
    );
    for (const r of quotePages) {
      const h = read(r.url);
      const select = /<select name="job"[\s\S]*?<\/select>/.exec(h)?.[0] ?? '';
      const { services } = contentFor(r.locale);
      const listed = services.filter((s) => r.kind !== 'quote-service' || s.slug === r.id);
      const jobs = listed.flatMap((s) => jobsOf(s).map((job) => ({ s, job })));
      const options = all(select, /<option value="[^"]+"[^>]*>([^<]*)<\/option>/g).map(text);
      expect(options, r.url).toEqual(jobs.map(({ job }) => `${job.name} · ${jobPriceText(job, r.locale)}`));
      // The closed list of a phone shows the start of a line: the chosen job's price and parts are written out whole.
      const hints = new Map(
        [...h.matchAll(/data-job-hint="([^"]+)"[^>]*>(.*?)<\/div>/g)].map((m) => [m[1], text(m[2])] as const),
      );
      for (const { s, job } of jobs) {
        expect(hints.get(jobRef(s.slug, job.id)), r.url).toContain(jobPriceText(job, r.locale));
        expect(hints.get(jobRef(s.slug, job.id)), r.url).toContain(job.factors);
      }
    }
  });
});
