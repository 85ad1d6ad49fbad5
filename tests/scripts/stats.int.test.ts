import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WITH_COMPILE_CACHE } from '../../scripts/build/plan.ts';
import { routes } from '../../src/content/routes.ts';
import { dayOf, daysBefore } from '../../src/lib/counts/events.ts';
import { readCityDirectory } from '../../src/lib/routing/city-pages.ts';
import { sqlEventStore } from '../../src/server/counts/events-store.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';

// npm run stats on the database npm start writes: the last 30 days by city, by page and by day, as /admin/stats.
const root = path.resolve(import.meta.dirname, '../..');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/stats.ts', ...args], { cwd: root, encoding: 'utf8' });
const city = routes.find((r) => r.kind === 'city')!;
const other = routes.filter((r) => r.kind === 'city')[1];
const nameOf = (slug: string) => readCityDirectory().cities.find((c) => c.citySlug === slug)!.cityName;

describe('npm run stats', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stats-')), 'forms.sqlite');
  it('prints calls, texts and quotes by city and by page, leaving out days older than 30', {
    timeout: 30_000,
  }, async () => {
    const store = sqlEventStore(sqliteDatabase(openSqlite(file, path.join(root, 'migrations'))));
    const today = dayOf(Date.now());
    for (const event of ['view', 'view', 'tel', 'sms'] as const)
      await store.count({ day: today, path: city.url, city: city.id!, event });
    await store.count({ day: daysBefore(today, 3), path: '/quote', city: '', event: 'quote' });
    await store.count({ day: daysBefore(today, 3), path: '/quote', city: '', event: 'quote-window' });
    await store.count({ day: daysBefore(today, 2), path: '/quote', city: '', event: 'quote' });
    await store.count({ day: daysBefore(today, 40), path: other.url, city: other.id!, event: 'tel' });
    const r = run('--db', file);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[1]).toBe(
      '2 views; 1 calls, 1 texts, 2 quotes sent (4 leads); 0 quote forms started; 0 newsletter and 0 application sends.',
    );
    expect(lines[2]).toBe('Quotes sent with an arrival window: 1, without: 1.');
    // The city by its name (the counts know it by its slug).
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${nameOf(city.id!)}\\s+2\\s+1\\s+1\\s+0\\s+0\\s+0\\s+0\\s+0\\s+2$`)),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\/quote\s+0\s+0\s+0\s+0\s+2\s+0\s+0\s+1\s+2$/));
    expect(r.stdout).not.toContain(other.id);
    expect(lines.filter((l) => /^\d{4}-\d\d-\d\d {2}/.test(l))).toHaveLength(30);
    const json = JSON.parse(run('--db', file, '--json', '--days', '60').stdout);
    expect(json.cities.map((c: { city: string; name: string }) => [c.city, c.name])).toEqual([
      [city.id, nameOf(city.id!)],
      [other.id, nameOf(other.id!)],
    ]);
  });
  it('names the leads whose e-mail was set aside, with how to reach them and why', { timeout: 30_000 }, async () => {
    const store = sqlStore(sqliteDatabase(openSqlite(file, path.join(root, 'migrations'))));
    const quote = {
      name: 'Refused Lead',
      phone: '(561) 555-0199',
      address: 'Jupiter',
      service: 'painting',
      details: 'x',
    };
    const application = { fullName: 'Still Waiting', phone: '5615550100', email: 'a@example.com', city: 'Stuart' };
    const refused = await store.insert('quote', quote, '2026-03-01T10:00:00.000Z');
    await store.insert('applications', { ...application, contractorAgreement: true }, '2026-03-01T11:00:00.000Z');
    const error = 'Message failed: 550 5.7.1 refused by the content filter';
    await store.emailFailed('quote', refused, { attempts: 1, nextAt: null, setAsideAt: '2026-03-01T10:00:05Z', error });
    // Two requests of these days asked for a window, on a Monday and a Tuesday at 8; one older than 30 days is left out.
    const now = new Date().toISOString();
    for (const window of ['2026-11-30T08:00', '2026-12-01T08:00'])
      await store.insert('quote', { ...quote, name: `Window ${window}`, window }, now);
    await store.insert(
      'quote',
      { ...quote, name: 'Old Window', window: '2026-12-02T10:00' },
      '2020-01-01T00:00:00.000Z',
    );
    const r = run('--db', file);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('Arrival windows asked for: 2\n  by day:  Mon 1, Tue 1\n  by time: 08:00 2\n');
    expect(r.stdout).toContain('Lead e-mails set aside: 1 ');
    expect(r.stdout).toContain(
      `- 2026-03-01T10:00:00.000Z quote ${refused}: Refused Lead, (561) 555-0199; 1 tries; ${error}`,
    );
    expect(r.stdout).not.toContain('Still Waiting');
    expect(JSON.parse(run('--db', file, '--json').stdout).emailsSetAside).toEqual([
      expect.objectContaining({ form: 'quote', name: 'Refused Lead', attempts: 1 }),
    ]);
  });
  it('says what to do when there is no database yet, or a wrong option', { timeout: 30_000 }, () => {
    expect(run('--db', path.join(os.tmpdir(), 'no-such.sqlite')).stderr).toContain(
      'nothing has been counted by npm start',
    );
    expect(run('--days', 'x').stderr).toContain('--days x: use a whole number');
    expect(run('--d1', 'prod').stderr).toContain('--d1 prod: use local or remote');
  });
});
