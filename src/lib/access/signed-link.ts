/**
 * Links to a lead's photos that only the owner can open: the photo's key and an expiry time signed with HMAC-SHA-256
 * under a secret of the host's environment (LINK_SECRET). The handler serves a photo only for a link it signed
 * that has not expired; anyone else (a guessed key, a changed expiry) gets 403. Web Crypto: Node, Workers, Netlify.
 * The booking's links (../booking/links.ts) are signed with the same secret through signText and verifyText.
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

/** The HMAC-SHA-256 of `text` under `secret`, in base64url. */
export const signText = async (secret: string, text: string) =>
  base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)));

/** Whether `sig` is the signature of `text` under `secret` (compared in constant time by Web Crypto). */
export async function verifyText(secret: string, text: string, sig: string | undefined): Promise<boolean> {
  if (!sig || !/^[\w-]{20,100}$/.test(sig)) return false;
  try {
    return await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64url(sig), encoder.encode(text));
  } catch {
    return false;
  }
}

/** The query a photo's link carries: `expires` (seconds since 1970) and `sig`. */
export async function signPhoto(secret: string, key: string, now: number, days = PHOTO_LINK_DAYS): Promise<string> {
  const expires = Math.floor((now + days * DAY_MS) / 1000);
  return `expires=${expires}&sig=${await signText(secret, `${key}.${expires}`)}`;
}

/** Whether a link's `expires` and `sig` were signed for this key with this secret and are still valid. */
export async function verifyPhoto(
  secret: string,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  now: number,
): Promise<boolean> {
  if (!expires || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
  return verifyText(secret, `${key}.${expires}`, sig);
}
