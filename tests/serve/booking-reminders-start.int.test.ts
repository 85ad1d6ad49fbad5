/**
 * npm start's scheduler (the timer of the form handler's e-mails, src/server/mail/owner-notices.ts): with the handler's clock
 * at data/schedule.yaml reminderAt the day before a confirmed visit, the homeowner's reminder reaches an SMTP server
 * inside the test once; a restarted server on the same database does not send it again, and sends the owner's e-mail
 * of the day once its hour comes.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { localToUtc } from '../../src/lib/calendar/availability.ts';
import { freePort } from '../free-port.ts';
import { smtpInbox } from '../smtp.ts';
import { bookingLinks, press } from './booking-links.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const florida = (wall: string) => localToUtc(Date.parse(`${wall}Z`), schedule.timeZone);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reminders-'));
const inbox = await smtpInbox();
let clock = NOW;
let server: http.Server | undefined;
let base = '';

async function start() {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = createServer(path.join(dir, 'site'), {
    dataDir: path.join(dir, 'data'),
    now: () => clock,
    retryEveryMs: 100,
    env: {
      FORMS_RATE_LIMIT: '1000',
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      LEADS_EMAIL_TO: 'owner@example.com',
      LEADS_EMAIL_FROM: 'site@example.com',
      LINK_SECRET: 'reminder-test-secret',
      SITE_URL: base,
    },
  });
  await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
}
const stop = async () => server && (await closeServer(server));
afterAll(async () => {
  await stop();
  await inbox.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
const subjects = (to: string) => inbox.received.filter((m) => m.to?.[0]?.address === to).map((m) => m.subject);
const settle = () => new Promise((r) => setTimeout(r, 600));

describe('the reminders on npm start', () => {
  it('reminds the homeowner once at reminderAt the day before, and not again after a restart', async () => {
    await start();
    const windows = ((await (await fetch(`${base}/api/availability`)).json()) as { windows: { start: string }[] })
      .windows;
    const window = windows.find((w) => w.start.startsWith('2026-12-02'))!.start;
    const res = await fetch(`${base}/api/quote?locale=es`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base },
      body: JSON.stringify({ ...quoteFields('Rosa Díaz'), email: 'rosa@example.com', window }),
    });
    expect(res.status).toBe(201);
    await inbox.until(2, 20_000);
    const owner = inbox.received.find((m) => m.to?.[0]?.address === 'owner@example.com')!;
    expect((await press(bookingLinks(owner.text ?? '').confirm)).status).toBe(200);
    await inbox.until(3, 20_000);

    clock = florida(`2026-12-01T${schedule.reminderAt}`) - 60_000;
    await settle();
    const before = subjects('rosa@example.com').length;
    clock += 60_000;
    const reminder = messages.es!.booking.reminder.subject.split('{')[0];
    await expect
      .poll(() => subjects('rosa@example.com').filter((s) => s?.startsWith(reminder)), { timeout: 20_000 })
      .toHaveLength(1);
    expect(subjects('rosa@example.com')).toHaveLength(before + 1);

    await stop();
    clock += 3_600_000;
    await start();
    await settle();
    expect(subjects('rosa@example.com')).toHaveLength(before + 1);

    clock = florida(`2026-12-02T${schedule.ownerMorningAt}`);
    const morning = messages.en.booking.morning.subject.replace('{visits}', '1').replace('{waiting}', '0');
    await expect
      .poll(() => subjects('owner@example.com').filter((s) => s === morning), { timeout: 20_000 })
      .toHaveLength(1);
    await settle();
    expect(subjects('owner@example.com').filter((s) => s === morning)).toHaveLength(1);
  }, 60_000);
});
