import { describe, expect, it } from 'vitest';
import type { Route } from '../../src/lib/routes.ts';
import { robotsTxt, sitemapFiles } from '../../src/lib/sitemap.ts';

const page = (url: string, extra: Partial<Route> = {}): Route => ({ url, kind: 'about', indexable: true, canonical: url, locale: 'en', logical: url, alternates: { en: url }, ...extra });

describe('sitemap', () => {
  it('lists indexable pages with absolute URLs and lastmod, and nothing noindex or canonicalised elsewhere', () => {
    const files = sitemapFiles([page('/'), page('/a', { lastmod: '2025-09-08' }), page('/b', { indexable: false }), page('/c', { canonical: '/a' })], 'https://x.example');
    const xml = files['sitemap.xml'];
    expect(xml).toContain('<loc>https://x.example/</loc>');
    expect(xml).toContain('<loc>https://x.example/a</loc><lastmod>2025-09-08</lastmod>');
    expect(xml).not.toContain('/b<');
    expect(xml).not.toContain('/c<');
  });
  it('splits into an index beyond the limit', () => {
    const files = sitemapFiles(
      ['/', '/a', '/b', '/c', '/d'].map((u) => page(u)),
      'https://x.example',
      2,
    );
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<sitemapindex');
    expect(files['sitemap.xml']).toContain('<loc>https://x.example/sitemap-3.xml</loc>');
  });
  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt('https://x.example')).toContain('Sitemap: https://x.example/sitemap.xml');
  });
});
