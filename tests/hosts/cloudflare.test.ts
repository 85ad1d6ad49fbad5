// The pages, 404s, redirects and headers of a Cloudflare Pages deploy, checked URL by URL in wrangler pages dev.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { adminContentSecurityPolicy, baseHeaders } from '../../src/lib/serving/serving-rules.ts';
import { cities, plainCityPages, projectNotFound, routes } from '../content.ts';
import { en } from '../copy.ts';
import { cloudflareForThisFile } from './cloudflare-runtime.ts';
import { canonicalPath, DIST, sitemapPaths } from './site-urls.ts';

const cf = cloudflareForThisFile();
const get = (p: string) => fetch(`${cf.origin}${p}`, { redirect: 'manual' });
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '');

describe('Cloudflare Pages (wrangler pages dev)', () => {
  it('gets no _redirects file: Cloudflare would run its rules before the pages', () => {
    expect(fs.existsSync(path.join(DIST, '_redirects'))).toBe(false);
    expect(cf.log).not.toMatch(/Invalid|invalid header/);
  });

  it('answers every sitemap URL itself: 200, no redirect, the page whose canonical it is', async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (p) => {
          const res = await get(p);
          const html = await res.text();
          if (res.status !== 200) wrong.push(`${p}: ${res.status} ${res.headers.get('location') ?? ''}`);
          else if (canonicalPath(html) !== p) wrong.push(`${p}: serves the page of ${canonicalPath(html)}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('shows a city page with its own city', async () => {
    const city = cities.find((c) => c.citySlug === 'boca-raton-fl')!;
    const html = await (await get(`/service-areas/${city.citySlug}`)).text();
    expect(h1(html)).toContain(city.cityName);
  });

  it('answers an unknown path 404 with the not-found page', async () => {
    for (const p of ['/no-such-page', '/no/such/page']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain(en.notFound.heading);
    }
  });

  it('answers an unknown Spanish address 404 with the Spanish not-found page, and serves the Spanish pages', async () => {
    for (const p of ['/es/no-existe', '/es/areas-de-servicio/springfield']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      const html = await res.text();
      expect(html, p).toContain('<html lang="es"');
      expect(html, p).toContain(messages.es!.notFound.heading);
    }
    for (const r of routes.filter((x) => x.locale === 'es' && x.kind !== 'city').slice(0, 5)) {
      const res = await get(r.url);
      expect(res.status, r.url).toBe(200);
      expect(await res.text(), r.url).toContain('<html lang="es"');
    }
  });

  it("answers an unknown city 404 with the generic page for 'South Florida'", async () => {
    const res = await get('/service-areas/springfield');
    expect(res.status).toBe(404);
    expect(h1(await res.text())).toBe(plainCityPages._fallback.heading);
  });

  it('answers an unknown project 404 with the page that replaces itself with /portfolio', async () => {
    const res = await get('/portfolio/no-such-project');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/portfolio"');
    expect(html).toContain('data-replace-location="/portfolio"');
    expect(h1(html)).toBe(projectNotFound.heading);
  });

  it('redirects a trailing slash to the one URL of the page', async () => {
    const res = await get('/about/');
    expect([301, 308]).toContain(res.status);
    expect(new URL(res.headers.get('location')!, cf.origin).pathname).toBe('/about');
  });

  it('sends the security headers, one policy per response, the editor its own', async () => {
    for (const p of [
      '/',
      '/about',
      '/portfolio',
      '/service-areas/boca-raton-fl',
      '/service-areas/springfield',
      '/portfolio/no-such-project',
    ]) {
      const headers = (await get(p)).headers;
      expect(headers.get('content-security-policy'), p).toMatch(/^default-src 'self'; script-src 'self'/);
      expect(headers.get('content-security-policy'), p).not.toContain(',');
      expect(headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(headers.get('strict-transport-security'), p).toContain('max-age=');
    }
    expect((await get('/admin/')).headers.get('content-security-policy')).toBe(adminContentSecurityPolicy);
    expect((await get('/admin/')).headers.get('x-robots-tag')).toBe('noindex');
    const asset = fs.readdirSync(path.join(DIST, 'assets/static')).find((f) => f.endsWith('.css'));
    if (asset) expect((await get(`/assets/static/${asset}`)).headers.get('cache-control')).toContain('immutable');
  });

  it("sends the site's headers and one policy on every answer, unknown addresses and redirects included; the editor keeps its own", async () => {
    const sitePolicy = (await get('/')).headers.get('content-security-policy');
    expect(sitePolicy).toMatch(/^default-src 'self'; script-src 'self'/);
    const wrong: string[] = [];
    for (const p of [
      '/nope',
      '/a/b/c/nope',
      '/es/nope',
      '/es/a/b/c/nope',
      '/about/',
      '/es/no-existe/',
      '/assets/nope.js',
    ]) {
      const headers = (await get(p)).headers;
      if (headers.get('content-security-policy') !== sitePolicy)
        wrong.push(`${p}: ${headers.get('content-security-policy')}`);
      for (const [k, v] of Object.entries(baseHeaders))
        if (headers.get(k) !== v) wrong.push(`${p}: ${k} ${headers.get(k)}`);
    }
    expect(wrong).toEqual([]);
    for (const p of ['/admin/', '/admin/nope']) {
      const headers = (await get(p)).headers;
      expect(headers.get('content-security-policy'), p).toBe(adminContentSecurityPolicy);
      expect(headers.get('x-content-type-options'), p).toBe('nosniff');
    }
  });
});
