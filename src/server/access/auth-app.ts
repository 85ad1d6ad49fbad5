/**
 * One-click sign-in to the web editor (docs/decisions/0045-counts-without-cookies.md): the GitHub OAuth flow that
 * Sveltia CMS and Decap CMS expect of `backend.base_url` + `auth_endpoint` (scripts/codegen/cms-config.ts), added to
 * the form handler's app so every host serves it. The token sign-in stays, for hosts without the OAuth app.
 * - GET /api/auth?provider=github&scope=…: redirects to GitHub's authorize page with a `state` that is both signed
 *   (HMAC with the client secret, valid 10 minutes) and kept in a cookie of this browser, so a callback started
 *   elsewhere is refused. 503 with a page saying what to set when GITHUB_OAUTH_CLIENT_ID/SECRET are missing.
 * - GET /api/auth/callback?code&state: checks the state, exchanges the code for a token at GitHub and answers the
 *   small page that hands it to the editor window (src/lib/access/oauth.ts: the message protocol), under a policy that
 *   allows its one script by hash and nothing else.
 */
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../../content/messages.ts';
import {
  authorizeUrl,
  callbackPage,
  callbackPolicy,
  type OAuthResult,
  scopeFor,
  scriptHash,
  signState,
  verifyState,
} from '../../lib/access/oauth.ts';
import type { ApiDeps } from '../api-deps.ts';

export interface AuthOptions {
  /** The GitHub OAuth app (GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET); without both, sign-in is by token only. */
  oauth?: { clientId?: string; clientSecret?: string };
  /** The fetch used for GitHub (tests pass a stub). */
  githubFetch?: typeof globalThis.fetch;
}

const STATE_COOKIE = 'oauth_state';
const STATE_TTL_MS = 10 * 60 * 1000;
const TOKEN_URL = 'https://github.com/login/oauth/access_token';
/** The editor is in English: its sign-in's words are data/messages.yaml's `signIn`. */
const words = messages.en.signIn;

async function page(c: Context, status: ContentfulStatusCode, result: OAuthResult) {
  const { html, script } = callbackPage(result);
  const policy = callbackPolicy(await scriptHash(script));
  return c.html(html, status, {
    'Content-Security-Policy': policy,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

/** GET /api/auth and GET /api/auth/callback, mounted at /api/auth. */
export function authApp(o: AuthOptions, { now, origin }: Pick<ApiDeps, 'now' | 'origin'>) {
  const { clientId, clientSecret } = o.oauth ?? {};
  const github = o.githubFetch ?? globalThis.fetch;
  // The callback's public address, on the site's own origin: GitHub sends the code there, so a forged Host must not choose it.
  const callbackUrl = `${origin}/api/auth/callback`;

  const answer = async (c: Context, endpoint: 'auth' | 'auth/callback') => {
    if (!clientId || !clientSecret)
      return page(c, 503, {
        provider: 'github',
        error: words.notConfigured,
        errorCode: 'NOT_CONFIGURED',
      });
    const secure = new URL(c.req.url).protocol === 'https:';
    if (endpoint === 'auth') {
      if ((c.req.query('provider') ?? 'github') !== 'github')
        return page(c, 400, {
          provider: c.req.query('provider') ?? '',
          error: words.unknownProvider,
          errorCode: 'UNKNOWN_PROVIDER',
        });
      const state = await signState(clientSecret, now() + STATE_TTL_MS);
      setCookie(c, STATE_COOKIE, state, {
        path: '/api/auth',
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        maxAge: STATE_TTL_MS / 1000,
      });
      c.header('Cache-Control', 'no-store');
      return c.redirect(
        authorizeUrl({ clientId, redirectUri: callbackUrl, scope: scopeFor(c.req.query('scope')), state }),
        302,
      );
    }
    const state = c.req.query('state') ?? '';
    const kept = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: '/api/auth', secure });
    if (!kept || kept !== state || !(await verifyState(clientSecret, state, now())))
      return page(c, 403, { provider: 'github', error: words.notStartedHere, errorCode: 'CSRF_DETECTED' });
    const code = c.req.query('code');
    if (!code) return page(c, 400, { provider: 'github', error: words.noCode, errorCode: 'NO_CODE' });
    try {
      const res = await github(TOKEN_URL, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': 'site-editor-sign-in',
        },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: callbackUrl }),
      });
      const body = (await res.json()) as { access_token?: string; error?: string; error_description?: string };
      if (!res.ok || !body.access_token)
        return page(c, 502, { provider: 'github', error: words.noToken, errorCode: 'TOKEN_REQUEST_FAILED' });
      return page(c, 200, { provider: 'github', token: body.access_token });
    } catch (error) {
      console.error('GitHub sign-in:', error);
      return page(c, 502, { provider: 'github', error: words.unreachable, errorCode: 'TOKEN_REQUEST_FAILED' });
    }
  };
  return new Hono().get('/', (c) => answer(c, 'auth')).get('/callback', (c) => answer(c, 'auth/callback'));
}
