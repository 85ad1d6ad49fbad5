import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { messages } from '../../src/content/messages.ts';
import { site as siteFacts } from '../../src/lib/page/site.ts';

// The editor's one-click GitHub sign-in on `npm start` against a stubbed GitHub: /api/auth redirects to GitHub's
// authorize page with a state kept in a cookie, the callback refuses a state it did not issue for this browser,
// exchanges the code for a token and answers the page that hands it to the editor, under a policy that allows that
// page's one script and nothing else.
const exchanges: Record<string, unknown>[] = [];
const githubFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  if (String(url) !== 'https://github.com/login/oauth/access_token') return new Response('{}', { status: 404 });
  const body = JSON.parse(String(init?.body));
  exchanges.push(body);
  return Response.json(
    body.code === 'good-code'
      ? { access_token: 'gho_from_github', token_type: 'bearer', scope: 'repo,user' }
      : { error: 'bad_verification_code' },
  );
}) as typeof fetch;
const client = { clientId: 'Iv1.test-client', clientSecret: 'test-secret' };
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
const servers = [
  createServer(site, {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'auth-')),
    env: { GITHUB_OAUTH_CLIENT_ID: client.clientId, GITHUB_OAUTH_CLIENT_SECRET: client.clientSecret },
    githubFetch,
  }),
];
servers.push(createServer(site, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'auth-')), env: {}, githubFetch }));
const bases: string[] = [];
/** GitHub sends the browser back to the site's own address (data/site.yaml baseUrl), whatever host was asked. */
const CALLBACK = `${new URL(siteFacts.baseUrl).origin}/api/auth/callback`;

beforeAll(async () => {
  for (const s of servers) {
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    bases.push(`http://127.0.0.1:${(s.address() as AddressInfo).port}`);
  }
});
afterAll(() => {
  for (const s of servers) s.close();
});

/** Starts a sign-in as the editor's popup does: the redirect's state and the cookie the browser keeps. */
async function start() {
  const res = await fetch(`${bases[0]}/api/auth?provider=github&site_id=www.example.com&scope=repo,user`, {
    redirect: 'manual',
  });
  const location = new URL(res.headers.get('location') ?? '');
  return {
    res,
    location,
    state: location.searchParams.get('state') ?? '',
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0],
  };
}
const callback = (query: Record<string, string>, cookie = '') =>
  fetch(`${bases[0]}/api/auth/callback?${new URLSearchParams(query)}`, { headers: cookie ? { Cookie: cookie } : {} });
/** The message the page hands the editor, and whether its policy's hash is its script's. */
async function handed(res: Response) {
  const html = await res.text();
  const message = /data-message="([^"]*)"/
    .exec(html)?.[1]
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hash = `'sha256-${createHash('sha256').update(scripts[0]).digest('base64')}'`;
  return { message, scripts, policy: res.headers.get('content-security-policy') ?? '', hash };
}

describe('GitHub sign-in for the web editor', () => {
  it("redirects to GitHub's authorize page with the app, this site's callback, the scope and a state kept in a cookie", async () => {
    const { res, location, state, cookie } = await start();
    expect(res.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: client.clientId,
      redirect_uri: CALLBACK,
      scope: 'repo,user',
      state,
    });
    expect(cookie).toBe(`oauth_state=${state}`);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
  });
  it('exchanges the code for a token and hands it to the editor in the message Sveltia and Decap expect, one hashed script allowed', async () => {
    const { state, cookie } = await start();
    const res = await callback({ code: 'good-code', state }, cookie);
    expect(res.status).toBe(200);
    expect(exchanges.at(-1)).toEqual({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      code: 'good-code',
      redirect_uri: CALLBACK,
    });
    const page = await handed(res);
    expect(page.message).toBe('authorization:github:success:{"token":"gho_from_github","provider":"github"}');
    expect(page.scripts).toHaveLength(1);
    expect(page.policy).toBe(
      `default-src 'none'; script-src ${page.hash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The state is spent: the same callback again is refused.
    expect(res.headers.get('set-cookie')).toMatch(/^oauth_state=;/);
  });
  it('refuses a callback this browser did not start, or with a forged or missing state, without asking GitHub', async () => {
    const { state, cookie } = await start();
    const asked = exchanges.length;
    for (const [query, jar] of [
      [{ code: 'good-code', state }, ''],
      [{ code: 'good-code', state: `${state}x` }, cookie],
      [{ code: 'good-code', state: 'abc.9999999999999.forged' }, 'oauth_state=abc.9999999999999.forged'],
      [{ code: 'good-code' }, cookie],
    ] as const) {
      const res = await callback(query, jar);
      expect(res.status).toBe(403);
      expect((await handed(res)).message).toMatch(/^authorization:github:error:\{.*"errorCode":"CSRF_DETECTED"/);
    }
    expect(exchanges).toHaveLength(asked);
  });
  it("passes GitHub's refusal of a code to the editor as an error", async () => {
    const { state, cookie } = await start();
    const res = await callback({ code: 'stale-code', state }, cookie);
    expect(res.status).toBe(502);
    expect((await handed(res)).message).toMatch(/^authorization:github:error:\{.*"errorCode":"TOKEN_REQUEST_FAILED"/);
  });
  it('says sign-in is by token when the OAuth app is not set', async () => {
    const res = await fetch(`${bases[1]}/api/auth?provider=github`, { redirect: 'manual' });
    expect(res.status).toBe(503);
    expect((await handed(res)).message).toBe(
      `authorization:github:error:${JSON.stringify({ provider: 'github', error: messages.en.signIn.notConfigured, errorCode: 'NOT_CONFIGURED' })}`,
    );
  });
});
