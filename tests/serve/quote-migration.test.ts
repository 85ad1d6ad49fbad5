import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';

// migrations/0006 rebuilds the quote table (the service became optional): the rows stored before keep every value.
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('migration 0006', () => {
  it('keeps the quotes stored before it, and takes a quote without a service, with its reference and language', async () => {
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    dirs.push(before);
    const all = fs.readdirSync('migrations').filter((f) => /^\d+_.*\.sql$/.test(f));
    for (const f of all.filter((f) => f < '0006')) fs.copyFileSync(path.join('migrations', f), path.join(before, f));
    const db = new DatabaseSync(':memory:');
    migrate(db, before);
    db.prepare(
      "INSERT INTO quote (receivedAt, name, phone, address, service, details, photosDropped, emailAttempts, emailError) VALUES ('2026-01-02T03:04:05Z', 'Old Lead', '5615550100', 'Jupiter', 'painting', 'Walls please', 2, 3, 'timeout')",
    ).run();
    expect(migrate(db, path.resolve('migrations'))).toEqual(all.filter((f) => f >= '0006'));
    expect(db.prepare('SELECT * FROM quote').all()).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Old Lead',
        service: 'painting',
        photosDropped: 2,
        emailAttempts: 3,
        emailError: 'timeout',
        reference: null,
        locale: null,
      }),
    ]);
    const store = sqlStore(sqliteDatabase(db));
    const entry = {
      name: 'New Lead',
      phone: '5615550101',
      address: 'Boca Raton',
      details: 'Not sure yet',
      reference: 'K7M-3QX',
      locale: 'es',
    };
    await store.insert('quote', entry, '2026-02-02T00:00:00Z');
    expect(db.prepare('SELECT service, reference, locale FROM quote WHERE id = 2').get()).toEqual({
      service: null,
      reference: 'K7M-3QX',
      locale: 'es',
    });
    db.close();
  });
});
