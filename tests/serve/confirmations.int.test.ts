import { describe, expect, it } from 'vitest';
import { blobs, handler, sqlite } from './form-handler.ts';
import { env, quoteFields } from './quote-request.ts';

// The homeowner's confirmation goes to whatever address the form names, so one stranger's inbox could be sent a
// confirmation per post (100 in 12 s from 10 addresses): at most two a day reach one recipient, however the address
// is spelled, on every store; each quote is still stored and e-mailed to the owner.
const spellings = [
  'victim@example.com',
  'Victim@Example.COM',
  'victim+quote1@example.com',
  'victim+quote2@EXAMPLE.com',
  'victim@example.com',
];

describe.each([
  ['SQLite', async () => sqlite()],
  // The confirmations' counts are kept beside the rate counts.
  ['Netlify Blobs', async () => blobs().then((b) => ({ ...b, rows: (form: string) => b.rows(form, 'rates') }))],
])('confirmations per recipient on %s', (_, open) => {
  it('sends at most two confirmations a day to one recipient, and the owner every quote', async () => {
    const { store, rows } = await open();
    let ip = 0;
    const { post, sent } = handler(store, { clientAddress: () => `198.51.100.${++ip}` });
    for (const [i, email] of spellings.entries())
      expect(
        (await post('quote', JSON.stringify({ ...quoteFields(`Stranger ${i}`), email }), 'application/json')).status,
      ).toBe(201);
    expect(
      (
        await post(
          'quote',
          JSON.stringify({ ...quoteFields('Someone Else'), email: 'other@example.com' }),
          'application/json',
        )
      ).status,
    ).toBe(201);
    const toOwner = () => sent.filter((m) => m.to === env.LEADS_EMAIL_TO);
    await expect.poll(() => toOwner().length, { timeout: 10_000 }).toBe(spellings.length + 1);
    // The confirmations go out after the owner's e-mails, in the background: wait for the last one sent, then count.
    await expect.poll(() => sent.filter((m) => m.to === 'other@example.com').length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.filter((m) => /victim/i.test(m.to))).toHaveLength(2);
    // Counted by a hash of the inbox: the count itself names no address (in the table, or in the blobs' keys).
    const counts = JSON.stringify(await rows('confirmations'));
    expect(counts).toMatch(/\w/);
    expect(counts).not.toMatch(/@|victim/i);
  }, 30_000);
});
