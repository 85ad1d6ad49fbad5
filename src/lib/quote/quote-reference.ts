/**
 * The short reference a quote request gets (decision 55): six characters in two groups of three, "K7M-3QX", that a
 * homeowner reads over the phone and the owner finds in the e-mail. The alphabet leaves out what is misread or
 * misheard: 0/O, 1/I/L, 5/S, U/V. Derived from the post's fingerprint (src/lib/forms/post-fingerprint.ts) where the store
 * keeps one, so a double tap reads the same reference; random otherwise. Pure (Web Crypto): every host runs it.
 */

export const REFERENCE_ALPHABET = '2346789ABCDEFGHJKMNPQRTWXYZ';
const LENGTH = 6;

/** What a reference looks like (the schema's `reference` has the same pattern: tests/lib/quote/quote-reference.test.ts). */
export const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{3}-[${REFERENCE_ALPHABET}]{3}$`);

/** The reference spelled by `bytes` (at least six): each byte picks a character; the bias of `%` is harmless here. */
export function referenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < LENGTH) throw new Error(`A reference needs ${LENGTH} bytes; got ${bytes.length}.`);
  const chars = [...bytes.slice(0, LENGTH)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]);
  return `${chars.slice(0, 3).join('')}-${chars.slice(3).join('')}`;
}

/**
 * The reference of a post: from its fingerprint (hex of a SHA-256, the same for a double tap), hashed once more so the
 * reference tells nothing of the ledger's key; random when the store keeps no fingerprints.
 */
export async function quoteReference(fingerprint?: string): Promise<string> {
  if (!fingerprint) return referenceFromBytes(crypto.getRandomValues(new Uint8Array(LENGTH)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`quote-reference:${fingerprint}`));
  return referenceFromBytes(new Uint8Array(digest));
}
