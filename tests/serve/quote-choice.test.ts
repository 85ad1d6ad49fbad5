import { describe, expect, it } from 'vitest';
import { routes } from '../../src/content/routes.ts';
import { formsApp } from '../../src/server/forms-app.ts';

// GET /api/quote (src/server/quote/quote-choice.ts): a price row's link answered with the quote page that carries the city,
// the service and the job chosen; never a link built from what the request names. No store is opened for it.
const page = (url: string) =>
  [
    `<html data-page="${url}"><select name="service"><option value="" selected="">-</option>`,
    '<option value="painting">Painting</option></select><select name="job"><option value="" selected="">-</option>',
    '<option value="ceiling" data-ref="painting/ceiling">Ceiling</option></select>',
    '<div data-job-hint="painting/ceiling" class="hidden"></div></html>',
  ].join('');
const app = (sitePage?: (url: string) => Promise<string | undefined>) =>
  formsApp({
    store: () => {
      throw new Error('no store for a page');
    },
    clientAddress: () => '203.0.113.7',
    sitePage,
  });
const get = (a: ReturnType<typeof app>, query: string, headers: Record<string, string> = {}) =>
  a.request(`http://localhost/api/quote${query}`, { headers });
const cityQuote = routes.find((r) => r.kind === 'quote-city' && r.id === 'boca-raton-fl' && r.locale === 'en')!;

describe('GET /api/quote', () => {
  it("answers the city's quote page, read from the site, with the row's service and job chosen", async () => {
    const asked: string[] = [];
    const res = await get(
      app(async (url) => {
        asked.push(url);
        return page(url);
      }),
      '?service=painting&job=ceiling',
      { Referer: 'https://www.example.com/services/painting?city=boca-raton-fl' },
    );
    expect(asked).toEqual([cityQuote.url]);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<option selected="" value="painting">');
    expect(html).toContain('<option selected="" data-chosen="" value="ceiling" data-ref="painting/ceiling">');
    expect(html).toContain('data-job-hint="painting/ceiling" data-chosen=""');
    expect(res.headers.get('content-security-policy')).toMatch(/style-src 'self'/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a visitor whose page runs scripts on to the quote page itself, without reading it', async () => {
    const asked: string[] = [];
    const res = await get(
      app(async (url) => {
        asked.push(url);
        return page(url);
      }),
      '?service=painting&job=ceiling&js=1',
      { Referer: 'https://www.example.com/services/painting?city=boca-raton-fl', Host: 'evil.example' },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${cityQuote.url}?service=painting&job=ceiling`);
    expect(asked).toEqual([]);
  });

  it("sends the visitor to the page's own address when it cannot be read, whatever Host the request names", async () => {
    const res = await get(app(), '?service=painting&job=ceiling&city=boca-raton-fl', { Host: 'evil.example' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${cityQuote.url}?service=painting&job=ceiling`);
  });

  it('leaves out what is not the site’s: a city, service or job it has not, a Referer that is no address', async () => {
    for (const [query, headers] of [
      ['?service=painting&job=ceiling&city=%2F%2Fevil.example', {}],
      ['?service=painting&job=ceiling', { Referer: 'not an address' }],
      ['?service=painting&job=ceiling', { Referer: 'https://www.example.com/services/painting?city=..%2Fadmin' }],
    ] as const) {
      const res = await get(app(), query, headers);
      expect(res.headers.get('location'), query).toBe('/quote/painting?service=painting&job=ceiling');
    }
    const junk = await get(app(), '?service=<script>&job="x"&locale=xx');
    expect(junk.headers.get('location')).toBe('/quote');
    const es = await get(app(), '?locale=es&service=painting&job=roof');
    expect(es.headers.get('location')).toMatch(/^\/es\/[a-z-]+\/[a-z-]+\?service=painting$/);
  });

  it('still refuses other methods on the form with 405', async () => {
    const res = await app().request('http://localhost/api/quote', { method: 'PUT' });
    expect(res.status).toBe(405);
  });
});
