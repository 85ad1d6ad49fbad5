import { describe, expect, it } from 'vitest';
import { sectionOf, switchTarget } from '../../../src/lib/routing/language-switch.ts';
import { PAGE_KINDS } from '../../../src/lib/routing/page-kinds.ts';
import { buildRoutes, type Route } from '../../../src/lib/routing/routes.ts';

// A small site: Spanish home, service areas, portfolio, blog and one service; one city, one project, one post untranslated.
const routes = buildRoutes({
  cities: [
    { citySlug: 'hialeah-fl', plainPage: false, lastUpdated: '2025-09-08' },
    { citySlug: 'boca-raton-fl', plainPage: true, lastUpdated: '2025-09-08' },
  ],
  services: [{ slug: 'painting' }, { slug: 'doors' }],
  projects: [
    { id: 'kitchen', completedDate: '2024-03' },
    { id: 'deck', completedDate: '2024-04' },
  ],
  projectCategories: { categories: [{ slug: 'kitchen-remodeling' }, { slug: 'tile-repair' }] },
  blogPosts: [
    { id: 'hiring', date: '2025-01-08' },
    { id: 'older', date: '2024-06-01' },
  ],
  translations: {
    es: {
      pages: { home: undefined, 'service-areas': 'areas-de-servicio', portfolio: 'trabajos', blog: undefined },
      services: { painting: 'pintura' },
      blogPosts: { hiring: 'como-contratar' },
      cities: ['hialeah-fl'],
      projects: { kitchen: 'cocina' },
      projectCategories: { segment: 'categoria', slugs: { 'kitchen-remodeling': 'cocinas' } },
    },
  },
});
const byUrl = new Map(routes.map((r) => [r.url, r]));
const alternatesOf = (english: string) => byUrl.get(english)?.alternates;
const target = (url: string) => {
  const route = byUrl.get(url) as Route;
  return switchTarget(route, route.locale === 'en' ? 'es' : 'en', alternatesOf);
};

describe('switchTarget', () => {
  it('leads to the same page in the other language when there is one', () => {
    expect(target('/service-areas/hialeah-fl')).toBe('/es/areas-de-servicio/hialeah-fl');
    expect(target('/es/areas-de-servicio/hialeah-fl')).toBe('/service-areas/hialeah-fl');
    expect(target('/portfolio/kitchen')).toBe('/es/trabajos/cocina');
    expect(target('/es/trabajos/categoria/cocinas')).toBe('/portfolio/category/kitchen-remodeling');
    expect(target('/')).toBe('/es');
  });
  it('leads from a page without that version to the nearest page of its section', () => {
    expect(target('/service-areas/boca-raton-fl')).toBe('/es/areas-de-servicio');
    expect(target('/service-areas/boca-raton')).toBe('/es/areas-de-servicio');
    expect(target('/service-areas/404')).toBe('/es/areas-de-servicio');
    expect(target('/portfolio/deck')).toBe('/es/trabajos');
    expect(target('/portfolio/category/tile-repair')).toBe('/es/trabajos');
    expect(target('/portfolio/404')).toBe('/es/trabajos');
    expect(target('/blog/older')).toBe('/es/blog');
    expect(target('/services/doors')).toBe('/es#services');
  });
  it('leads to the home page when the section has no version either', () => {
    expect(target('/quote')).toBe('/es');
    // Without a Spanish list of service areas, a city leads to the Spanish home page.
    const city = byUrl.get('/service-areas/boca-raton-fl')!;
    expect(
      switchTarget(city, 'es', (english) => (english === '/service-areas' ? { en: english } : alternatesOf(english))),
    ).toBe('/es');
  });
});

describe('sectionOf', () => {
  it("leads each kind's section to a page of one (the language switch's way out)", () => {
    for (const [kind, k] of Object.entries(PAGE_KINDS))
      if ('section' in k)
        expect([kind, sectionOf(kind as keyof typeof PAGE_KINDS)?.path]).toEqual([kind, expect.stringMatching(/^\//)]);
    expect(sectionOf('service')).toEqual({ path: '/', hash: 'services' });
    expect(sectionOf('city')).toEqual({ path: '/service-areas', hash: undefined });
  });
});
