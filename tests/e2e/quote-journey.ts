/**
 * The servers of the quote journey's browser test (quote-journey.spec.ts), all inside the test: the form handler as
 * the browser tests run it (scripts/serve/cli.ts, the built site) with a database of its own, the SMTP server its
 * e-mails go to, and the owner's calendar as an iCal file a tiny HTTP server publishes (../owner-calendar.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WITH_COMPILE_CACHE } from '../../scripts/build/plan.ts';
import type { Busy } from '../../src/lib/calendar/availability.ts';
import { E2E_STATS_TOKEN } from '../browser.ts';
import { freePort } from '../free-port.ts';
import { ownerCalendarFeed } from '../owner-calendar.ts';
import { env as leadEmail } from '../serve/quote-request.ts';
import { smtpInbox } from '../smtp.ts';
import { stopTree } from '../stop-servers.ts';
import { test as offline } from './offline.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CALENDAR_TOKEN = 'journey-calendar-token';
export const OWNER = leadEmail.LEADS_EMAIL_TO;

/** Starts the three servers; `stop` ends them all and waits for the handler's processes before removing its data. */
export async function journeyServers(busy: readonly Busy[]) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-journey-'));
  const inbox = await smtpInbox();
  const feed = await ownerCalendarFeed(busy);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const handler: ChildProcess = spawn(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/serve/cli.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...leadEmail,
      PORT: String(port),
      FORMS_DATA_DIR: data,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      OWNER_CALENDAR_ICS_URL: feed.url,
      CALENDAR_TOKEN,
      // The owner's sign-in of /admin/stats and /admin/day (owner-day.spec.ts).
      STATS_TOKEN: E2E_STATS_TOKEN,
      FORMS_RATE_LIMIT: '100000',
      // Other visitors' requests come as other addresses (X-Forwarded-For): a client holds one window at a time.
      TRUSTED_PROXIES: '127.0.0.1',
      // The e-mails' links lead to this server (the booking's pages: booking.spec.ts).
      SITE_URL: origin,
    },
  });
  handler.stdout?.on('data', (d) => (log += d));
  handler.stderr?.on('data', (d) => (log += d));
  const stop = async () => {
    await stopTree(handler);
    await feed.close();
    await inbox.close();
    fs.rmSync(data, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || handler.exitCode !== null) {
      await stop();
      throw new Error(`The form server did not start in 30 s (is the site built? node scripts/build.ts):\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, inbox, feedReads: feed.reads, log: () => log, stop };
}

/** A browser test whose pages are the journey's form server (no calendar busy), one per worker: `servers`. */
export const journeyTest = offline.extend<object, { servers: Awaited<ReturnType<typeof journeyServers>> }>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      const servers = await journeyServers([]);
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ servers }, use) => use(servers.origin),
});
