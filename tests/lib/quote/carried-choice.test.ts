import { describe, expect, it } from 'vitest';
import type { PriceJob } from '../../../src/lib/prices/price-guide.ts';
import { chooseInPage, cityOf, quoteChoice, quoteHref, withCity } from '../../../src/lib/quote/carried-choice.ts';

const job = (id: string): PriceJob => ({
  id,
  name: id,
  low: 100,
  high: 200,
  unit: 'job',
  parts: 'included',
  factors: 'What moves it.',
});
const services = [
  { slug: 'painting', priceGuide: { currency: 'USD', jobs: [job('ceiling'), job('front-door')] } },
  { slug: 'doors', priceGuide: { currency: 'USD', jobs: [job('front-door'), job('hang')] } },
  { slug: 'more' },
];
const routes = [
  { kind: 'quote', locale: 'en', url: '/quote' },
  { kind: 'quote', locale: 'es', url: '/es/cotizacion' },
  { kind: 'quote-service', locale: 'en', url: '/quote/painting', id: 'painting' },
  { kind: 'quote-service', locale: 'es', url: '/es/cotizacion/pintura', id: 'painting' },
  { kind: 'quote-city', locale: 'en', url: '/quote/boca-raton-fl', id: 'boca-raton-fl' },
] as const;

describe('the links that carry the city to the quote form', () => {
  it('read a city written as a slug only', () => {
    expect(cityOf('?city=boca-raton-fl')).toBe('boca-raton-fl');
    expect(cityOf('?job=x&city=boca-raton-fl&service=painting')).toBe('boca-raton-fl');
    for (const bad of ['', '?city=', '?city=../admin', '?city=Boca', '?city=a//b', '?town=boca-raton-fl', '?mycity=a'])
      expect(cityOf(bad), bad).toBeUndefined();
  });

  it('lead to a service page told the city, and to a quote page with what was chosen', () => {
    expect(withCity('/services/painting', 'boca-raton-fl')).toBe('/services/painting?city=boca-raton-fl');
    expect(quoteHref('/quote/boca-raton-fl', { service: 'painting', job: 'ceiling' })).toBe(
      '/quote/boca-raton-fl?service=painting&job=ceiling',
    );
    expect(quoteHref('/quote/painting', { job: undefined })).toBe('/quote/painting');
  });
});

describe('what a link to the quote form asked for', () => {
  it("is the city's quote page with the service and its job", () =>
    expect(
      quoteChoice(routes, services, { locale: 'en', city: 'boca-raton-fl', service: 'painting', job: 'ceiling' }),
    ).toEqual({ page: '/quote/boca-raton-fl', service: 'painting', job: 'ceiling' }));

  it("is the service's quote page without a city, in the link's language", () => {
    expect(quoteChoice(routes, services, { locale: 'es', service: 'painting', job: 'ceiling' })).toEqual({
      page: '/es/cotizacion/pintura',
      service: 'painting',
      job: 'ceiling',
    });
    // A city without a page in that language: the service's.
    expect(quoteChoice(routes, services, { locale: 'es', city: 'boca-raton-fl', service: 'painting' }).page).toBe(
      '/es/cotizacion/pintura',
    );
  });

  it("leaves out a job of another service, a service that is none, and finds a job's one service", () => {
    expect(quoteChoice(routes, services, { locale: 'en', service: 'painting', job: 'hang' })).toEqual({
      page: '/quote/painting',
      service: 'painting',
      job: undefined,
    });
    expect(quoteChoice(routes, services, { locale: 'en', service: 'roofing', job: 'hang' })).toEqual({
      page: '/quote',
      service: 'doors',
      job: 'hang',
    });
    // A job two services list names neither alone.
    expect(quoteChoice(routes, services, { locale: 'en', job: 'front-door' })).toEqual({
      page: '/quote',
      service: undefined,
      job: undefined,
    });
    expect(quoteChoice(routes, services, { locale: 'fr', city: 'boca-raton-fl' }).page).toBe('/quote');
  });
});

describe('the quote page as built, with the choice made', () => {
  const page = [
    '<select name="service" class="field"><option value="" selected="">Not sure</option>',
    '<option value="painting">Painting</option><option value="doors">Doors</option></select>',
    '<select name="bestTime"><option value="anytime" selected="">Any time</option></select>',
    '<select name="job" class="field"><option value="" selected="">None</option>',
    '<optgroup label="Painting"><option value="front-door" data-ref="painting/front-door">Paint a door</option></optgroup>',
    '<optgroup label="Doors"><option value="front-door" data-ref="doors/front-door">Hang a door</option></optgroup>',
    '</select><div data-job-hint="painting/front-door" class="hidden"></div>',
    '<div data-job-hint="doors/front-door" class="hidden"></div>',
  ].join('');

  it("chooses the service and that service's job, and marks the job's line", () => {
    const chosen = chooseInPage(page, { page: '/quote', service: 'doors', job: 'front-door' })!;
    expect([...chosen.matchAll(/<option\b[^>]*\sselected=""[^>]*>([^<]*)/g)].map((m) => m[1])).toEqual([
      'Doors',
      'Any time',
      'Hang a door',
    ]);
    expect(chosen).toContain('<option selected="" data-chosen="" value="front-door" data-ref="doors/front-door">');
    expect(chosen).toContain('<div data-job-hint="doors/front-door" data-chosen="" class="hidden">');
    expect(chosen).not.toContain('data-job-hint="painting/front-door" data-chosen');
  });

  it('leaves the page as it is without a choice, and has none to offer when the option is missing', () => {
    expect(chooseInPage(page, { page: '/quote' })).toBe(page);
    expect(chooseInPage(page, { page: '/quote', service: 'more' })).toBeUndefined();
    expect(chooseInPage(page, { page: '/quote', service: 'painting', job: 'hang' })).toBeUndefined();
  });
});
