import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { adminContentSecurityPolicy, baseHeaders } from '../../src/lib/serving-rules.ts';
import { launchOptions } from '../browser.ts';
import { cities, plainCityPages, projectNotFound, routes } from '../content.ts';
import { en } from '../copy.ts';
import {
  browserApplication,
  browserQuote,
  fillQuoteForm,
  sendApplicationForm,
  sendNewsletterForm,
} from '../forms-in-browser.ts';
import { freePort } from '../free-port.ts';
import { MARKER, photoWithLocation } from '../photos.ts';
import { stopTree } from '../stop-servers.ts';
import { canonicalPath, DIST, sitemapPaths } from './site-urls.ts';

// The built site (dist/client, as `npm run build` leaves it for Cloudflare Pages) served by Cloudflare's own local
// runtime, `wrangler pages dev`, configured by wrangler.toml: what a deploy would answer, checked URL by URL.
const ROOT = path.resolve(import.meta.dirname, '../..');
let wrangler: ChildProcess;
// The lead e-mail Worker (workers/leads-mail/), run by `wrangler dev` beside the Pages project, which reaches it
// through the LEADS_EMAIL binding; wrangler's own registry of local Workers is kept in the test's folder.
let mailWorker: ChildProcess;
const bin = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const state = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-state-'));
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CI: '1',
  WRANGLER_REGISTRY_PATH: path.join(state, 'registry'),
};
const leads = {
  LEADS_EMAIL_TO: 'owner@example.com',
  LEADS_EMAIL_FROM: 'site@example.com',
  PHOTO_LINK_SECRET: 'cloudflare-test-secret',
};
let origin = '';
let log = '';
let mailLog = '';
const STATS_TOKEN = 'cloudflare-stats-token';

beforeAll(async () => {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/client is missing: run `npm run build` first.');
  const [port, inspector] = [await freePort(), await freePort()];
  origin = `http://127.0.0.1:${port}`;
  // The forms' D1 database, emulated locally in a fresh folder and migrated as a deploy is (migrations/).
  execFileSync(
    process.execPath,
    [bin, 'd1', 'migrations', 'apply', 'florida-forms', '--local', '--persist-to', state],
    { cwd: ROOT, env, stdio: 'pipe' },
  );
  const [mailPort, mailInspector] = [await freePort(), await freePort()];
  mailWorker = spawn(
    process.execPath,
    [
      bin,
      'dev',
      '-c',
      'workers/leads-mail/wrangler.toml',
      '--ip',
      '127.0.0.1',
      '--port',
      String(mailPort),
      '--inspector-port',
      String(mailInspector),
      '--persist-to',
      state,
    ],
    { cwd: ROOT, detached: true, env },
  );
  mailWorker.stdout?.on('data', (d) => (mailLog += d));
  mailWorker.stderr?.on('data', (d) => (mailLog += d));
  const owner = {
    ...leads,
    STATS_TOKEN,
    GITHUB_OAUTH_CLIENT_ID: 'Iv1.cloudflare',
    GITHUB_OAUTH_CLIENT_SECRET: 'cloudflare-secret',
  };
  const settings = Object.entries(owner).flatMap(([k, v]) => ['--binding', `${k}=${v}`]);
  wrangler = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--persist-to',
      state,
      ...settings,
    ],
    {
      cwd: ROOT,
      detached: true,
      env,
    },
  );
  wrangler.stdout?.on('data', (d) => (log += d));
  wrangler.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline || wrangler.exitCode !== null)
      throw new Error(`wrangler pages dev did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 90_000);

afterAll(async () => {
  for (const child of [wrangler, mailWorker]) if (child) await stopTree(child);
  fs.rmSync(state, { recursive: true, force: true });
});

/** Rows of the local D1 database, read through wrangler as `npm run export:forms -- --d1 local` reads them. */
function d1Rows(sql: string): Record<string, unknown>[] {
  const out = execFileSync(
    process.execPath,
    [bin, 'd1', 'execute', 'florida-forms', '--local', '--persist-to', state, '--json', '--command', sql],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  return (JSON.parse(out) as { results: Record<string, unknown>[] }[])[0].results;
}

const get = (p: string) => fetch(`${origin}${p}`, { redirect: 'manual' });
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '');

describe('Cloudflare Pages (wrangler pages dev)', () => {
  it('gets no _redirects file: Cloudflare would run its rules before the pages', () => {
    expect(fs.existsSync(path.join(DIST, '_redirects'))).toBe(false);
    expect(log).not.toMatch(/Invalid|invalid header/);
  });

  it('answers every sitemap URL itself: 200, no redirect, the page whose canonical it is', async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (p) => {
          const res = await get(p);
          const html = await res.text();
          if (res.status !== 200) wrong.push(`${p}: ${res.status} ${res.headers.get('location') ?? ''}`);
          else if (canonicalPath(html) !== p) wrong.push(`${p}: serves the page of ${canonicalPath(html)}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('shows a city page with its own city', async () => {
    const city = cities.find((c) => c.citySlug === 'boca-raton-fl')!;
    const html = await (await get(`/service-areas/${city.citySlug}`)).text();
    expect(h1(html)).toContain(city.cityName);
  });

  it('answers an unknown path 404 with the not-found page', async () => {
    for (const p of ['/no-such-page', '/no/such/page']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain(en.notFound.heading);
    }
  });

  it('answers an unknown Spanish address 404 with the Spanish not-found page, and serves the Spanish pages', async () => {
    for (const p of ['/es/no-existe', '/es/areas-de-servicio/springfield']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      const html = await res.text();
      expect(html, p).toContain('<html lang="es"');
      expect(html, p).toContain(messages.es!.notFound.heading);
    }
    for (const r of routes.filter((x) => x.locale === 'es' && x.kind !== 'city').slice(0, 5)) {
      const res = await get(r.url);
      expect(res.status, r.url).toBe(200);
      expect(await res.text(), r.url).toContain('<html lang="es"');
    }
  });

  it("answers an unknown city 404 with the generic page for 'South Florida'", async () => {
    const res = await get('/service-areas/springfield');
    expect(res.status).toBe(404);
    expect(h1(await res.text())).toBe(plainCityPages._fallback.heading);
  });

  it('answers an unknown project 404 with the page that replaces itself with /portfolio', async () => {
    const res = await get('/portfolio/no-such-project');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/portfolio"');
    expect(html).toContain('data-replace-location="/portfolio"');
    expect(h1(html)).toBe(projectNotFound.heading);
  });

  it('redirects a trailing slash to the one URL of the page', async () => {
    const res = await get('/about/');
    expect([301, 308]).toContain(res.status);
    expect(new URL(res.headers.get('location')!, origin).pathname).toBe('/about');
  });

  it('sends the security headers, one policy per response, the editor its own', async () => {
    for (const p of [
      '/',
      '/about',
      '/portfolio',
      '/service-areas/boca-raton-fl',
      '/service-areas/springfield',
      '/portfolio/no-such-project',
    ]) {
      const headers = (await get(p)).headers;
      expect(headers.get('content-security-policy'), p).toMatch(/^default-src 'self'; script-src 'self'/);
      expect(headers.get('content-security-policy'), p).not.toContain(',');
      expect(headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(headers.get('strict-transport-security'), p).toContain('max-age=');
    }
    expect((await get('/admin/')).headers.get('content-security-policy')).toBe(adminContentSecurityPolicy);
    expect((await get('/admin/')).headers.get('x-robots-tag')).toBe('noindex');
    const asset = fs.readdirSync(path.join(DIST, 'assets/static')).find((f) => f.endsWith('.css'));
    if (asset) expect((await get(`/assets/static/${asset}`)).headers.get('cache-control')).toContain('immutable');
  });

  it("sends the site's headers and one policy on every answer, unknown addresses and redirects included; the editor keeps its own", async () => {
    const sitePolicy = (await get('/')).headers.get('content-security-policy');
    expect(sitePolicy).toMatch(/^default-src 'self'; script-src 'self'/);
    const wrong: string[] = [];
    for (const p of [
      '/nope',
      '/a/b/c/nope',
      '/es/nope',
      '/es/a/b/c/nope',
      '/about/',
      '/es/no-existe/',
      '/assets/nope.js',
    ]) {
      const headers = (await get(p)).headers;
      if (headers.get('content-security-policy') !== sitePolicy)
        wrong.push(`${p}: ${headers.get('content-security-policy')}`);
      for (const [k, v] of Object.entries(baseHeaders))
        if (headers.get(k) !== v) wrong.push(`${p}: ${k} ${headers.get(k)}`);
    }
    expect(wrong).toEqual([]);
    for (const p of ['/admin/', '/admin/nope']) {
      const headers = (await get(p)).headers;
      expect(headers.get('content-security-policy'), p).toBe(adminContentSecurityPolicy);
      expect(headers.get('x-content-type-options'), p).toBe('nosniff');
    }
  });

  it('runs the form handler as a Pages Function for /api/* only, and stores both forms sent in Chromium in D1', async () => {
    expect(JSON.parse(fs.readFileSync(path.join(DIST, '_routes.json'), 'utf8')).include).toEqual(['/api/*']);
    const browser = await chromium.launch(launchOptions());
    try {
      const page = await browser.newPage();
      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      expect(await sendApplicationForm(page, origin, `cf-apply-${stamp}@example.com`)).toBe(201);
      expect(await sendNewsletterForm(page, origin, `cf-news-${stamp}@example.com`)).toBe(201);
      const [application] = d1Rows(`SELECT * FROM applications WHERE email = 'cf-apply-${stamp}@example.com'`);
      expect(application).toMatchObject({
        fullName: browserApplication.fullName,
        skillAreas: JSON.stringify(browserApplication.skillAreas),
        contractorAgreement: 1,
      });
      expect(d1Rows(`SELECT email FROM newsletter WHERE email = 'cf-news-${stamp}@example.com'`)).toHaveLength(1);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('takes a quote request with two photos sent in Chromium: D1 row, photos in R2, the owner e-mailed through the LEADS_EMAIL binding', async () => {
    const browser = await chromium.launch(launchOptions());
    const email = `cf-quote-${Date.now()}@example.com`;
    try {
      const page = await browser.newPage();
      const photo = async (name: string, format: 'jpeg' | 'png') => ({
        name,
        mimeType: `image/${format}`,
        buffer: await photoWithLocation(format, 2400, 1800),
      });
      const { send } = await fillQuoteForm(page, origin, email, [
        await photo('a.jpg', 'jpeg'),
        await photo('b.png', 'png'),
      ]);
      expect(await send()).toBe(201);
    } finally {
      await browser.close();
    }
    const [row] = d1Rows(`SELECT * FROM quote WHERE email = '${email}'`);
    expect(row).toMatchObject({ name: browserQuote.name, service: browserQuote.service });
    expect(JSON.parse(String(row.photos))).toHaveLength(2);
    // Wrangler's stand-in for the Email Service writes each message to files and logs their paths.
    const subject = `Subject: ${messages.en.leadEmail.forms.quote}: ${browserQuote.name}, ${browserQuote.address}`;
    await expect.poll(() => mailLog.includes(subject), { timeout: 30_000 }).toBe(true);
    const block = mailLog.slice(mailLog.indexOf(subject));
    const html = fs.readFileSync(/HTML: (\S+)/.exec(block)![1], 'utf8');
    expect(html).toContain('href="tel:5615550188"');
    const links = [...html.matchAll(/href="([^"]*\/api\/photos\/[^"]*)"/g)].map((m) => m[1].replace(/&#38;/g, '&'));
    expect(links).toHaveLength(2);
    for (const link of links) {
      const res = await fetch(link);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).includes(MARKER)).toBe(false);
      expect((await fetch(link.replace(/\?.*/, ''))).status).toBe(403);
    }
    // The technician application sent in the test before is e-mailed the same way.
    expect(mailLog).toContain(`Subject: ${messages.en.leadEmail.forms.applications}: ${browserApplication.fullName}`);
    await expect
      .poll(() => d1Rows(`SELECT emailedAt FROM quote WHERE email = '${email}'`)[0].emailedAt)
      .toEqual(expect.any(String));
  }, 120_000);

  it("answers the form handler's refusals in the Cloudflare runtime: 422, 413, 403, 405, with its own headers", async () => {
    const send = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin, ...headers },
        body,
      });
    const invalid = await send('{"email":"nope"}');
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).fields).toEqual(['email']);
    expect(invalid.headers.get('x-content-type-options')).toBe('nosniff');
    expect(invalid.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await send(JSON.stringify({ email: `${'x'.repeat(20_000)}@example.com` }))).status).toBe(413);
    expect(
      (
        await send('email=a%40example.com', {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    expect((await fetch(`${origin}/api/newsletter`)).status).toBe(405);
  });

  it('counts a page view sent by the page in Chromium and a beacon in D1, and shows them to STATS_TOKEN', async () => {
    const city = routes.find((r) => r.kind === 'city')!;
    const count = (event: string) =>
      Number(d1Rows(`SELECT count FROM events WHERE path = '${city.url}' AND event = '${event}'`)[0]?.count ?? 0);
    const browser = await chromium.launch(launchOptions());
    try {
      const page = await browser.newPage();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/events'));
      await page.goto(`${origin}${city.url}`);
      expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ e: 'view', p: city.url });
      await expect.poll(() => count('view'), { timeout: 10_000 }).toBe(1);
    } finally {
      await browser.close();
    }
    const beacon = (body: unknown) =>
      fetch(`${origin}/api/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin },
        body: JSON.stringify(body),
      });
    expect((await beacon({ e: 'tel', p: city.url })).status).toBe(204);
    expect((await beacon({ e: 'tel', p: '/wp-login.php' })).status).toBe(422);
    expect(d1Rows(`SELECT city, count FROM events WHERE path = '${city.url}' AND event = 'tel'`)).toEqual([
      { city: city.id, count: 1 },
    ]);
    expect((await fetch(`${origin}/api/stats`)).status).toBe(401);
    const stats = await fetch(`${origin}/api/stats`, { headers: { Authorization: `Bearer ${STATS_TOKEN}` } });
    expect(stats.status).toBe(200);
    expect((await stats.json()).cities).toContainEqual({
      city: city.id,
      counts: expect.objectContaining({ view: 1, tel: 1 }),
    });
  }, 60_000);
  it("starts the editor's GitHub sign-in at /api/auth and refuses a callback it did not start", async () => {
    const res = await get('/api/auth?provider=github&scope=repo,user');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(to.searchParams.get('client_id')).toBe('Iv1.cloudflare');
    expect(to.searchParams.get('redirect_uri')).toBe(`${origin}/api/auth/callback`);
    const refused = await get(`/api/auth/callback?code=x&state=${to.searchParams.get('state')}`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'sha256-/);
  });
});
