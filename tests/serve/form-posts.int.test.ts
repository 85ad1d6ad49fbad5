import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { MAX_BEACON_BYTES } from '../../src/lib/counts/events.ts';
import { maxValues } from '../../src/lib/forms/form-body.ts';
import { MAX_BODY_BYTES } from '../../src/lib/forms/form-entries.ts';
import { MAX_PHOTOS } from '../../src/lib/quote/quote-form.ts';
import { chunked } from '../attack-requests.ts';
import { phonePhoto, photoWithLocation } from '../photos.ts';
import { handler, sqlite } from './form-handler.ts';
import { multipart, quoteFields } from './quote-request.ts';

// How the handler reads a post (src/server/form-post.ts) on its app, as every host runs it: bodies capped however
// they are sent, values counted before parsing, photos within the host's limit. Leads: ./form-leads.int.test.ts.
describe('bodies read within their limits', () => {
  it('refuses a chunked beacon or form post over its size with 413, reading no more than its limit', async () => {
    const { post } = handler(sqlite().store);
    expect(MAX_BEACON_BYTES).toBeLessThan(64 * 1024);
    for (const [form, limit] of [
      ['events', MAX_BEACON_BYTES],
      ['newsletter', MAX_BODY_BYTES],
    ] as const) {
      const body = chunked(50 * 1024 * 1024);
      expect((await post(form, body.stream, 'text/plain')).status, form).toBe(413);
      expect(body.sent(), form).toBeLessThan(limit + 128 * 1024);
    }
  }, 30_000);
  it('refuses a post with more values than its form has, unparsed, and URL-encoded text past the text limit', async () => {
    const { post } = handler(sqlite().store);
    // Only a multipart post carries photos: URL-encoded, a quote has the text limit (it had the photos' before).
    const long = `details=${'x'.repeat(MAX_BODY_BYTES)}`;
    expect((await post('quote', long, 'application/x-www-form-urlencoded')).status).toBe(413);
    const over = maxValues('quote') + 1;
    const fields = Array.from({ length: over }, (_, i) => `f${i}=x`).join('&');
    expect((await post('quote', fields, 'application/x-www-form-urlencoded')).status).toBe(422);
    const many = new FormData();
    for (let i = 0; i < over; i++) many.append(`f${i}`, 'x');
    expect((await post('quote', many)).status).toBe(422);
    // The most values a quote has still make an entry: every field, and MAX_PHOTOS photos.
    const photo = await photoWithLocation('jpeg');
    const full = multipart(
      { ...quoteFields('Full Form'), website: '' },
      Array.from({ length: MAX_PHOTOS }, (_, i) => ({ bytes: photo, name: `p${i}.jpg` })),
    );
    expect((await post('quote', full)).status).toBe(201);
  }, 30_000);
  it("answers a quote over the host's limit with the photos' limit and what to do", async () => {
    const maxQuoteBytes = 256 * 1024;
    const { post } = handler(sqlite().store, { maxQuoteBytes });
    const photo = Buffer.alloc(300 * 1024, 1);
    const res = await post('quote', multipart(quoteFields('Big Photos'), [{ bytes: photo, name: 'big.jpg' }]));
    expect(res.status).toBe(413);
    const { message, fields } = (await res.json()) as { message: string; fields: string[] };
    expect(message).toBe(
      messages.en.forms.photosTooLarge.replace('{size}', '0.2').replace('{count}', String(MAX_PHOTOS)),
    );
    expect(fields).toEqual(['photos']);
  }, 30_000);

  it('takes three unshrunk phone photos (11.4 MB) sent without JavaScript on npm start', async () => {
    const { post, photoFiles } = handler(sqlite().store);
    const photo = await phonePhoto();
    expect(photo.length * 3).toBeGreaterThan(11 * 1024 * 1024);
    const res = await post(
      'quote',
      multipart(
        quoteFields('Three Photos'),
        [0, 1, 2].map((i) => ({ bytes: photo, name: `IMG_${i}.jpg` })),
      ),
      undefined,
      { Accept: 'text/html' },
    );
    expect(res.status).toBe(201);
    expect(photoFiles()).toHaveLength(3);
  }, 30_000);
});
