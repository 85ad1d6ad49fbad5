/**
 * The pure parts of the editor's GitHub sign-in (src/server/access/auth-app.ts): the signed `state`, GitHub's authorize
 * address, and the page that ends the flow. That page speaks the protocol Sveltia CMS and Decap CMS share: the popup
 * posts `authorizing:github` to the editor window, the editor posts it back, and the popup answers
 * `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{"error":…}`). Both messages go to
 * this site's own origin only, so no other site that opens the popup can receive the token.
 */
import { escapeHtml } from '../forms/form-entries.ts';

export interface OAuthResult {
  provider: string;
  token?: string;
  error?: string;
  errorCode?: string;
}

const encoder = new TextEncoder();
const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`oauth-state:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

/** A state for one sign-in: a random nonce and an expiry (ms), signed with the app's secret. */
export async function signState(secret: string, expires: number): Promise<string> {
  const body = `${base64url(crypto.getRandomValues(new Uint8Array(16)))}.${expires}`;
  return `${body}.${await hmac(secret, body)}`;
}

/** Whether a state was signed with this secret and has not expired. */
export async function verifyState(secret: string, state: string, now: number): Promise<boolean> {
  const [nonce, expires, signature] = state.split('.');
  if (!nonce || !expires || !signature || !(Number(expires) > now)) return false;
  const expected = await hmac(secret, `${nonce}.${expires}`);
  let diff = expected.length ^ signature.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (signature.charCodeAt(i) || 0);
  return diff === 0;
}

/** The scopes the editor may ask for (Sveltia sends `repo,user`); anything else falls back to those. */
const SCOPES = new Set(['repo', 'public_repo', 'user', 'read:user']);
export const scopeFor = (asked: string | undefined) => {
  const scopes = (asked ?? '').split(/[ ,]+/).filter((s) => SCOPES.has(s));
  return scopes.length ? scopes.join(',') : 'repo,user';
};

export const authorizeUrl = (o: { clientId: string; redirectUri: string; scope: string; state: string }) =>
  `https://github.com/login/oauth/authorize?${new URLSearchParams({ client_id: o.clientId, redirect_uri: o.redirectUri, scope: o.scope, state: o.state })}`;

/** The message the popup hands the editor. */
export function authorizationMessage(r: OAuthResult): string {
  const detail = r.token
    ? { token: r.token, provider: r.provider }
    : { provider: r.provider, error: r.error, errorCode: r.errorCode };
  return `authorization:${r.provider}:${r.token ? 'success' : 'error'}:${JSON.stringify(detail)}`;
}

/**
 * The popup's one script: the same text on every page (the message is in the body's data attributes), so its hash is
 * fixed. It waits for the editor's answer to the handshake, from this origin only, then posts the message and closes.
 */
export const CALLBACK_SCRIPT = `(() => {
  const { message, provider } = document.body.dataset;
  const handshake = 'authorizing:' + provider;
  addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.data !== handshake) return;
    window.opener.postMessage(message, location.origin);
    setTimeout(() => window.close(), 500);
  });
  if (window.opener) window.opener.postMessage(handshake, location.origin);
})();`;

export function callbackPage(r: OAuthResult): { html: string; script: string } {
  const text = r.token ? '' : `<p>${escapeHtml(r.error ?? '')}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>GitHub</title></head>
<body data-provider="${escapeHtml(r.provider)}" data-message="${escapeHtml(authorizationMessage(r))}">${text}<script>${CALLBACK_SCRIPT}</script></body></html>`;
  return { html, script: CALLBACK_SCRIPT };
}

/** The sha256 source of a script for a Content-Security-Policy ('sha256-…'). */
export async function scriptHash(script: string): Promise<string> {
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(script)))))}'`;
}

/** The callback page's policy: its one script by hash, nothing else at all. */
export const callbackPolicy = (hash: string) =>
  `default-src 'none'; script-src ${hash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
