import { describe, expect, it } from 'vitest';
import quote from '../../../schemas/forms/quote.schema.json' with { type: 'json' };
import {
  quoteReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  referenceFromBytes,
} from '../../../src/lib/quote/quote-reference.ts';

describe('the quote reference', () => {
  it('is six characters read over the phone, none that is misread or misheard', () => {
    for (const bad of ['0', 'O', '1', 'I', 'L', '5', 'S', 'U', 'V']) expect(REFERENCE_ALPHABET).not.toContain(bad);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const seen = new Set<string>();
    for (let i = 0; i + 6 <= all.length; i += 6) {
      const ref = referenceFromBytes(all.slice(i, i + 6));
      expect(ref).toMatch(REFERENCE_PATTERN);
      for (const ch of ref.replace('-', '')) seen.add(ch);
    }
    // Every character of the alphabet is used, so the references spread over all of it.
    expect(seen.size).toBe(REFERENCE_ALPHABET.length);
    expect(() => referenceFromBytes(new Uint8Array(5))).toThrow(/6 bytes/);
  });
  it('is the same for the same post (a double tap) and differs between posts', async () => {
    const a = await quoteReference('ab'.repeat(32));
    expect(await quoteReference('ab'.repeat(32))).toBe(a);
    expect(await quoteReference('cd'.repeat(32))).not.toBe(a);
    expect(a).toMatch(REFERENCE_PATTERN);
  });
  it('is random without a fingerprint', async () => {
    const refs = new Set(await Promise.all(Array.from({ length: 20 }, () => quoteReference())));
    expect(refs.size).toBe(20);
    for (const r of refs) expect(r).toMatch(REFERENCE_PATTERN);
  });
  it("is what the quote schema's handler-set `reference` takes", () => {
    const pattern = new RegExp(quote.properties.reference.pattern);
    for (const ch of REFERENCE_ALPHABET) expect(`${ch}${ch}${ch}-${ch}${ch}${ch}`).toMatch(pattern);
    expect('K7M-3QX').toMatch(pattern);
    expect('K7M3QX').not.toMatch(pattern);
  });
});
