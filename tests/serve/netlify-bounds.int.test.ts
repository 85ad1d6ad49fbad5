import { describe, expect, it } from 'vitest';
import { netlifyUnderTest, postJson } from './netlify-blobs.ts';
import { quoteFields } from './quote-request.ts';

// The per-client and per-recipient bounds of the form handler in the Netlify Function, called as Netlify calls it
// (its context names the visitor's address), against Netlify's own local Blobs server. FORMS_RATE_LIMIT is 3 here.
const origin = 'https://florida-fix-it-pros.netlify.app';
const netlify = netlifyUnderTest(origin);

describe('bounds of the Netlify Function', () => {
  it('counts the quotes of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++)
      statuses.push((await postJson(origin, 'quote', quoteFields(`Neighbour ${i}`), `2001:db8:1:2::${i}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
  }, 30_000);
  it('sends at most two confirmations a day to one inbox, and the owner every quote', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${netlify.inbox.port}`;
    const spellings = ['victim@example.com', 'Victim+1@Example.com', 'victim+2@example.COM', 'VICTIM@example.com'];
    for (const [i, email] of spellings.entries())
      expect(
        (await postJson(origin, 'quote', { ...quoteFields(`Cannon ${i}`), email }, `198.51.100.${i}`)).status,
      ).toBe(201);
    const mail = netlify.inbox.received;
    const toOwner = () => mail.filter((m) => m.subject?.includes('Cannon')).length;
    await expect.poll(toOwner, { timeout: 20_000 }).toBe(spellings.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.filter((m) => m.to?.some((t) => /victim/i.test(t.address ?? '')))).toHaveLength(2);
  }, 30_000);
});
