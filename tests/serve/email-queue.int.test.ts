import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sqlEventStore } from '../../src/server/counts/events-store.ts';
import { formsApp } from '../../src/server/forms-app.ts';
import { nodeMailer } from '../../src/server/mail/node-mail.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';
import { smtpInbox } from '../smtp.ts';
import { env, multipart, quoteFields } from './quote-request.ts';

// The owner's e-mail queue (src/server/mail/lead-mail.ts, src/lib/leads/email-retry.ts): a message the mail server refuses for
// good is set aside and listed in GET /api/stats while the leads after it still go out, and e-mails left waiting by a
// restart go out from the server's start, each on its own schedule, without any post.
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function setUp(refuse?: (subject: string) => boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'email-queue-'));
  const sqlite = openSqlite(path.join(dir, 'forms.sqlite'), path.resolve('migrations'));
  const inbox = await smtpInbox(0, { refuse: refuse && ((m) => refuse(m.subject ?? '')) });
  cleanup.push(
    () => fs.rmSync(dir, { recursive: true, force: true }),
    () => sqlite.close(),
    inbox.close,
  );
  const db = sqliteDatabase(sqlite);
  const mailer = nodeMailer({ ...env, SMTP_URL: `smtp://127.0.0.1:${inbox.port}` })!;
  return { db, store: sqlStore(db), inbox, mailer };
}

/** Starts the handler as a server process does, stopped after the test. */
function start(o: Omit<Parameters<typeof formsApp>[0], 'clientAddress'>) {
  const stop = new AbortController();
  cleanup.push(() => stop.abort());
  return formsApp({
    clientAddress: () => '203.0.113.5',
    settings: { STATS_TOKEN: 'owner-stats-token' },
    stop: stop.signal,
    ...o,
  });
}

const post = (app: ReturnType<typeof formsApp>, name: string) =>
  app.request('http://localhost/api/quote', {
    method: 'POST',
    headers: { Accept: 'application/json', Origin: 'http://localhost' },
    body: multipart(quoteFields(name)),
  });

describe('the lead e-mail queue', () => {
  it('sets aside a message refused for good (550) and still e-mails every lead after it', async () => {
    const { db, store, inbox, mailer } = await setUp((subject) => subject.includes('Filtered Lead'));
    const app = start({ store, events: sqlEventStore(db), mailer });
    expect((await post(app, 'Filtered Lead')).status).toBe(201);
    await expect.poll(() => inbox.refused.length).toBe(1);
    for (const name of ['Second Lead', 'Third Lead']) expect((await post(app, name)).status).toBe(201);
    const mails = await inbox.until(2, 20_000);
    expect(mails.map((m) => m.subject).join('\n')).toMatch(/Second Lead[\s\S]*Third Lead/);
    // Never tried again: one refusal, and the owner sees which lead it was and why.
    expect(inbox.refused).toHaveLength(1);
    const stats = await app.request('http://localhost/api/stats', {
      headers: { Authorization: 'Bearer owner-stats-token' },
    });
    const { emailsSetAside } = (await stats.json()) as { emailsSetAside: Record<string, unknown>[] };
    expect(emailsSetAside).toEqual([
      expect.objectContaining({
        form: 'quote',
        name: 'Filtered Lead',
        attempts: 1,
        error: expect.stringContaining('550'),
      }),
    ]);
  }, 40_000);

  it('sends the e-mails a restart left waiting from the start, each when its own next try comes', async () => {
    const { store, inbox, mailer } = await setUp();
    let clock = Date.parse('2026-03-02T09:00:00Z');
    const at = (ms: number) => new Date(ms).toISOString();
    // Stored by the process before the restart: two never tried, one that failed a minute ago and waits 2 minutes.
    for (const name of ['Before Restart A', 'Before Restart B', 'Failed Earlier'])
      await store.insert('quote', quoteFields(name), at(clock - 60_000));
    const [, , failed] = await store.unemailed(3);
    await store.emailFailed('quote', failed.id, {
      attempts: 1,
      nextAt: at(clock + 2 * 60_000),
      setAsideAt: null,
      error: '451 try again later',
    });
    start({ store, mailer, retryEveryMs: 200, now: () => clock });
    const mails = await inbox.until(2, 20_000);
    expect(mails.map((m) => m.subject).join()).toMatch(/Before Restart A.*Before Restart B/);
    await new Promise((r) => setTimeout(r, 1000));
    expect(inbox.received).toHaveLength(2);
    clock += 3 * 60_000;
    expect((await inbox.until(3, 20_000))[2].subject).toContain('Failed Earlier');
  }, 40_000);
});
