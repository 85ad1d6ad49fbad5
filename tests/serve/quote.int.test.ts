import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { messages } from '../../src/content/messages.ts';
import { services } from '../../src/lib/content.ts';
import { jobsOf } from '../../src/lib/prices/price-guide.ts';
import { MAX_PHOTOS } from '../../src/lib/quote/quote-form.ts';
import { freePort } from '../free-port.ts';
import { MARKER, photoWithLocation } from '../photos.ts';
import { smtpInbox } from '../smtp.ts';
import { env, multipart, quoteFields } from './quote-request.ts';

// The quote request on the handler of `npm start` (node:sqlite, photos in a folder, e-mail by SMTP to a server
// inside the test): stored with its photos cleaned, refused photos named, photos served to signed links only, the
// owner e-mailed, and an e-mail that could not go out sent once the SMTP server is back.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-'));
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let server: ReturnType<typeof createServer>;
let base = '';

beforeAll(async () => {
  inbox = await smtpInbox();
  base = `http://127.0.0.1:${await freePort()}`;
  server = createServer(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), {
    dataDir,
    // The e-mail's photo links start with the site's address (SITE_URL): this server's.
    env: { ...env, FORMS_RATE_LIMIT: '1000', SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, SITE_URL: base },
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(base).port), '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await inbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (body: FormData | string, accept = 'application/json', type?: string) =>
  fetch(`${base}/api/quote`, {
    method: 'POST',
    headers: { Accept: accept, Origin: base, ...(type ? { 'Content-Type': type } : {}) },
    body,
  });
const rows = () => {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT * FROM quote ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

describe('quote request on npm start', () => {
  it('stores a multipart post with two photos, their location data removed, and e-mails the owner with links to them', async () => {
    const photos = [
      { bytes: await photoWithLocation('jpeg'), name: 'kitchen.jpg' },
      { bytes: await photoWithLocation('png'), name: 'wall.png', type: 'image/png' },
    ];
    const res = await post(multipart(quoteFields('Maria <b>Lopez</b>'), photos));
    expect(res.status).toBe(201);
    const row = rows().at(-1)!;
    // HTML typed is dropped before the entry is stored (src/lib/forms/plain-text.ts); its text stays.
    expect(row).toMatchObject({
      name: 'Maria Lopez',
      service: 'painting',
      page: '/services/painting',
      notifiedAt: null,
    });
    const keys = JSON.parse(String(row.photos)) as string[];
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(fs.readFileSync(path.join(dataDir, 'photos', key)).includes(MARKER)).toBe(false);

    const [mail] = await inbox.until(1);
    expect(mail.to?.[0].address).toBe('owner@example.com');
    expect(mail.from?.address).toBe('site@example.com');
    // The subject to scan in a list: reference, place, the service's title (not its slug) and the name, on one line.
    expect(mail.subject).toMatch(
      /^Quote [2-9A-Z]{3}-[2-9A-Z]{3} · 12 Palm Way, Boca Raton · Painting Services · Maria Lopez$/,
    );
    expect(mail.html).toContain('Maria Lopez');
    expect(mail.html).not.toMatch(/Maria (<|&#60;)b/);
    expect(mail.html).toContain('href="tel:5615550123"');
    const links = [...(mail.html ?? '').matchAll(/href="([^"]*\/api\/photos\/[^"]*)"/g)].map((m) =>
      m[1].replace(/&#38;/g, '&'),
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      const photo = await fetch(link);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
      expect(Buffer.from(await photo.arrayBuffer()).includes(MARKER)).toBe(false);
    }
    await expect.poll(() => rows().at(-1)!.emailedAt).toEqual(expect.any(String));
  });

  it('serves a photo to its signed link only: unsigned, tampered or made-up links get 403', async () => {
    const key = (JSON.parse(String(rows()[0].photos)) as string[])[0];
    expect((await fetch(`${base}/api/photos/${key}`)).status).toBe(403);
    expect(
      (await fetch(`${base}/api/photos/${key}?expires=9999999999&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`))
        .status,
    ).toBe(403);
    expect((await fetch(`${base}/api/photos/..%2Fforms.sqlite?expires=9999999999&sig=x`)).status).toBe(403);
  });

  it('refuses a file that is not a photo by its bytes, whatever its name, and more photos than the form takes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const before = rows().length;
    const res = await post(multipart(quoteFields('Svg Sender'), [{ bytes: svg, name: 'photo.jpg' }]));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual(['photos']);
    const jpeg = await photoWithLocation('jpeg');
    const many = Array.from({ length: MAX_PHOTOS + 1 }, (_, i) => ({ bytes: jpeg, name: `p${i}.jpg` }));
    expect((await post(multipart(quoteFields('Too Many'), many))).status).toBe(422);
    expect(rows()).toHaveLength(before);
  });

  it('takes a form sent without JavaScript and without photos (an empty file part), and JSON', async () => {
    const body = multipart(quoteFields('No Script'));
    body.append('photos', new Blob([]), '');
    const res = await post(body, 'text/html');
    expect(res.status).toBe(201);
    expect(await res.text()).toContain(messages.en.forms.sentTitle);
    expect(
      (await post(JSON.stringify(quoteFields('Json Sender')), 'application/json', 'application/json')).status,
    ).toBe(201);
    expect(rows().at(-1)).toMatchObject({ name: 'Json Sender', photos: null });
  });

  it('answers the Spanish page in Spanish, its refusal page included', async () => {
    const es = messages.es!;
    const ok = await fetch(`${base}/api/quote?locale=es`, {
      method: 'POST',
      headers: { Accept: 'text/html', Origin: base },
      body: multipart(quoteFields('Cliente Español')),
    });
    expect(ok.status).toBe(201);
    expect(await ok.text()).toContain(es.forms.sentTitle);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await fetch(`${base}/api/quote?locale=es`, {
      method: 'POST',
      headers: { Accept: 'text/html', Origin: base },
      body: multipart(quoteFields('Cliente'), [{ bytes: svg, name: 'a.jpg' }]),
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(es.forms.goBack);
  });

  it('refuses a visitor who sets the photos field, or a missing field, naming it; the page says to go Back', async () => {
    const set = await post(
      JSON.stringify({ ...quoteFields('Sneaky'), photos: ['../../etc/passwd'] }),
      'application/json',
      'application/json',
    );
    expect(set.status).toBe(201);
    expect(rows().at(-1)).toMatchObject({ name: 'Sneaky', photos: null });
    const { details: _, ...noDetails } = quoteFields('No Details');
    const page = await post(multipart(noDetails), 'text/html');
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain('details');
    expect(html).toContain(messages.en.forms.goBack.replace(/'/g, '&#39;'));
  });
});

describe('lead e-mail under a burst of posts', () => {
  it('e-mails each of 10 posts sent together at once, none left for the timer', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(multipart(quoteFields(`Burst ${i}`))).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(10).fill(201));
    await expect
      .poll(() => inbox.received.filter((m) => m.subject?.includes('Burst')).length, { timeout: 10_000 })
      .toBe(10);
  });

  it("keeps a price-guide job of the chosen service, and refuses one of another service's guide, naming the field", async () => {
    const painting = services.find((s) => s.slug === 'painting')!;
    const plumbingJob = jobsOf(services.find((s) => s.slug === 'plumbing')!)[0].id;
    const before = rows().length;
    const refused = await post(multipart({ ...quoteFields('Wrong Job'), job: plumbingJob }));
    expect(refused.status).toBe(422);
    expect((await refused.json()).fields).toEqual(['job']);
    expect(rows()).toHaveLength(before);
    const job = jobsOf(painting)[0].id;
    expect((await post(multipart({ ...quoteFields('Right Job'), job }))).status).toBe(201);
    expect(rows().at(-1)).toMatchObject({ name: 'Right Job', service: 'painting', job });
    // A job chosen on /quote without its service brings the service along.
    expect((await post(multipart({ ...quoteFields('Job Only'), service: '', job }))).status).toBe(201);
    expect(rows().at(-1)).toMatchObject({ name: 'Job Only', service: 'painting', job });
  });
});
