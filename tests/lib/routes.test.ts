import { describe, expect, it } from 'vitest';
import { buildRoutes, CITY_FALLBACK_URL, plainSlug } from '../../src/lib/routes.ts';

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
    for (const url of ['/', '/about', '/goals', '/quote', '/portfolio', '/blog', '/service-areas', '/custom-wall-units', '/tech-recruitment', '/terms', '/privacy', '/guarantee']) {
      expect(byUrl.has(url), url).toBe(true);
    }
  });
  it('gives each city a -fl page and the nine plain cities a page that points to it', () => {
    expect(byUrl.get('/service-areas/boca-raton-fl')).toMatchObject({ kind: 'city', indexable: true, lastmod: '2025-09-08' });
    expect(byUrl.get('/service-areas/boca-raton')).toMatchObject({ kind: 'plain-city', indexable: false, canonical: '/service-areas/boca-raton-fl' });
    expect(byUrl.has('/service-areas/tequesta')).toBe(false);
    expect(plainSlug('west-palm-beach-fl')).toBe('west-palm-beach');
  });
  it('gives each portfolio category a filtered view, out of the index, canonical /portfolio', () => {
    expect(byUrl.get('/portfolio/category/kitchen-remodeling')).toMatchObject({ kind: 'portfolio-category', id: 'kitchen-remodeling', indexable: false, canonical: '/portfolio' });
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
      expect(byUrl.get(`/blog/${post.id}`)).toMatchObject({ kind: 'blog-post', id: post.id, indexable: true, canonical: `/blog/${post.id}`, lastmod: post.date });
    }
  });
});
