// The answer to a quote request in Cloudflare's local runtime (wrangler pages dev, D1, the ASSETS binding): the
// reference in the JSON, the same for a double tap and stored in D1 with the page's language; without JavaScript a page
// in the form's language with that reference and the phone to tap (src/server/quote/quote-answer.ts), every other answer to
// a plain post in the site's own page too (src/server/form-reply.ts), and a price row's link answered with the city's
// quote page, the job chosen (src/server/quote/quote-choice.ts).
import { describe, expect, it } from 'vitest';
import { site } from '../../src/lib/page/site.ts';
import { REFERENCE_PATTERN } from '../../src/lib/quote/quote-reference.ts';
import { multipart, quoteFields } from '../serve/quote-request.ts';
import { cloudflareForThisFile, d1Rows } from './cloudflare-runtime.ts';

const cf = cloudflareForThisFile();

describe("the quote's answer in Cloudflare's runtime", () => {
  it('carries the reference in the JSON, the same for a double tap, stored in D1 with the language', async () => {
    const name = `Reference ${Date.now()}`;
    const send = async () =>
      (
        (await (
          await fetch(`${cf.origin}/api/quote?locale=es`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: cf.origin },
            body: JSON.stringify(quoteFields(name)),
          })
        ).json()) as { reference?: string }
      ).reference;
    const reference = await send();
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(await send()).toBe(reference);
    expect(d1Rows(`SELECT reference, locale FROM quote WHERE name = '${name}'`)).toEqual([{ reference, locale: 'es' }]);
  }, 60_000);
  it('answers a post without JavaScript with a page in its language: the stored reference, the phone', async () => {
    const name = `Sin Script ${Date.now()}`;
    const res = await fetch(`${cf.origin}/api/quote?locale=es`, {
      method: 'POST',
      headers: { Accept: 'text/html', Origin: cf.origin },
      body: multipart(quoteFields(name)),
    });
    expect(res.status).toBe(201);
    const html = await res.text();
    const [{ reference }] = d1Rows(`SELECT reference FROM quote WHERE name = '${name}'`);
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(html).toMatch(new RegExp(`data-quote-reference[^>]*>${reference}<`));
    expect(html).toContain('lang="es');
    expect(html).toContain(`href="tel:${site.phone.e164}"`);
    // The site's own page (route kind quote-sent), read through the ASSETS binding: the handler's own has no stylesheet.
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  }, 60_000);

  it('answers a refusal and the page of free windows in the site page, read through ASSETS, with the phone', async () => {
    const { details: _, ...noDetails } = quoteFields(`Sin Detalles ${Date.now()}`);
    const post = (path: string, body: BodyInit) =>
      fetch(`${cf.origin}/api/${path}`, { method: 'POST', headers: { Accept: 'text/html', Origin: cf.origin }, body });
    const refused = await post('quote?locale=es', multipart(noDetails));
    const windows = await post('windows', new URLSearchParams(quoteFields(`Windows ${Date.now()}`)));
    expect([refused.status, windows.status]).toEqual([422, 200]);
    for (const [res, lang] of [
      [refused, 'es'],
      [windows, 'en'],
    ] as const) {
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
      expect(html).toContain(`href="tel:${site.phone.e164}"`);
      expect(html).not.toContain('data-quote-sent');
    }
  }, 60_000);

  it("answers a price row's link with the city's quote page as built, the row's job chosen (GET /api/quote)", async () => {
    // The row was on the painting page reached from Boca Raton's page: its address, sent as the Referer, names the city.
    const res = await fetch(`${cf.origin}/api/quote?service=painting&job=ceiling`, {
      headers: { Referer: `${cf.origin}/services/painting?city=boca-raton-fl` },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="page" value="/service-areas/boca-raton-fl"');
    expect(html).toMatch(/<option selected=""[^>]*value="painting"/);
    expect(html).toMatch(/<option selected="" data-chosen=""[^>]*value="ceiling"/);
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
    // Where the page's script runs, on to the city's quote page itself.
    const on = await fetch(`${cf.origin}/api/quote?service=painting&job=ceiling&js=1`, {
      headers: { Referer: `${cf.origin}/services/painting?city=boca-raton-fl` },
      redirect: 'manual',
    });
    expect([on.status, on.headers.get('location')]).toEqual([303, '/quote/boca-raton-fl?service=painting&job=ceiling']);
    // Nothing the request names becomes a link: an unknown city or job leaves the service's page, a path of the site's.
    const odd = await fetch(`${cf.origin}/api/quote?service=painting&job=nope&city=//evil.example`, {
      redirect: 'manual',
    });
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain('name="page" value="/services/painting"');
  }, 60_000);
});
