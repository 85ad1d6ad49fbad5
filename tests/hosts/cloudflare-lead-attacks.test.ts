// The attacks on leads of tests/serve/ (site-links, form-leads, stats-sign-in) in Cloudflare's local runtime (wrangler
// pages dev, D1 and the LEADS_EMAIL binding): a forged Host writes none of the owner's links, a double tap is one
// lead, both e-mails of a quote with an address (the owner's and the visitor's confirmation) go out through the
// e-mail Worker, and guesses of the stats token are cut off without reaching GitHub.
import fs from 'node:fs';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { SIGN_IN_RATE_LIMIT } from '../../src/server/access/stats-access.ts';
import { clearOfRateWindowEnd } from '../rate-window.ts';
import { quoteFields } from '../serve/quote-request.ts';
import { cloudflareForThisFile, d1Rows } from './cloudflare-runtime.ts';

const cf = cloudflareForThisFile();
const EVIL = 'evil.example';

/** A JSON post sent with the `Host` an attacker chooses (fetch() sets its own), and the matching Origin. */
const postAs = (host: string, form: string, body: unknown) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(cf.origin);
    const data = JSON.stringify(body);
    const req = http.request(
      {
        hostname,
        port,
        method: 'POST',
        path: `/api/${form}`,
        headers: {
          Host: host,
          Origin: `http://${host}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(data),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });

describe("attacks on leads in Cloudflare's runtime", () => {
  it("writes the owner's e-mail with the site's address, never the request's Host", async () => {
    const name = `Forged Host ${Date.now()}`;
    expect(await postAs(EVIL, 'quote', quoteFields(name))).toBe(201);
    // The subject ends with the visitor's name (src/lib/leads/lead-email.ts).
    const subject = new RegExp(`Subject: [^\\n]* · ${name}`);
    await expect.poll(() => subject.test(cf.log), { timeout: 30_000 }).toBe(true);
    const block = cf.log.slice(cf.log.search(subject));
    const files = [...block.matchAll(/(?:Text|HTML): (\S+)/g)].slice(0, 2).map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const mail = fs.readFileSync(file, 'utf8');
      expect(mail).not.toContain(EVIL);
      expect(mail).toContain(cf.origin);
    }
  }, 60_000);
  it("sends the owner's e-mail Reply-To the visitor, and the visitor's confirmation, through the e-mail Worker", async () => {
    const name = `With Mail ${Date.now()}`;
    expect(await postAs(new URL(cf.origin).host, 'quote', { ...quoteFields(name), email: 'maria@example.com' })).toBe(
      201,
    );
    // The Email Service binding takes the messages' replyTo (a field it refused would fail the send with 502); the
    // local runtime's log shows From, To and Subject only, so the header itself is checked over SMTP
    // (tests/serve/quote-mail.int.test.ts).
    const confirmation = messages.en.confirmationEmail.subject.replace(' {reference}', '');
    const sent = new RegExp(`To: maria@example\\.com\\nSubject: ${confirmation} [2-9A-Z]{3}-[2-9A-Z]{3}\\n`);
    await expect.poll(() => sent.test(cf.log), { timeout: 30_000 }).toBe(true);
    expect(cf.log).toMatch(new RegExp(`To: owner@example\\.com\\nSubject: [^\\n]* · ${name}\\n`));
  }, 60_000);
  it('stores a form sent twice (a double tap) once', async () => {
    const name = `Double Tap ${Date.now()}`;
    const send = () =>
      fetch(`${cf.origin}/api/quote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: cf.origin },
        body: JSON.stringify(quoteFields(name)),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect(d1Rows(`SELECT id FROM quote WHERE name = '${name}'`)).toHaveLength(1);
  }, 30_000);
  it('refuses guesses of the stats token past the limit, without asking GitHub', async () => {
    await clearOfRateWindowEnd();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT + 1; i++)
      statuses.push(
        (await fetch(`${cf.origin}/api/stats`, { headers: { Authorization: `Bearer wrong-guess-${i}` } })).status,
      );
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(cf.log).not.toMatch(/api\.github\.com/);
  }, 30_000);
});
