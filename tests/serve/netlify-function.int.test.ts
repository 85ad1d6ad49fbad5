import { getStore } from '@netlify/blobs';
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/forms.ts';
import retry from '../../netlify/functions/leads-retry.ts';
import { messages } from '../../src/content/messages.ts';
import { routes } from '../../src/content/routes.ts';
import { MAX_PHOTOS, NETLIFY_QUOTE_BODY_BYTES } from '../../src/lib/quote/quote-form.ts';
import { MARKER, photoWithLocation } from '../photos.ts';
import { clearOfRateWindowEnd } from '../rate-window.ts';
import { answersFinished, netlifyUnderTest, postJson } from './netlify-blobs.ts';

// The Netlify Function's handler called as Netlify calls it (a Web Request and a context), against Netlify's own
// local Blobs server: entries stored, refusals as on the other hosts, the rate limit counted in Blobs.
const origin = 'https://florida-fix-it-pros.netlify.app';
const netlify = netlifyUnderTest(origin);

const send = (form: string, body: unknown, ip = '203.0.113.7') => postJson(origin, form, body, ip);

describe('Netlify Function (netlify/functions/forms.ts) with Netlify Blobs', () => {
  it('stores a valid application in Blobs and answers 201', async () => {
    const res = await send('applications', {
      fullName: 'Net Lify',
      phone: '5615550100',
      email: 'netlify@example.com',
      city: 'Jupiter',
      skillAreas: ['Painting'],
      contractorAgreement: true,
      website: '',
    });
    expect(res.status).toBe(201);
    const store = getStore({ name: 'form-entries', consistency: 'strong' });
    const { blobs } = await store.list({ prefix: 'applications/' });
    expect(blobs).toHaveLength(1);
    const stored = (await store.get(blobs[0].key, { type: 'json' })) as {
      entry: Record<string, unknown>;
      notifiedAt: null;
    };
    expect(stored.entry).toEqual({
      fullName: 'Net Lify',
      phone: '5615550100',
      email: 'netlify@example.com',
      city: 'Jupiter',
      skillAreas: ['Painting'],
      contractorAgreement: true,
    });
  });
  it('refuses an invalid entry with 422 and the fields to fix', async () => {
    const res = await send('newsletter', { email: 'nope' }, '203.0.113.8');
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual(['email']);
  });
  it('limits posts per client with 429, counted in Blobs', async () => {
    await clearOfRateWindowEnd();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await send('newsletter', { email: `n${i}@example.com` }, '203.0.113.9')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('counts a beacon and each stored entry as daily totals in Blobs, refuses an unknown page, and shows the counts to STATS_TOKEN', async () => {
    const city = routes.find((r) => r.kind === 'city')!;
    const beacon = (body: unknown) =>
      handler(
        new Request(`${origin}/.netlify/functions/forms/events`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin },
          body: JSON.stringify(body),
        }),
        {
          ip: '203.0.113.10',
        },
      );
    expect((await beacon({ e: 'tel', p: city.url })).status).toBe(204);
    expect((await beacon({ e: 'tel', p: city.url })).status).toBe(204);
    expect((await beacon({ e: 'tel', p: '/no-such-page' })).status).toBe(422);
    const store = getStore({ name: 'site-counts', consistency: 'strong' });
    const { blobs } = await store.list();
    expect(blobs).toHaveLength(1);
    // The forms stored above were counted too (no Referer here: on no page).
    expect(await store.get(blobs[0].key, { type: 'json' })).toEqual({
      [`${city.url}\n${city.id}\ntel`]: 2,
      '\n\napplications': 1,
      '\n\nnewsletter': 3,
    });
    const stats = await handler(
      new Request(`${origin}/.netlify/functions/forms/stats`, {
        headers: { Authorization: 'Bearer netlify-stats-token' },
      }),
      {},
    );
    expect(stats.status).toBe(200);
    expect((await stats.json()).cities).toEqual([{ city: city.id, counts: expect.objectContaining({ tel: 2 }) }]);
  });
  it("hands the work after the answer (the count of the send) to the context's waitUntil", async () => {
    const work: Promise<unknown>[] = [];
    const res = await handler(
      new Request(`${origin}/.netlify/functions/forms/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
        body: JSON.stringify({ email: 'later@example.com' }),
      }),
      { ip: '203.0.113.11', waitUntil: (p: Promise<unknown>) => work.push(p) },
    );
    expect(res.status).toBe(201);
    expect(work.length).toBeGreaterThan(0);
    await Promise.all(work);
  });
  it("starts the editor's GitHub sign-in at /api/auth, its callback this site's /api/auth/callback", async () => {
    process.env.GITHUB_OAUTH_CLIENT_ID = 'Iv1.netlify';
    process.env.GITHUB_OAUTH_CLIENT_SECRET = 'netlify-secret';
    try {
      const res = await handler(
        new Request(`${origin}/.netlify/functions/forms/auth?provider=github&scope=repo,user`),
        {},
      );
      expect(res.status).toBe(302);
      const to = new URL(res.headers.get('location')!);
      expect(to.searchParams.get('client_id')).toBe('Iv1.netlify');
      expect(to.searchParams.get('redirect_uri')).toBe(`${origin}/api/auth/callback`);
    } finally {
      delete process.env.GITHUB_OAUTH_CLIENT_ID;
      delete process.env.GITHUB_OAUTH_CLIENT_SECRET;
    }
  });
  it("answers a quote over Netlify's request limit with the photos' limit it has there", async () => {
    const body = new FormData();
    body.append('name', 'Too Many Megabytes');
    body.append('photos', new Blob([new Uint8Array(NETLIFY_QUOTE_BODY_BYTES)]), 'big.jpg');
    const res = await handler(
      new Request(`${origin}/.netlify/functions/forms/quote`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: origin },
        body,
      }),
      { ip: '203.0.113.21' },
    );
    expect(res.status).toBe(413);
    const size = String(Math.floor((NETLIFY_QUOTE_BODY_BYTES / 1024 / 1024) * 10) / 10);
    expect((await res.json()).message).toBe(
      messages.en.forms.photosTooLarge.replace('{size}', size).replace('{count}', String(MAX_PHOTOS)),
    );
  });
  it('takes a quote request with a photo: stored in Blobs, the owner e-mailed over SMTP with a link the function serves', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${netlify.inbox.port}`;
    const body = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Net Quote',
      phone: '561 555 0142',
      address: 'Tequesta',
      service: 'plumbing',
      details: 'Leaking kitchen faucet.',
    }))
      body.append(k, v);
    body.append('photos', new Blob([new Uint8Array(await photoWithLocation('jpeg'))]), 'sink.jpg');
    const res = await handler(
      new Request(`${origin}/.netlify/functions/forms/quote`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: origin },
        body,
      }),
      { ip: '203.0.113.20' },
    );
    expect(res.status).toBe(201);
    // The application stored by the first test goes out too (it was waiting for an e-mail): find this one.
    const mine = () => netlify.inbox.received.find((m) => m.subject?.includes('Net Quote'));
    await expect.poll(mine, { timeout: 20_000 }).toBeDefined();
    const mail = mine()!;
    const link = /https:\/\/\S+\/api\/photos\/\S+/.exec(mail.text ?? '')![0];
    // Netlify's rewrite sends /api/photos/<key> to the function as /.netlify/functions/forms/photos/<key>.
    const photo = await handler(new Request(link.replace('/api/', '/.netlify/functions/forms/')), {});
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).includes(MARKER)).toBe(false);
  });
  it('sends e-mails that failed on the schedule (netlify/functions/leads-retry.ts) once SMTP is back', async () => {
    await expect.poll(() => netlify.inbox.received.length).toBe(2); // the runs of the test before are over
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const res = await send(
      'applications',
      {
        fullName: 'Late Mail',
        phone: '5615550101',
        email: 'late@example.com',
        city: 'Stuart',
        contractorAgreement: true,
      },
      '203.0.113.21',
    );
    expect(res.status).toBe(201);
    // The first try refused and stored as such: a fixed half second was too short on a busy machine.
    await answersFinished();
    expect(netlify.inbox.received.some((m) => m.subject?.includes('Late Mail'))).toBe(false);
    process.env.SMTP_URL = `smtp://127.0.0.1:${netlify.inbox.port}`;
    expect(await (await retry()).json()).toMatchObject({ failed: 0 });
    expect(netlify.inbox.received.some((m) => m.subject?.includes('Late Mail'))).toBe(true);
  });
});
