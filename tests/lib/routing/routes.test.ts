import { describe, expect, it } from 'vitest';
import { buildRoutes, CITY_FALLBACK_URL, plainSlug } from '../../../src/lib/routing/routes.ts';

const sources = {
  cities: [
    { citySlug: 'boca-raton-fl', plainPage: true, lastUpdated: '2025-09-08' },
    { citySlug: 'tequesta-fl', plainPage: false, lastUpdated: '2025-09-08' },
  ],
  services: [{ slug: 'painting' as const }],
  projects: [{ id: 'kitchen', completedDate: '2024-03' }],
  projectCategories: { categories: [{ slug: 'kitchen-remodeling' as const }] },
  blogPosts: [
    { id: 'hiring', date: '2025-01-08' },
    { id: 'older', date: '2024-06-01' },
  ],
};

describe('buildRoutes', () => {
  const routes = buildRoutes(sources);
  const byUrl = new Map(routes.map((r) => [r.url, r]));
  it('lists every screen of the site once', () => {
    expect(new Set(routes.map((r) => r.url)).size).toBe(routes.length);
    for (const url of [
      '/',
      '/about',
      '/goals',
      '/quote',
      '/portfolio',
      '/blog',
      '/service-areas',
      '/custom-wall-units',
      '/tech-recruitment',
      '/terms',
      '/privacy',
      '/guarantee',
    ]) {
      expect(byUrl.has(url), url).toBe(true);
    }
  });
  it('gives each city a -fl page and the nine plain cities a page that points to it', () => {
    expect(byUrl.get('/service-areas/boca-raton-fl')).toMatchObject({
      kind: 'city',
      indexable: true,
      lastmod: '2025-09-08',
    });
    expect(byUrl.get('/service-areas/boca-raton')).toMatchObject({
      kind: 'plain-city',
      indexable: false,
      canonical: '/service-areas/boca-raton-fl',
    });
    expect(byUrl.has('/service-areas/tequesta')).toBe(false);
    expect(plainSlug('west-palm-beach-fl')).toBe('west-palm-beach');
  });
  it('gives each portfolio category a filtered view, out of the index, canonical /portfolio', () => {
    expect(byUrl.get('/portfolio/category/kitchen-remodeling')).toMatchObject({
      kind: 'portfolio-category',
      id: 'kitchen-remodeling',
      indexable: false,
      canonical: '/portfolio',
    });
  });
  it('keeps the city fallback out of the index', () => {
    expect(byUrl.get(CITY_FALLBACK_URL)).toMatchObject({ kind: 'city-fallback', indexable: false });
  });
  it('dates projects and the blog for the sitemap', () => {
    expect(byUrl.get('/portfolio/kitchen')?.lastmod).toBe('2024-03-01');
    expect(byUrl.get('/blog')?.lastmod).toBe('2025-01-08');
  });
  it('gives each blog post an indexable page of its own, dated by its publication', () => {
    for (const post of sources.blogPosts) {
      expect(byUrl.get(`/blog/${post.id}`)).toMatchObject({
        kind: 'blog-post',
        id: post.id,
        indexable: true,
        canonical: `/blog/${post.id}`,
        lastmod: post.date,
      });
    }
  });
});

describe('buildRoutes in Spanish', () => {
  const es = {
    pages: { home: undefined, about: 'sobre-nosotros', blog: undefined, 'service-areas': 'areas-de-servicio' },
    services: { painting: 'pintura' },
    blogPosts: { hiring: 'como-contratar' },
    cities: ['boca-raton-fl'],
  };
  const routes = buildRoutes({ ...sources, translations: { es } });
  const byUrl = new Map(routes.map((r) => [r.url, r]));
  it('gives each translated page a Spanish address under /es, rendered by the English template', () => {
    expect(byUrl.get('/es')).toMatchObject({ kind: 'home', locale: 'es', logical: '/', canonical: '/es' });
    expect(byUrl.get('/es/sobre-nosotros')).toMatchObject({ kind: 'about', locale: 'es', logical: '/about' });
    expect(byUrl.get('/es/blog')).toMatchObject({ kind: 'blog', logical: '/blog' });
    expect(byUrl.get('/es/servicios/pintura')).toMatchObject({
      kind: 'service',
      id: 'painting',
      logical: '/services/painting',
    });
    expect(byUrl.get('/es/blog/como-contratar')).toMatchObject({
      kind: 'blog-post',
      id: 'hiring',
      lastmod: '2025-01-08',
    });
    expect(byUrl.get('/es/areas-de-servicio/boca-raton-fl')).toMatchObject({
      kind: 'city',
      id: 'boca-raton-fl',
      indexable: true,
    });
  });
  it('makes no Spanish page of what is not translated', () => {
    expect(routes.filter((r) => r.locale === 'es')).toHaveLength(7);
    expect(routes.some((r) => r.locale === 'es' && r.id === 'tequesta-fl')).toBe(false);
    expect(routes.some((r) => r.locale === 'es' && r.kind === 'quote')).toBe(false);
  });
  it('pairs each page with its translation both ways', () => {
    for (const r of routes.filter((x) => x.locale === 'es')) {
      expect(r.alternates).toEqual({ en: r.logical, es: r.url });
      expect(byUrl.get(r.logical)!.alternates).toEqual({ en: r.logical, es: r.url });
    }
    expect(byUrl.get('/quote')!.alternates).toEqual({ en: '/quote' });
  });
  it('has no Spanish page at all without the Spanish home page', () => {
    const none = buildRoutes({ ...sources, translations: { es: { ...es, pages: { about: 'sobre-nosotros' } } } });
    expect(none.filter((r) => r.locale === 'es')).toEqual([]);
  });
});

describe('buildRoutes: the Spanish portfolio', () => {
  const es = {
    pages: { home: undefined, portfolio: 'trabajos' },
    services: {},
    blogPosts: {},
    cities: [],
    projects: { kitchen: 'cocina' },
    projectCategories: { segment: 'categoria', slugs: { 'kitchen-remodeling': 'remodelacion-de-cocinas' } },
  };
  const byUrl = new Map(buildRoutes({ ...sources, translations: { es } }).map((r) => [r.url, r]));
  it('gives the list, each translated category and each translated project a Spanish address from their slugEs', () => {
    expect(byUrl.get('/es/trabajos')).toMatchObject({ kind: 'portfolio', logical: '/portfolio', indexable: true });
    expect(byUrl.get('/es/trabajos/cocina')).toMatchObject({
      kind: 'project',
      id: 'kitchen',
      logical: '/portfolio/kitchen',
      lastmod: '2024-03-01',
    });
    expect(byUrl.get('/portfolio/kitchen')!.alternates).toEqual({
      en: '/portfolio/kitchen',
      es: '/es/trabajos/cocina',
    });
  });
  it('keeps a Spanish filtered view out of the index, canonical the Spanish list', () => {
    expect(byUrl.get('/es/trabajos/categoria/remodelacion-de-cocinas')).toMatchObject({
      kind: 'portfolio-category',
      id: 'kitchen-remodeling',
      logical: '/portfolio/category/kitchen-remodeling',
      indexable: false,
      canonical: '/es/trabajos',
    });
  });
  it('makes no Spanish portfolio without the categories in Spanish (its filter names them)', () => {
    const routes = buildRoutes({ ...sources, translations: { es: { ...es, projectCategories: undefined } } });
    expect(routes.filter((r) => r.locale === 'es').map((r) => r.url)).toEqual(['/es']);
  });
});

describe('buildRoutes: the Spanish page of an unknown project', () => {
  it('lives in the Spanish portfolio, out of the index, when its page is translated', () => {
    const es = {
      pages: { home: undefined, portfolio: 'trabajos' },
      services: {},
      blogPosts: {},
      cities: [],
      projectCategories: { slugs: {} },
      projectNotFound: true,
    };
    const byUrl = new Map(buildRoutes({ ...sources, translations: { es } }).map((r) => [r.url, r]));
    expect(byUrl.get('/es/trabajos/404')).toMatchObject({
      kind: 'project-not-found',
      logical: '/portfolio/404',
      indexable: false,
      canonical: '/es/trabajos',
    });
  });
});
