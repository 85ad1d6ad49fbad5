/**
 * The Cloudflare scheduler in Cloudflare's local runtime: the Worker of workers/scheduled/ (`wrangler dev
 * --test-scheduled`) with the e-mail Worker in the same runtime, on the forms' D1 database migrated as a deploy is.
 * Its Cron Trigger's handler runs from GET /__scheduled (at the real clock, when nothing is due) and from the
 * runtime's own trigger route with the time the trigger was scheduled for: at reminderAt the day before a confirmed
 * visit the homeowner's reminder goes through the e-mail Worker once, however often the trigger runs; at
 * ownerMorningAt the owner's e-mail of the day.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { dayOf } from '../../src/lib/booking/reminders.ts';
import { localToUtc } from '../../src/lib/calendar/availability.ts';
import { freePort } from '../free-port.ts';
import { stopTree } from '../stop-servers.ts';
import { d1SeedIn, migratedInto } from './d1-state.ts';
import { localRun, ROOT, WRANGLER, wranglerEnv } from './wrangler.ts';

const bin = WRANGLER;
const state = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-scheduled-'));
const env = wranglerEnv(state);
let worker: ChildProcess | undefined;
let log = '';
let origin = '';

/**
 * Starts `wrangler dev` on the Worker of `configs[0]` with the Workers of the others in the same runtime (auxiliary
 * Workers, which it reaches through its service bindings).
 */
async function dev(configs: string[], ...args: string[]) {
  const [port, inspector] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [bin, 'dev', ...configs.flatMap((c) => ['-c', c]), ...localRun(port, inspector, state), ...args],
    { cwd: ROOT, detached: true, env },
  );
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  worker = child;
  return `http://127.0.0.1:${port}`;
}

// A visit three days ahead (Florida time), confirmed yesterday: the real clock never makes its reminder due.
const day = dayOf(Date.now(), schedule.timeZone, 3);
const window = `${day}T08:00`;
const florida = (wall: string) => localToUtc(Date.parse(`${wall}Z`), schedule.timeZone);
const reminderAt = florida(`${dayOf(florida(window), schedule.timeZone, -1)}T${schedule.reminderAt}`);
const reminder = messages.es!.booking.reminder.subject.split('{')[0];
const morning = messages.en.booking.morning.subject.replace('{visits}', '1').replace('{waiting}', '0');
const count = (subject: string) => log.split(`Subject: ${subject}`).length - 1;
const trigger = (time?: number) =>
  fetch(
    time === undefined ? `${origin}/__scheduled?cron=*/10+*+*+*+*` : `${origin}/cdn-cgi/local/scheduled?time=${time}`,
  );

beforeAll(async () => {
  // The database the Pages project's tests start from (the scheduler's wrangler.toml names the same one), migrated once
  // per set of migrations (./d1-state.ts), with the visit written straight into it before the runtime opens it.
  migratedInto(state);
  const at = new Date(Date.now() - 86_400_000).toISOString();
  const row = `'${at}', 'Rosa Díaz', '5615550100', 'rosa@example.com', '12 Palm Ave, Jupiter', 'Plumbing', 'Leak', 'es', 'confirmed', 1, '${window}', '${window}', '${at}', '${at}', '${at}'`;
  const sql = `INSERT INTO quote (receivedAt, name, phone, email, address, service, details, locale, booking, sequence, window, visitWindow, bookingAt, emailedAt, notifiedAt) VALUES (${row})`;
  d1SeedIn(state, sql);
  const vars = {
    LEADS_EMAIL_TO: 'owner@example.com',
    LEADS_EMAIL_FROM: 'site@example.com',
    LINK_SECRET: 'cloudflare-scheduled-secret',
    SITE_URL: 'https://www.example.com',
  };
  origin = await dev(
    ['workers/scheduled/wrangler.toml', 'workers/leads-mail/wrangler.toml'],
    '--test-scheduled',
    ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
  );
  // Ready once the scheduler answers: with no fetch handler, any path but the trigger's is an error of its own, never
  // the runtime's 404. The e-mail Worker starts in the same runtime, before it.
  const deadline = Date.now() + 60_000;
  const answers = () =>
    fetch(`${origin}/favicon.ico`).then(
      (r) => r.status !== 404,
      () => false,
    );
  while (!(await answers())) {
    if (Date.now() > deadline) throw new Error(`wrangler dev did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  await stopTree(worker);
  fs.rmSync(state, { recursive: true, force: true });
});

describe("the Cloudflare scheduler's Cron Trigger", () => {
  it('runs from /__scheduled and sends nothing that is not due', async () => {
    const res = await trigger();
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Ran scheduled event');
    await new Promise((r) => setTimeout(r, 1000));
    expect(count(reminder)).toBe(0);
  });

  it('sends the homeowner’s reminder once at reminderAt the day before, whatever runs again', async () => {
    expect((await trigger(reminderAt - 60_000)).status).toBe(200);
    expect((await trigger(reminderAt)).status).toBe(200);
    await expect.poll(() => count(reminder), { timeout: 30_000 }).toBe(1);
    for (const t of [reminderAt + 600_000, reminderAt + 1_200_000]) expect((await trigger(t)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect(count(reminder)).toBe(1);
  }, 60_000);

  it('sends the owner’s e-mail of the day once at ownerMorningAt', async () => {
    const at = florida(`${day}T${schedule.ownerMorningAt}`);
    for (const t of [at, at + 600_000]) expect((await trigger(t)).status).toBe(200);
    await expect.poll(() => count(morning), { timeout: 30_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(count(morning)).toBe(1);
  }, 60_000);
});
