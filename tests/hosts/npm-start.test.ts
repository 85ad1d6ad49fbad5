import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, site } from '../../src/content/content.ts';
import { messages } from '../../src/content/messages.ts';
import { routes } from '../../src/content/routes.ts';
import { freePort } from '../free-port.ts';
import { MARKER, photoWithLocation } from '../photos.ts';
import { smtpInbox } from '../smtp.ts';
import { DIST } from './site-urls.ts';

// `npm start` as the owner runs it (a real process, the built site, SMTP_URL set): a quote request posted with two
// photos reaches the SMTP server inside this test within a minute, with links that open the photos.
const ROOT = path.resolve(import.meta.dirname, '../..');
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let start: ChildProcess;
let origin = '';
let log = '';

beforeAll(async () => {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/client is missing: run `npm run build` first.');
  inbox = await smtpInbox();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  start = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: origin,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      LEADS_EMAIL_TO: 'owner@example.com',
      LEADS_EMAIL_FROM: 'site@example.com',
      PHOTO_LINK_SECRET: 'npm-start-secret',
    },
  });
  start.stdout?.on('data', (d) => (log += d));
  start.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || start.exitCode !== null) throw new Error(`npm start did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  if (start?.pid && start.exitCode === null) {
    const exited = new Promise((r) => start.once('exit', r));
    process.kill(-start.pid, 'SIGTERM');
    await exited;
  }
  await inbox?.close();
});

describe('npm start e-mails the owner', () => {
  it('a quote request with two photos arrives by SMTP within a minute, its photo links open, and it is marked e-mailed', async () => {
    const email = `start-${Date.now()}@example.com`;
    const body = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Real Process',
      phone: '561-555-0199',
      email,
      address: 'Wellington',
      service: 'doors',
      details: 'A sticking front door.',
    }))
      body.append(k, v);
    body.append('photos', new Blob([new Uint8Array(await photoWithLocation('jpeg'))], { type: 'image/jpeg' }), 'a.jpg');
    body.append(
      'photos',
      new Blob([new Uint8Array(await photoWithLocation('webp'))], { type: 'image/webp' }),
      'b.webp',
    );
    const sentAt = Date.now();
    const res = await fetch(`${origin}/api/quote`, { method: 'POST', headers: { Origin: origin }, body });
    expect(res.status).toBe(201);
    // Entries stored earlier by other tests without e-mail go out first: wait for this one.
    const mine = () => inbox.received.find((m) => m.subject?.includes('Real Process'));
    await expect.poll(mine, { timeout: 60_000 }).toBeDefined();
    const mail = mine()!;
    expect(Date.now() - sentAt).toBeLessThan(60_000);
    // The work order's subject: reference, place, the service in the form's words, the name.
    const doors = services.find((s) => s.slug === 'doors')!.title;
    expect(mail.subject).toMatch(
      new RegExp(
        `^${messages.en.leadEmail.subjects.quote.replace('{reference}', '[0-9A-Z]{3}-[0-9A-Z]{3}')} · Wellington · ${doors} · Real Process$`,
      ),
    );
    expect(mail.text).toContain('tel:5615550199');
    const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+\/api\/photos\/\S+/g)].map((m) => m[0]);
    expect(links).toHaveLength(2);
    for (const link of links) {
      const photo = await fetch(link);
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer()).includes(MARKER)).toBe(false);
    }
    const emailedAt = () => {
      const db = new DatabaseSync(path.join(ROOT, '.data/forms.sqlite'), { readOnly: true });
      try {
        return db.prepare('SELECT emailedAt FROM quote WHERE email = ?').get(email)?.emailedAt;
      } finally {
        db.close();
      }
    };
    await expect.poll(emailedAt).toEqual(expect.any(String));
  }, 90_000);
});

describe('npm start serves the route list', () => {
  // Every address of the route list through npm start's rules: a page that the browser tests do not open still
  // answers (it was a browser test, a request through Playwright's driver for each of some 500 pages).
  it('answers every page of the route list with 200 and its own HTML, its canonical on the site', async () => {
    const failed: string[] = [];
    for (const route of routes) {
      const response = await fetch(`${origin}${route.url}`, { redirect: 'manual' });
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
      if (response.status !== 200 || !canonical?.startsWith(site.baseUrl))
        failed.push(`${route.url}: ${response.status}, canonical ${canonical}`);
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(failed).toEqual([]);
  }, 60_000);
});
