/**
 * The form handler's app as every host runs it, for the tests of tests/serve/form-*.test.ts: a store on node:sqlite
 * or on Netlify's local Blobs server, photos in a folder, the owner's e-mails kept in memory; everything made for a
 * test is removed after it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { onTestFinished } from 'vitest';
import { formsApp } from '../../src/server/forms-app.ts';
import type { LeadMessage } from '../../src/server/mail/lead-mail.ts';
import { folderPhotos } from '../../src/server/photos/photo-folder.ts';
import { blobsStore } from '../../src/server/stores/blobs-store.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { type FormStore, sqlStore } from '../../src/server/stores/store.ts';
import { env } from './quote-request.ts';

// Undone when the calling test ends, the last made first (Vitest runs onTestFinished's callbacks in reverse). A hook
// registered here at the top would run for the first file only: the integration files share their modules.
const cleanup = (undo: () => unknown) =>
  onTestFinished(async () => {
    await undo();
  });
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

export function sqlite() {
  const db = openSqlite(path.join(tmp('posts-'), 'forms.sqlite'), path.resolve('migrations'));
  cleanup(() => db.close());
  return { store: sqlStore(sqliteDatabase(db)), rows: (form: string) => db.prepare(`SELECT * FROM ${form}`).all() };
}

export async function blobs() {
  const token = 'local-token';
  const directory = tmp('blobs-');
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  cleanup(() => server.stop());
  const open = (name: string) =>
    getStore({
      name,
      siteID: 'site',
      token,
      edgeURL: `http://127.0.0.1:${port}`,
      uncachedEdgeURL: `http://127.0.0.1:${port}`,
    });
  const entries = open('form-entries');
  const rates = open('form-rate-limits');
  return {
    store: blobsStore(entries, rates),
    /** The blobs under `<form>/` of the entries, or of the rate counts (where the confirmations' counts are kept too). */
    rows: async (form: string, of: 'entries' | 'rates' = 'entries') =>
      (await (of === 'rates' ? rates : entries).list({ prefix: `${form}/` })).blobs,
    entries,
    /** Where the server keeps the blobs of store `name` as files. */
    folder: (name: string) => path.join(directory, 'entries', 'site', `site:${name}`),
  };
}

/**
 * `store` with its method `name` replaced by `wrap` of it: another writer, or a listing of the local server, arriving
 * at the moment a test chooses.
 */
export function intercept<S extends object, K extends keyof S>(store: S, name: K, wrap: (original: S[K]) => S[K]): S {
  const replaced = wrap((store[name] as (...args: unknown[]) => unknown).bind(store) as S[K]);
  return new Proxy(store, {
    get: (target, prop, receiver) => (prop === name ? replaced : Reflect.get(target, prop, receiver)),
  });
}

/** The handler with photos in a folder and an owner's mailbox in memory. */
export function handler(store: FormStore, o: Partial<Parameters<typeof formsApp>[0]> = {}) {
  const photoDir = tmp('photos-');
  const sent: LeadMessage[] = [];
  const app = formsApp({
    store,
    clientAddress: () => '203.0.113.9',
    photos: folderPhotos(photoDir),
    mailer: { ...env, to: env.LEADS_EMAIL_TO, from: env.LEADS_EMAIL_FROM, send: async (m) => void sent.push(m) },
    ...o,
    settings: { FORMS_RATE_LIMIT: '1000', ...o.settings },
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
  return { app, post, sent, photoDir, photoFiles: () => fs.readdirSync(photoDir) };
}
