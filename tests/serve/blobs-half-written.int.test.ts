import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readForUpdate } from '../../src/server/booking/blob-claims.ts';
import { blobs, intercept } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// Netlify's local Blobs server writes a blob to a hidden file beside it before renaming it into place, and lists that
// file meanwhile: the e-mail queue read it as one more entry, and a quote stored during a run reached the owner twice
// (tests/serve/confirmations.int.test.ts counted 7 e-mails for 6 quotes). A write under way is no entry.
it('a blob still being written by the local Blobs server is not listed as an entry or a booking', async () => {
  const { store, folder } = await blobs();
  await store.insert('quote', quoteFields('Stored Once'), new Date().toISOString());
  const quotes = path.join(folder('form-entries'), 'quote');
  const [stored] = fs.readdirSync(quotes);
  // What the server holds while it writes the next entry: the entry's content under a hidden name.
  fs.copyFileSync(path.join(quotes, stored), path.join(quotes, '.k2j4h1x9'));
  expect((await store.unemailed(20)).map((p) => p.id)).toEqual([stored]);
  expect(await store.unnotified(20)).toHaveLength(1);
});

// And a listing made while a blob is renamed into place can leave that blob out: its etag, which the local server gives
// only in listings, is then read from the next listing, and the owner's tap finds its request.
it('a request whose blob a listing left out once is still read with its etag', async () => {
  const { store, entries } = await blobs();
  const stored = await store.insert('quote', quoteFields('Listed Late'), new Date().toISOString());
  const key = `quote/${stored}`;
  let listings = 0;
  // The listing without pages that readForUpdate asks for (list has another form, paginated).
  const late = intercept(
    entries,
    'list',
    (list) =>
      (async (options?: { prefix?: string }) => {
        const listed = await list(options);
        return listings++ === 0 ? { ...listed, blobs: [] } : listed;
      }) as typeof list,
  );
  const found = await readForUpdate(late, key);
  expect(listings).toBe(2);
  expect(found?.etag).toBe((await entries.list({ prefix: key })).blobs[0].etag);
  expect(await readForUpdate(late, 'quote/no-such-request')).toBeUndefined();
});
