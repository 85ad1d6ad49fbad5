import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles } from '../../scripts/codegen/sitemap.ts';
import type { Route } from '../../src/lib/routing/routes.ts';

const page = (url: string, extra: Partial<Route> = {}): Route => ({
  url,
  kind: 'about',
  indexable: true,
  canonical: url,
  locale: 'en',
  logical: url,
  alternates: { en: url },
  ...extra,
});

describe('sitemap', () => {
  it('lists indexable pages with absolute URLs and lastmod, and nothing noindex or canonicalised elsewhere', () => {
    const files = sitemapFiles(
      [
        page('/'),
        page('/a', { lastmod: '2025-09-08' }),
        page('/b', { indexable: false }),
        page('/c', { canonical: '/a' }),
      ],
      'https://x.example',
    );
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
  it("robots.txt points at the sitemap, and keeps crawlers off the handler's addresses", () => {
    expect(robotsTxt('https://x.example')).toContain('Sitemap: https://x.example/sitemap.xml');
    expect(robotsTxt('https://x.example')).toContain('\nDisallow: /api/\n');
  });
  it('lists the other language of a translated page, and x-default (English)', () => {
    const xml = sitemapFiles(
      [
        page('/about', { alternates: { en: '/about', es: '/es/sobre-nosotros' } }),
        page('/es/sobre-nosotros', {
          locale: 'es',
          logical: '/about',
          alternates: { en: '/about', es: '/es/sobre-nosotros' },
        }),
      ],
      'https://x.example',
    )['sitemap.xml'];
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of ['https://x.example/about', 'https://x.example/es/sobre-nosotros']) {
      const entry = xml.split('<url>').find((u) => u.startsWith(`<loc>${loc}</loc>`))!;
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://x.example/about"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://x.example/es/sobre-nosotros"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/about"/>');
    }
    expect(sitemapFiles([page('/quote')], 'https://x.example')['sitemap.xml']).not.toContain('xhtml:link');
  });
});
