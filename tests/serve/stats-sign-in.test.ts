import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_RATE_LIMIT } from '../../src/server/access/stats-access.ts';
import { sqlEventStore } from '../../src/server/counts/events-store.ts';
import { formsApp } from '../../src/server/forms-app.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';

// Reading the counts (GET /api/stats) cannot be guessed at without limit: every try that is not a token already
// known good counts against its address, a value that cannot be a GitHub token never reaches GitHub's API, and a
// failure logs one short line.
afterEach(() => vi.restoreAllMocks());

function handler(github: typeof fetch) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stats-sign-in-'));
  const db = sqliteDatabase(openSqlite(path.join(dir, 'forms.sqlite'), path.resolve('migrations')));
  let address = '198.51.100.7';
  const app = formsApp({
    store: sqlStore(db),
    events: sqlEventStore(db),
    clientAddress: () => address,
    settings: { STATS_TOKEN: 'the-owners-stats-token' },
    githubFetch: github,
    // The middle of a rate window: the tries all count in one, whenever the test runs.
    now: () => Date.UTC(2026, 5, 1, 12, 5),
  });
  const read = (token: string) =>
    app.request('http://localhost/api/stats', { headers: { Authorization: `Bearer ${token}` } });
  return { read, from: (a: string) => (address = a) };
}

describe('sign-in to the counts', () => {
  it('limits the tries of an address, sends GitHub no value of another shape, and keeps the owner in', async () => {
    const asked: string[] = [];
    const { read, from } = handler((async (url: string) => {
      asked.push(String(url));
      return new Response('{"message":"Bad credentials"}', { status: 401 });
    }) as typeof fetch);
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_RATE_LIMIT + 3; i++) answers.push((await read(`guess-${i}-of-the-token`)).status);
    expect(answers).toEqual([...Array(SIGN_IN_RATE_LIMIT).fill(401), ...Array(3).fill(429)]);
    expect(asked).toEqual([]);
    // Another address is not held back, and the owner's own token still opens the counts.
    from('198.51.100.8');
    expect((await read('another-guess-entirely')).status).toBe(401);
    from('198.51.100.7');
    expect((await read('the-owners-stats-token')).status).toBe(200);
  });

  it("asks GitHub about a token of GitHub's shape, and logs one short line when it cannot", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { read } = handler((async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND api.github.com') });
    }) as typeof fetch);
    expect((await read(`ghp_${'a1B2'.repeat(9)}`)).status).toBe(401);
    expect(errors).toHaveBeenCalledTimes(1);
    // Text only: an Error object would print its stack and cause, several lines per guess.
    expect(errors.mock.calls[0].every((a) => typeof a === 'string')).toBe(true);
    const line = errors.mock.calls[0].join(' ');
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(200);
  });
});
