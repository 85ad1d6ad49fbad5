import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { messages } from '../../src/content/messages.ts';
import { escapeHtml, HONEYPOT } from '../../src/lib/forms/form-entries.ts';
import { application, SKILLS } from './application.ts';

// The form handler behind `npm start` (src/server/forms-app.ts with node:sqlite): valid entries stored as rows,
// invalid, oversized, cross-site and too frequent ones refused, none lost, the server alive after a failed write.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-'));
// The handler does not need a built site: an empty folder stands in for dist/client. A hundred posts at once come from
// one address here, past the connections it may hold (tests/serve/connections.int.test.ts checks that limit).
const server = createServer(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), {
  dataDir,
  env: { FORMS_RATE_LIMIT: '1000' },
  connectionsPerAddress: 1000,
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (p: string, body: string, type = 'application/json', headers: Record<string, string> = {}) =>
  fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': type, Accept: 'application/json', Origin: base, ...headers },
    body,
  });
const rows = (table: string) => {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

describe('form handler on npm start', () => {
  it('accepts a valid application and stores it as a row', async () => {
    const res = await post('/api/applications', JSON.stringify(application(0)));
    expect(res.status).toBe(201);
    expect(rows('applications').at(-1)).toMatchObject({
      fullName: 'Applicant 0',
      skillAreas: JSON.stringify(SKILLS),
      contractorAgreement: 1,
      notifiedAt: null,
      receivedAt: expect.any(String),
    });
  });
  it('refuses an application without the agreement, naming the field', async () => {
    const res = await post('/api/applications', JSON.stringify({ ...application(1), contractorAgreement: false }));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual(['contractorAgreement']);
  });
  it('refuses a filled honeypot without naming it anywhere in the answer', async () => {
    const before = rows('applications').length;
    const res = await post(
      '/api/applications',
      JSON.stringify({ ...application(2), [HONEYPOT]: 'http://spam.example' }),
    );
    expect(res.status).toBe(422);
    expect(await res.text()).not.toContain(HONEYPOT);
    expect(rows('applications')).toHaveLength(before);
  });
  it('refuses a body over the size limit with 413', async () => {
    const res = await post('/api/applications', JSON.stringify({ ...application(3), city: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
  });
  it('refuses a post from another site with 403 (Origin, Sec-Fetch-Site)', async () => {
    const body = new URLSearchParams({ email: 'x@example.com' }).toString();
    expect(
      (await post('/api/newsletter', body, 'application/x-www-form-urlencoded', { Origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect(
      (
        await post('/api/newsletter', body, 'application/x-www-form-urlencoded', {
          Origin: 'null',
          'Sec-Fetch-Site': 'cross-site',
        })
      ).status,
    ).toBe(403);
  });
  it('answers other methods on a form with 405', async () => {
    const res = await fetch(`${base}/api/newsletter`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
  it('keeps every one of many concurrent applications, each its own row', async () => {
    const before = rows('applications').length;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post('/api/applications', JSON.stringify(application(100 + i)))),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const after = rows('applications');
    expect(after.length - before).toBe(100);
    expect(new Set(after.map((a) => a.email)).size).toBe(after.length);
  }, 60_000);
  it('takes a plain form post (no JavaScript) and answers with a page', async () => {
    const res = await post('/api/newsletter', 'email=reader%40example.com', 'application/x-www-form-urlencoded', {
      Accept: 'text/html',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain(escapeHtml(messages.en.forms.newsletterOk));
    expect(rows('newsletter').at(-1)).toMatchObject({ email: 'reader@example.com' });
  });
  it('takes the application form posted without JavaScript: check boxes as lists, the agreement as true', async () => {
    const form = new URLSearchParams([
      ['fullName', 'Plain Poster'],
      ['phone', '(561) 555-0199'],
      ['email', 'plain@example.com'],
      ['city', 'true'],
      ['experience', ''],
      ...SKILLS.map((s) => ['skillAreas', s]),
      ['availability', 'evenings'],
      ['transportation', 'no'],
      ['referralSource', ''],
      [HONEYPOT, ''],
      ['contractorAgreement', 'true'],
    ]);
    const res = await post('/api/applications', form.toString(), 'application/x-www-form-urlencoded', {
      Accept: 'text/html',
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toContain(escapeHtml(messages.en.forms.applicationOk));
    // "true" becomes true only in the boolean field: the city called "true" stays text.
    expect(rows('applications').at(-1)).toMatchObject({
      email: 'plain@example.com',
      city: 'true',
      skillAreas: JSON.stringify(SKILLS),
      contractorAgreement: 1,
      experience: '',
    });
  });
  it('answers a plain post without the agreement with a page naming it, and stores nothing', async () => {
    const before = rows('applications').length;
    const body = new URLSearchParams({
      fullName: 'No Agreement',
      phone: '5615550100',
      email: 'no@example.com',
      city: 'Jupiter',
    }).toString();
    const res = await post('/api/applications', body, 'application/x-www-form-urlencoded', { Accept: 'text/html' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('contractorAgreement');
    expect(rows('applications')).toHaveLength(before);
  });
  it('refuses an invalid e-mail address', async () => {
    const res = await post('/api/newsletter', JSON.stringify({ email: 'not-an-address' }));
    expect(res.status).toBe(422);
  });
  it("answers a newsletter address it refuses, posted without JavaScript, with the page's own words in its language", async () => {
    for (const [query, locale] of [
      ['', 'en'],
      ['?locale=es', 'es'],
    ] as const) {
      const res = await post(`/api/newsletter${query}`, 'email=bob%40gmail', 'application/x-www-form-urlencoded', {
        Accept: 'text/html',
      });
      expect(res.status).toBe(422);
      const text = await res.text();
      expect(text).toContain(escapeHtml(messages[locale]!.newsletter.invalid));
      expect(text).not.toContain('check email');
    }
  });
  it('escapes U+2028 and U+2029 in the JSON it writes', async () => {
    const res = await post('/api/applications', JSON.stringify({ ...application(9), contractorAgreement: 'x\u2028y' }));
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).not.toMatch(/[\u2028\u2029]/);
  });
  it('answers 503 when the database cannot write, stores the entry once it can, and keeps serving', async () => {
    const lock = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { timeout: 0 });
    lock.exec('BEGIN EXCLUSIVE');
    try {
      const res = await post('/api/newsletter', JSON.stringify({ email: 'locked@example.com' }));
      expect(res.status).toBe(503);
      expect((await res.json()).message).toContain('again');
    } finally {
      lock.exec('ROLLBACK');
      lock.close();
    }
    expect((await post('/api/newsletter', JSON.stringify({ email: 'locked@example.com' }))).status).toBe(201);
    expect(rows('newsletter').at(-1)).toMatchObject({ email: 'locked@example.com' });
  }, 15_000);
});
