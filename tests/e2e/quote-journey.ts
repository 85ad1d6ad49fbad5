/**
 * The servers of the quote journey's browser test (quote-journey.spec.ts), all inside the test: the form handler as
 * the browser tests run it (scripts/serve/cli.ts, the built site) with a database of its own, the SMTP server its
 * e-mails go to, and the owner's calendar as an iCal file a tiny HTTP server publishes, as Google Calendar does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ical from 'ical-generator';
import type { Busy } from '../../src/lib/availability.ts';
import { freePort } from '../free-port.ts';
import { env as leadEmail } from '../serve/quote-request.ts';
import { smtpInbox } from '../smtp.ts';
import { stopTree } from '../stop-servers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CALENDAR_TOKEN = 'journey-calendar-token';
export const OWNER = leadEmail.LEADS_EMAIL_TO;

/** The owner's calendar with one event per busy time ("Show as: busy", the default), in UTC. */
export function busyCalendar(busy: readonly Busy[]): string {
  const cal = ical({ prodId: { company: 'quote-journey', product: 'owner-calendar' } });
  for (const [i, b] of busy.entries())
    cal.createEvent({
      id: `busy-${i}@example.com`,
      start: new Date(b.start),
      end: new Date(b.end),
      summary: 'Dentist',
    });
  return cal.toString();
}

/** Starts the three servers; `stop` ends them all and waits for the handler's processes before removing its data. */
export async function journeyServers(busy: readonly Busy[]) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-journey-'));
  const inbox = await smtpInbox();
  const feedReads: string[] = [];
  const feed = http.createServer((req, res) => {
    feedReads.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(busyCalendar(busy));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const handler: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/serve/cli.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...leadEmail,
      PORT: String(port),
      FORMS_DATA_DIR: data,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      OWNER_CALENDAR_ICS_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/owner/basic.ics`,
      CALENDAR_TOKEN,
      FORMS_RATE_LIMIT: '100000',
    },
  });
  handler.stdout?.on('data', (d) => (log += d));
  handler.stderr?.on('data', (d) => (log += d));
  const stop = async () => {
    await stopTree(handler);
    await new Promise<void>((resolve) => {
      feed.close(() => resolve());
      feed.closeAllConnections();
    });
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
  return { origin, inbox, feedReads, log: () => log, stop };
}
