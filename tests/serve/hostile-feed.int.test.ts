/**
 * The owner's calendar feed as an attacker writes it (tests/hostile-feeds.ts), read by `npm start`'s server as a real
 * process (scripts/serve/cli.ts): for each feed, GET /api/availability answers within the reading's deadline while
 * GET /about keeps answering, the honest busy time of the feed still closes its window where the rest of the feed can
 * be read, the owner is told on /admin/stats (GET /api/stats) in the site's words, never the feed's, and SIGTERM still
 * ends the server within seconds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITH_COMPILE_CACHE } from '../../scripts/build/plan.ts';
import { READ_CPU_MS, READ_DEADLINE_MS } from '../../src/server/calendar/node-calendar.ts';
import { freePort } from '../free-port.ts';
import { honestWindow, hostileFeedServer, windowsWhileProbing } from '../hostile-feed-server.ts';
import { FEED_MARKER } from '../hostile-feeds.ts';
import { stopTree } from '../stop-servers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'hostile-feed-stats-token';
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-feed-'));
fs.writeFileSync(path.join(site, 'about.html'), '<!doctype html><title>About</title>');
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
let feeds: Awaited<ReturnType<typeof hostileFeedServer>>;
beforeAll(async () => {
  feeds = await hostileFeedServer();
});
afterAll(async () => {
  await feeds?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

/** The server, reading the feed `name`, once it answers. */
async function serverReading(name: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const data = fs.mkdtempSync(path.join(site, 'data-'));
  const child: ChildProcess = spawn(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/serve/cli.ts'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_DIR: site,
      FORMS_DATA_DIR: data,
      STATS_TOKEN: TOKEN,
      OWNER_CALENDAR_ICS_URL: feeds.url(name),
    },
  });
  let log = '';
  child.stderr?.on('data', (d) => (log += d));
  for (const deadline = Date.now() + 30_000; ; ) {
    if (
      await fetch(`${origin}/about`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, child, log: () => log };
}

const notice = async (origin: string) => {
  const res = await fetch(`${origin}/api/stats`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  return ((await res.json()) as { calendarFeed: { at: string; error: string } | null }).calendarFeed;
};

/** SIGTERM, and how long the server took to end. */
async function stop(child: ChildProcess) {
  const t = performance.now();
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  const ended = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
  if (!ended) await stopTree(child);
  return ended ? performance.now() - t : Number.POSITIVE_INFINITY;
}

describe("npm start's server reading a hostile calendar feed", () => {
  it.each([
    ['never', /left out.*repeating daily.*takes too long/, false],
    ['zone', null, true],
    ['secondly', /300 events .*left out.*every second/, true],
    ['moved', /left out.*repeating daily.*more dates/, true],
    ['words', /not an iCalendar feed/, false],
    ['fail', /answered 500/, false],
    ['to-private', /private or non-web address/, false],
  ])(
    '%s: windows within the deadline, /about answered meanwhile, the owner told, SIGTERM obeyed',
    async (name, told, honest) => {
      const server = await serverReading(name);
      try {
        const { starts, ms, slowestAbout } = await windowsWhileProbing(server.origin, 20_000);
        expect(starts, `no windows within 20 s:\n${server.log()}`).toBeDefined();
        expect(ms).toBeLessThan(READ_DEADLINE_MS + 1500);
        // Well under the read's CPU budget, which a read on the server's own thread would hold it for: 1 s was
        // overrun twice (1.2 s) beside npm test's parts on a slow 2-core machine.
        expect(slowestAbout).toBeLessThan(READ_CPU_MS - 1000);
        if (honest && honestWindow(starts!).dayOffered) expect(honestWindow(starts!).busyOffered).toBe(false);
        const said = await notice(server.origin);
        if (told) expect(said?.error).toMatch(told);
        else expect(said).toBeNull();
        expect(JSON.stringify(said)).not.toContain(FEED_MARKER);
        expect(JSON.stringify(said)).not.toContain('<');
        expect(feeds.hits.private ?? 0).toBe(0);
      } finally {
        expect(await stop(server.child)).toBeLessThan(2500);
      }
    },
    60_000,
  );
});
