import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { blobs } from './form-handler.ts';
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
