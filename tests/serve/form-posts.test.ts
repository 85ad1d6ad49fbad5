import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { MAX_BEACON_BYTES } from '../../src/lib/events.ts';
import { maxValues } from '../../src/lib/form-body.ts';
import { MAX_BODY_BYTES } from '../../src/lib/form-entries.ts';
import { stripMetadata } from '../../src/lib/photo-bytes.ts';
import { MAX_PHOTOS } from '../../src/lib/quote-form.ts';
import { blobsStore } from '../../src/server/blobs-store.ts';
import { formsApp } from '../../src/server/forms-app.ts';
import type { LeadMessage } from '../../src/server/lead-mail.ts';
import { folderPhotos } from '../../src/server/photo-folder.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/sqlite.ts';
import { type FormStore, sqlStore } from '../../src/server/store.ts';
import { photoWithLocation } from '../photos.ts';
import { env, multipart, quoteFields } from './quote-request.ts';

// How the handler reads a post (src/server/form-post.ts) on its app, as every host runs it: bodies capped however they
// are sent, values counted before parsing, a form sent twice stored once, photos within the host's limit and budget.
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

function sqlite() {
  const db = openSqlite(path.join(tmp('posts-'), 'forms.sqlite'), path.resolve('migrations'));
  cleanup.push(() => db.close());
  return { store: sqlStore(sqliteDatabase(db)), rows: (form: string) => db.prepare(`SELECT * FROM ${form}`).all() };
}

async function blobs() {
  const token = 'local-token';
  const server = new BlobsServer({ directory: tmp('blobs-'), token });
  const { port } = await server.start();
  cleanup.push(() => server.stop());
  const open = (name: string) =>
    getStore({
      name,
      siteID: 'site',
      token,
      edgeURL: `http://127.0.0.1:${port}`,
      uncachedEdgeURL: `http://127.0.0.1:${port}`,
    });
  const entries = open('form-entries');
  return {
    store: blobsStore(entries, open('form-rate-limits')),
    rows: async (form: string) => (await entries.list({ prefix: `${form}/` })).blobs,
  };
}

/** The handler with photos in a folder and an owner's mailbox in memory. */
function handler(store: FormStore, o: Partial<Parameters<typeof formsApp>[0]> = {}) {
  const photoDir = tmp('photos-');
  const sent: LeadMessage[] = [];
  const app = formsApp({
    store,
    clientAddress: () => '203.0.113.9',
    rateLimit: 1000,
    photos: folderPhotos(photoDir),
    mailer: { ...env, to: env.LEADS_EMAIL_TO, from: env.LEADS_EMAIL_FROM, send: async (m) => void sent.push(m) },
    ...o,
  });
  const post = (form: string, body: BodyInit, type?: string, headers: Record<string, string> = {}) =>
    app.request(`http://localhost/api/${form}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Origin: 'http://localhost',
        ...(type ? { 'Content-Type': type } : {}),
        ...headers,
      },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  return { app, post, sent, photoFiles: () => fs.readdirSync(photoDir) };
}

/** A JPEG the size of a phone's (3.8 MB): noise does not compress. */
const largePhoto = () =>
  sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();

/** A body sent in chunks with no Content-Length, `total` bytes of `byte`. */
const chunked = (total: number, byte = 0x61) => {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(64 * 1024, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(byte));
    },
  });
  return { stream, sent: () => sent };
};

describe('bodies read within their limits', () => {
  it('refuses a chunked beacon or form post over its size with 413, reading no more than its limit', async () => {
    const { post } = handler(sqlite().store);
    expect(MAX_BEACON_BYTES).toBeLessThan(64 * 1024);
    for (const [form, limit] of [
      ['events', MAX_BEACON_BYTES],
      ['newsletter', MAX_BODY_BYTES],
    ] as const) {
      const body = chunked(50 * 1024 * 1024);
      expect((await post(form, body.stream, 'text/plain')).status, form).toBe(413);
      expect(body.sent(), form).toBeLessThan(limit + 128 * 1024);
    }
  });
  it('refuses a post with more values than its form has, unparsed, and URL-encoded text past the text limit', async () => {
    const { post } = handler(sqlite().store);
    // Only a multipart post carries photos: URL-encoded, a quote has the text limit (it had the photos' before).
    const long = `details=${'x'.repeat(MAX_BODY_BYTES)}`;
    expect((await post('quote', long, 'application/x-www-form-urlencoded')).status).toBe(413);
    const over = maxValues('quote') + 1;
    const fields = Array.from({ length: over }, (_, i) => `f${i}=x`).join('&');
    expect((await post('quote', fields, 'application/x-www-form-urlencoded')).status).toBe(422);
    const many = new FormData();
    for (let i = 0; i < over; i++) many.append(`f${i}`, 'x');
    expect((await post('quote', many)).status).toBe(422);
    // The most values a quote has still make an entry: every field, and MAX_PHOTOS photos.
    const photo = await photoWithLocation('jpeg');
    const full = multipart(
      { ...quoteFields('Full Form'), website: '' },
      Array.from({ length: MAX_PHOTOS }, (_, i) => ({ bytes: photo, name: `p${i}.jpg` })),
    );
    expect((await post('quote', full)).status).toBe(201);
  });
  it("answers a quote over the host's limit with the photos' limit and what to do", async () => {
    const maxQuoteBytes = 256 * 1024;
    const { post } = handler(sqlite().store, { maxQuoteBytes });
    const photo = Buffer.alloc(300 * 1024, 1);
    const res = await post('quote', multipart(quoteFields('Big Photos'), [{ bytes: photo, name: 'big.jpg' }]));
    expect(res.status).toBe(413);
    const { message, fields } = (await res.json()) as { message: string; fields: string[] };
    expect(message).toBe(
      messages.en.forms.photosTooLarge.replace('{size}', '0.2').replace('{count}', String(MAX_PHOTOS)),
    );
    expect(fields).toEqual(['photos']);
  });

  it('takes three unshrunk phone photos (11.4 MB) sent without JavaScript on npm start', async () => {
    const { post, photoFiles } = handler(sqlite().store);
    const photo = await largePhoto();
    expect(photo.length * 3).toBeGreaterThan(11 * 1024 * 1024);
    const res = await post(
      'quote',
      multipart(
        quoteFields('Three Photos'),
        [0, 1, 2].map((i) => ({ bytes: photo, name: `IMG_${i}.jpg` })),
      ),
      undefined,
      { Accept: 'text/html' },
    );
    expect(res.status).toBe(201);
    expect(photoFiles()).toHaveLength(3);
  });
});

describe('a form sent twice is one lead', () => {
  for (const [name, open] of [
    ['node:sqlite', async () => sqlite()],
    ['Netlify Blobs', blobs],
  ] as const)
    it(`stores and e-mails a double-tapped quote once, its photos once (${name})`, async () => {
      const { store, rows } = await open();
      const { post, sent, photoFiles } = handler(store);
      const photo = await photoWithLocation('jpeg');
      const send = () => post('quote', multipart(quoteFields('Double Tap'), [{ bytes: photo, name: 'a.jpg' }]));
      // At the same instant on SQL; on Blobs one after the other, as a thumb taps, since the local Blobs server checks a
      // conditional write apart from making it (Netlify's own makes both at once).
      const [first, second] =
        name === 'node:sqlite' ? await Promise.all([send(), send()]) : [await send(), await send()];
      expect([first.status, second.status]).toEqual([201, 201]);
      expect((await second.json()).message).toBe((await first.json()).message);
      expect((await send()).status).toBe(201);
      await expect.poll(() => sent.length).toBe(1);
      expect(await rows('quote')).toHaveLength(1);
      expect(photoFiles()).toHaveLength(1);
      // Another form's answers are another lead.
      expect((await post('quote', multipart(quoteFields('Second Lead')))).status).toBe(201);
      expect(await rows('quote')).toHaveLength(2);
    });
});

describe('the photo budget', () => {
  it('takes a quote past the budget without its photos, and tells the owner', async () => {
    const { store, rows } = sqlite();
    const photo = await photoWithLocation('jpeg');
    // Room for three photos as kept (their metadata removed): the second quote's two do not fit.
    const kept = stripMetadata(new Uint8Array(photo))?.bytes.length ?? 0;
    const { post, sent, photoFiles } = handler(store, {
      photoBudget: { dailyBytes: kept * 3, totalBytes: kept * 100 },
    });
    const quote = (name: string) =>
      post(
        'quote',
        multipart(
          quoteFields(name),
          [0, 1].map((i) => ({ bytes: photo, name: `${i}.jpg` })),
        ),
      );
    expect((await quote('Within Budget')).status).toBe(201);
    expect((await quote('Past Budget')).status).toBe(201);
    expect(photoFiles()).toHaveLength(2);
    const [within, past] = rows('quote') as { photos: string | null; photosDropped: number | null }[];
    expect(JSON.parse(within.photos ?? '[]')).toHaveLength(2);
    expect(past).toMatchObject({ photos: null, photosDropped: 2 });
    await expect.poll(() => sent.length).toBe(2);
    const told = messages.en.leadEmail.photosDropped.replace('{count}', '2');
    expect(sent.find((m) => m.subject.includes('Past Budget'))?.text).toContain(told);
    expect(sent.find((m) => m.subject.includes('Within Budget'))?.text).not.toContain(told);
  });
});
