import { describe, expect, it } from 'vitest';
import { netlifyUnderTest, postJson } from './netlify-blobs.ts';
import { quoteFields } from './quote-request.ts';

// The per-client and per-recipient bounds of the form handler in the Netlify Function, called as Netlify calls it
// (its context names the visitor's address), against Netlify's own local Blobs server. FORMS_RATE_LIMIT is 3 here.
const origin = 'https://florida-fix-it-pros.netlify.app';
netlifyUnderTest(origin);

describe('bounds of the Netlify Function', () => {
  it('counts the quotes of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++)
      statuses.push((await postJson(origin, 'quote', quoteFields(`Neighbour ${i}`), `2001:db8:1:2::${i}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
  }, 30_000);
});
