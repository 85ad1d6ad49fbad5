import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/forms.ts';
import { site } from '../../src/lib/page/site.ts';
import { REFERENCE_PATTERN } from '../../src/lib/quote/quote-reference.ts';
import { netlifyUnderTest, postJson } from './netlify-blobs.ts';
import { multipart, quoteFields } from './quote-request.ts';

// The quote's answer from the Netlify Function (Blobs): the reference in the JSON, the same for a double tap, and
// without JavaScript a page in the form's language with the reference and the phone (src/server/quote/quote-answer.ts).
const origin = 'https://netlify-answer.example';
netlifyUnderTest(origin);

describe("the quote's answer from the Netlify Function", () => {
  it('carries the reference in the JSON, the same for a double tap', async () => {
    const send = async () =>
      (
        (await (await postJson(origin, 'quote', quoteFields('Netlify Ref'), '203.0.113.40')).json()) as {
          reference?: string;
        }
      ).reference;
    const reference = await send();
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(await send()).toBe(reference);
  }, 30_000);
  it('answers a post without JavaScript with a page in its language, the reference and the phone', async () => {
    const res = await handler(
      new Request(`${origin}/.netlify/functions/forms/quote?locale=es`, {
        method: 'POST',
        headers: { Accept: 'text/html', Origin: origin },
        body: multipart(quoteFields('Netlify Sin Script')),
      }),
      { ip: '203.0.113.41' },
    );
    expect(res.status).toBe(201);
    const html = await res.text();
    expect(html).toContain('lang="es');
    expect(html).toMatch(/data-quote-reference[^>]*>[2-9A-Z]{3}-[2-9A-Z]{3}</);
    expect(html).toContain(`href="tel:${site.phone.e164}"`);
  }, 30_000);
  it('answers a refusal without JavaScript with the business and its phone too', async () => {
    const { details: _, ...noDetails } = quoteFields('Netlify Sin Detalles');
    const res = await handler(
      new Request(`${origin}/.netlify/functions/forms/quote?locale=es`, {
        method: 'POST',
        headers: { Accept: 'text/html', Origin: origin },
        body: multipart(noDetails),
      }),
      { ip: '203.0.113.42' },
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('lang="es');
    expect(html).toContain(site.businessName);
    expect(html).toContain(`href="tel:${site.phone.e164}"`);
  }, 30_000);
});
