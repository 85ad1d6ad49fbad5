/**
 * Links to a lead's photos that only the owner can open: the photo's key and an expiry time signed with HMAC-SHA-256
 * under a secret of the host's environment (PHOTO_LINK_SECRET). The handler serves a photo only for a link it signed
 * that has not expired; anyone else (a guessed key, a changed expiry) gets 403. Web Crypto: Node, Workers, Netlify.
 */
export const PHOTO_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const encoder = new TextEncoder();
const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (s: string) =>
  Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The query a photo's link carries: `expires` (seconds since 1970) and `sig`. */
export async function signPhoto(secret: string, key: string, now: number, days = PHOTO_LINK_DAYS): Promise<string> {
  const expires = Math.floor((now + days * DAY_MS) / 1000);
  const sig = base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${key}.${expires}`)));
  return `expires=${expires}&sig=${sig}`;
}

/** Whether a link's `expires` and `sig` were signed for this key with this secret and are still valid. */
export async function verifyPhoto(
  secret: string,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  now: number,
): Promise<boolean> {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires) || !/^[\w-]{20,100}$/.test(sig) || Number(expires) * 1000 < now)
    return false;
  try {
    // verify() compares in constant time.
    return await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      fromBase64url(sig),
      encoder.encode(`${key}.${expires}`),
    );
  } catch {
    return false;
  }
}
