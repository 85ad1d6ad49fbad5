import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import * as built from '../photo-structures.ts';
import { GPS_MARKER } from '../photos.ts';
import { multipart, quoteFields } from './quote-request.ts';

// Location hidden in a photo's structure (decision 53), through the handler of `npm start`: a form sent without
// JavaScript posts the phone's file as it is, so the file stored (and later served as it is stored) must have lost its
// location whatever structure held it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-photos-'));
let server: ReturnType<typeof createServer>;
let base = '';

beforeAll(async () => {
  server = createServer(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), {
    dataDir,
    env: { FORMS_RATE_LIMIT: '1000' },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storedKeys = (name: string) => {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT photos FROM quote WHERE name = ?').get(name);
    return JSON.parse(String(row?.photos)) as string[];
  } finally {
    db.close();
  }
};

describe('a photo posted as it is keeps no location on npm start', () => {
  const photos = Object.entries(built).filter(([name]) => name !== 'plainPhoto');
  for (const [name, make] of photos) {
    it(`${name}: stored without GPS`, async () => {
      const bytes = await (make as () => Promise<Buffer>)();
      expect(bytes.includes(GPS_MARKER)).toBe(true);
      const res = await fetch(`${base}/api/quote`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: base },
        body: multipart(quoteFields(`Sender ${name}`), [{ bytes, name: 'photo' }]),
      });
      expect(res.status).toBe(201);
      const [key] = storedKeys(`Sender ${name}`);
      expect(fs.readFileSync(path.join(dataDir, 'photos', key)).includes(GPS_MARKER)).toBe(false);
    }, 30_000);
  }
});
