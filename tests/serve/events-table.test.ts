import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqlEventStore } from '../../src/server/counts/events-store.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';

describe('the events table stays bounded', () => {
  it('adds no new row to a full day, while existing rows go on counting', async () => {
    const db = sqliteDatabase(
      openSqlite(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cap-')), 'x.sqlite'), path.resolve('migrations')),
    );
    const store = sqlEventStore(db);
    const key = (p: string) => ({ day: '2026-11-25', path: p, city: '', event: 'view' as const });
    expect(await store.count(key('/a'), 2)).toBe(true);
    expect(await store.count(key('/b'), 2)).toBe(true);
    expect(await store.count(key('/c'), 2)).toBe(false);
    expect(await store.count(key('/a'), 2)).toBe(true);
    expect(await store.count({ ...key('/c'), day: '2026-11-26' }, 2)).toBe(true);
    expect((await store.rows('2026-11-25')).map((r) => `${r.day} ${r.path} ${r.count}`)).toEqual([
      '2026-11-25 /a 2',
      '2026-11-25 /b 1',
      '2026-11-26 /c 1',
    ]);
  });
  it('deletes days older than it keeps when a new day starts', async () => {
    const store = sqlEventStore(
      sqliteDatabase(
        openSqlite(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'old-')), 'x.sqlite'), path.resolve('migrations')),
      ),
    );
    await store.count({ day: '2024-01-01', path: '/', city: '', event: 'view' });
    await store.count({ day: '2026-11-25', path: '/', city: '', event: 'view' });
    expect((await store.rows('2000-01-01')).map((r) => r.day)).toEqual(['2026-11-25']);
  });
});
