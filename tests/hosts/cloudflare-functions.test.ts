// The form handler, counts and sign-in as Pages Functions, with D1, R2 and the lead e-mail binding, in wrangler pages dev.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { launchOptions } from '../browser.ts';
import { routes } from '../content.ts';
import {
  browserApplication,
  browserQuote,
  fillQuoteForm,
  sendApplicationForm,
  sendNewsletterForm,
} from '../forms-in-browser.ts';
import { MARKER, photoWithLocation } from '../photos.ts';
import { cloudflareForThisFile, d1Rows, STATS_TOKEN } from './cloudflare-runtime.ts';
import { DIST } from './site-urls.ts';

const cf = cloudflareForThisFile();
const get = (p: string) => fetch(`${cf.origin}${p}`, { redirect: 'manual' });

describe('Cloudflare Pages Functions (wrangler pages dev)', () => {
  it('runs the form handler as a Pages Function for /api/* only, and stores both forms sent in Chromium in D1', async () => {
    expect(JSON.parse(fs.readFileSync(path.join(DIST, '_routes.json'), 'utf8')).include).toEqual(['/api/*']);
    const browser = await chromium.launch(launchOptions());
    try {
      const page = await browser.newPage();
      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      expect(await sendApplicationForm(page, cf.origin, `cf-apply-${stamp}@example.com`)).toBe(201);
      expect(await sendNewsletterForm(page, cf.origin, `cf-news-${stamp}@example.com`)).toBe(201);
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
      const { send } = await fillQuoteForm(page, cf.origin, email, [
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
    // The work order's subject: its reference first, the visitor's name last.
    const reference = '[0-9A-Z]{3}-[0-9A-Z]{3}';
    const subject = new RegExp(
      `Subject: ${messages.en.leadEmail.subjects.quote.replace('{reference}', reference)} · [^\\n]*${browserQuote.name}`,
    );
    await expect.poll(() => subject.test(cf.log), { timeout: 30_000 }).toBe(true);
    const block = cf.log.slice(cf.log.search(subject));
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
    expect(cf.log).toMatch(
      new RegExp(`Subject: ${messages.en.leadEmail.subjects.applications}[^\\n]*${browserApplication.fullName}`),
    );
    await expect
      .poll(() => d1Rows(`SELECT emailedAt FROM quote WHERE email = '${email}'`)[0].emailedAt)
      .toEqual(expect.any(String));
  }, 120_000);

  it("answers the form handler's refusals in the Cloudflare runtime: 422, 413, 403, 405, with its own headers", async () => {
    const send = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${cf.origin}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: cf.origin, ...headers },
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
    expect((await fetch(`${cf.origin}/api/newsletter`)).status).toBe(405);
  });

  it('counts a page view sent by the page in Chromium and a beacon in D1, and shows them to STATS_TOKEN', async () => {
    const city = routes.find((r) => r.kind === 'city')!;
    const count = (event: string) =>
      Number(d1Rows(`SELECT count FROM events WHERE path = '${city.url}' AND event = '${event}'`)[0]?.count ?? 0);
    const browser = await chromium.launch(launchOptions());
    try {
      const page = await browser.newPage();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/events'));
      await page.goto(`${cf.origin}${city.url}`);
      expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ e: 'view', p: city.url });
      await expect.poll(() => count('view'), { timeout: 10_000 }).toBe(1);
    } finally {
      await browser.close();
    }
    const beacon = (body: unknown) =>
      fetch(`${cf.origin}/api/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: cf.origin },
        body: JSON.stringify(body),
      });
    expect((await beacon({ e: 'tel', p: city.url })).status).toBe(204);
    expect((await beacon({ e: 'tel', p: '/wp-login.php' })).status).toBe(422);
    expect(d1Rows(`SELECT city, count FROM events WHERE path = '${city.url}' AND event = 'tel'`)).toEqual([
      { city: city.id, count: 1 },
    ]);
    expect((await fetch(`${cf.origin}/api/stats`)).status).toBe(401);
    const stats = await fetch(`${cf.origin}/api/stats`, { headers: { Authorization: `Bearer ${STATS_TOKEN}` } });
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
    expect(to.searchParams.get('redirect_uri')).toBe(`${cf.origin}/api/auth/callback`);
    const refused = await get(`/api/auth/callback?code=x&state=${to.searchParams.get('state')}`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'sha256-/);
  });
});
