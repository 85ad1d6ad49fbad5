import path from 'node:path';
import { devices } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { createServer } from '../../scripts/serve/server.ts';
import { fullChromiumOptions, OFFLINE } from '../browser.ts';
import { freePort } from '../free-port.ts';
import { expect, test } from './offline.ts';

// Marketers edit on a laptop. In Chromium's headless shell, the requests of the popup the editor opens for GitHub pass
// none of the context's routes (the stubbed GitHub is never asked, and the browser looks the host up): this file runs
// in the full Chromium when the system has it (tests/browser.ts).
test.use({ ...devices['Desktop Chrome'], launchOptions: fullChromiumOptions([OFFLINE]) });

// The editor's "Sign In with GitHub" through the site's own /api/auth, as Sveltia CMS runs it: a popup to the
// endpoint, GitHub's authorize page (stubbed: it sends the browser back with a code), the callback's token exchange
// (stubbed GitHub on the server), and the token handed to the editor window by the callback page's message.
const client = { clientId: 'Iv1.e2e-client', clientSecret: 'e2e-secret' };
const githubFetch = (async (url: string | URL | Request) =>
  String(url) === 'https://github.com/login/oauth/access_token'
    ? Response.json({ access_token: 'gho_e2e_token', token_type: 'bearer' })
    : new Response('{}', { status: 404 })) as typeof fetch;

test('Sign In with GitHub hands the editor a token through /api/auth, the callback page under its own policy', async ({
  page,
  context,
}) => {
  const origin = `http://127.0.0.1:${await freePort()}`;
  // GitHub sends the browser back to the site's address (SITE_URL): this server's.
  const server = createServer(path.resolve('dist/client'), {
    dataDir: path.resolve('.data/e2e-sign-in'),
    githubFetch,
    env: { SITE_URL: origin, GITHUB_OAUTH_CLIENT_ID: client.clientId, GITHUB_OAUTH_CLIENT_SECRET: client.clientSecret },
  }).listen(Number(new URL(origin).port), '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const problems: string[] = [];
    context.on('console', (m) => {
      if (m.type() === 'error' && m.page()?.url().includes('/api/auth/callback')) problems.push(m.text());
    });
    // This server is another origin than the one the browser tests are pointed at: let it through.
    await context.route(
      (url) => url.origin === origin && url.pathname !== '/admin/config.yml',
      (route) => route.continue(),
    );
    await page.route(
      (url) => url.origin === origin && url.pathname === '/admin/config.yml',
      async (route) => {
        const response = await route.fetch();
        const config = parse(await response.text());
        config.backend.base_url = origin;
        await route.fulfill({ response, body: stringify(config) });
      },
    );
    let authorize: URL | undefined;
    await context.route('https://github.com/login/oauth/authorize?*', async (route) => {
      authorize = new URL(route.request().url());
      const back = new URL(authorize.searchParams.get('redirect_uri')!);
      back.search = new URLSearchParams({ code: 'e2e-code', state: authorize.searchParams.get('state')! }).toString();
      await route.fulfill({ status: 302, headers: { Location: back.href } });
    });
    // The editor's first call with the token it was handed: GitHub's user.
    const signedIn = context.waitForEvent('request', (r) => r.url() === 'https://api.github.com/user');
    const callback = context.waitForEvent('response', (r) => r.url().startsWith(`${origin}/api/auth/callback`));
    await page.goto(`${origin}/admin/`);
    await page.getByRole('button', { name: /Sign In with .*GitHub/ }).click();
    const answer = await callback;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-[^' ]+'; /);
    expect(authorize?.searchParams.get('client_id')).toBe(client.clientId);
    expect((await signedIn).headers().authorization).toMatch(/^(token|Bearer) gho_e2e_token$/);
    expect(problems).toEqual([]);
  } finally {
    server.close();
  }
});
