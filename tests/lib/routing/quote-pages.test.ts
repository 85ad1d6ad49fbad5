import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../src/lib/routing/routes.ts';

// Two cities (one with a plain page and a Spanish page), two services (one in Spanish), and the Spanish quote page.
const sources = {
  cities: [
    { citySlug: 'boca-raton-fl', plainPage: true, lastUpdated: '2025-09-08' },
    { citySlug: 'tequesta-fl', plainPage: false, lastUpdated: '2025-09-08' },
  ],
  services: [{ slug: 'painting' as const }, { slug: 'plumbing' as const }],
  projects: [],
  projectCategories: { categories: [] },
  blogPosts: [],
  translations: {
    es: {
      pages: { home: undefined, quote: 'cotizacion', 'service-areas': 'areas-de-servicio' },
      services: { painting: 'pintura' },
      blogPosts: {},
      cities: ['boca-raton-fl'],
    },
  },
};

describe('the quote pages of the cities and services', () => {
  const routes = buildRoutes(sources);
  const byUrl = new Map(routes.map((r) => [r.url, r]));
  const quotes = routes.filter((r) => r.kind === 'quote-city' || r.kind === 'quote-service');

  it('gives every city page and every service page a quote page of its own, in its language', () => {
    const sourcesOf = routes.filter((r) => r.kind === 'city' || r.kind === 'service');
    expect(quotes).toHaveLength(sourcesOf.length);
    expect(quotes.map((q) => q.url).sort()).toEqual(
      [
        '/quote/boca-raton-fl',
        '/quote/tequesta-fl',
        '/quote/painting',
        '/quote/plumbing',
        '/es/cotizacion/boca-raton-fl',
        '/es/cotizacion/pintura',
      ].sort(),
    );
  });

  it('keeps them out of the index, canonical to the quote page of their language', () => {
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      expect(q.indexable, q.url).toBe(false);
      expect(q.canonical, q.url).toBe(q.locale === 'en' ? '/quote' : '/es/cotizacion');
    }
  });

  it('names the page each carries, and each page its quote page (a plain city page its city’s)', () => {
    expect(byUrl.get('/quote/boca-raton-fl')).toMatchObject({
      kind: 'quote-city',
      id: 'boca-raton-fl',
      from: '/service-areas/boca-raton-fl',
    });
    expect(byUrl.get('/es/cotizacion/pintura')).toMatchObject({
      kind: 'quote-service',
      id: 'painting',
      from: '/es/servicios/pintura',
      logical: '/quote/painting',
    });
    expect(byUrl.get('/service-areas/boca-raton-fl')!.quote).toBe('/quote/boca-raton-fl');
    expect(byUrl.get('/service-areas/boca-raton')!.quote).toBe('/quote/boca-raton-fl');
    expect(byUrl.get('/es/areas-de-servicio/boca-raton-fl')!.quote).toBe('/es/cotizacion/boca-raton-fl');
    expect(byUrl.get('/services/plumbing')!.quote).toBe('/quote/plumbing');
    expect(byUrl.get('/about')!.quote).toBeUndefined();
  });

  it('pairs the English and Spanish twins, and only where both exist', () => {
    expect(byUrl.get('/quote/boca-raton-fl')!.alternates).toEqual({
      en: '/quote/boca-raton-fl',
      es: '/es/cotizacion/boca-raton-fl',
    });
    expect(byUrl.get('/es/cotizacion/pintura')!.alternates).toEqual({
      en: '/quote/painting',
      es: '/es/cotizacion/pintura',
    });
    expect(byUrl.get('/quote/plumbing')!.alternates).toEqual({ en: '/quote/plumbing' });
  });

  it('makes none in a language without its quote page', () => {
    const { es } = sources.translations;
    const without = buildRoutes({ ...sources, translations: { es: { ...es, pages: { home: undefined } } } });
    expect(without.some((r) => r.locale === 'es' && r.kind.startsWith('quote'))).toBe(false);
    expect(without.find((r) => r.url === '/es/servicios/pintura')!.quote).toBeUndefined();
  });

  it('answers a quote sent without JavaScript with a page per language: out of the index, each its own', () => {
    const sent = routes.filter((r) => r.kind === 'quote-sent');
    expect(sent).toEqual([
      {
        url: '/quote/sent',
        kind: 'quote-sent',
        indexable: false,
        canonical: '/quote',
        locale: 'en',
        logical: '/quote/sent',
        alternates: { en: '/quote/sent' },
      },
      {
        url: '/es/cotizacion/enviada',
        kind: 'quote-sent',
        indexable: false,
        canonical: '/es/cotizacion',
        locale: 'es',
        logical: '/quote/sent',
        alternates: { es: '/es/cotizacion/enviada' },
      },
    ]);
  });
});
