/**
 * The built site (dist/client, as `npm run build` leaves it for Cloudflare Pages) served by Cloudflare's own local
 * runtime, `wrangler pages dev` configured by wrangler.toml, with the lead e-mail Worker beside it: what a deploy would
 * answer. Each test file that calls cloudflareForThisFile() gets its own, started before its tests and stopped after.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../free-port.ts';
import { cpuMs, stopTree } from '../stop-servers.ts';
import { d1RowsIn, d1SeedIn, migratedInto } from './d1-state.ts';
import { DIST } from './site-urls.ts';
import { localRun, ROOT, WRANGLER, wranglerEnv } from './wrangler.ts';

let wrangler: ChildProcess;
// The lead e-mail Worker (workers/leads-mail/), run by `wrangler dev` beside the Pages project, which reaches it
// through the LEADS_EMAIL binding; wrangler's own registry of local Workers is kept in the test's folder.
let mailWorker: ChildProcess;
const bin = WRANGLER;
const state = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-state-'));
const env = wranglerEnv(state);
const leads = {
  LEADS_EMAIL_TO: 'owner@example.com',
  LEADS_EMAIL_FROM: 'site@example.com',
  PHOTO_LINK_SECRET: 'cloudflare-test-secret',
};
export const STATS_TOKEN = 'cloudflare-stats-token';
export const CALENDAR_TOKEN = 'cloudflare-calendar-token';

export interface Cloudflare {
  /** http://127.0.0.1:port of `wrangler pages dev`. */
  origin: string;
  /** What wrangler pages dev and the mail Worker have printed so far. */
  log: string;
  mailLog: string;
  /** The CPU milliseconds wrangler pages dev and its runtime (workerd) have used so far (../stop-servers.ts). */
  cpuMs: () => number;
}

/**
 * Starts Cloudflare's runtime for the calling test file (beforeAll) and stops it and its state (afterAll). `settings`
 * adds the project's variables a file needs, read when the runtime starts (after the file's earlier beforeAll hooks);
 * `seed` is SQL run on the migrated database before the runtime opens it (./d1-state.ts d1SeedIn), the rows the file's
 * tests start from.
 */
export function cloudflareForThisFile(
  settings: () => Record<string, string> = () => ({}),
  { seed }: { seed?: string } = {},
): Cloudflare {
  const cf: Cloudflare = { origin: '', log: '', mailLog: '', cpuMs: () => cpuMs(wrangler.pid!) };
  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, 'index.html')))
      throw new Error('dist/client is missing: run `npm run build` first.');
    // The forms' D1 database, emulated locally in a fresh folder and migrated as a deploy is (migrations/).
    migratedInto(state);
    if (seed) d1SeedIn(state, seed);
    // A free port can be taken by another test file's server between our asking and wrangler listening on it: then
    // wrangler ends with "Address already in use", and both runtimes start again on other ports.
    for (let attempt = 1; ; attempt++) {
      if (await startRuntimes(cf, settings)) return;
      const taken = /Address already in use/.test(cf.log + cf.mailLog);
      if (!taken || attempt === 3) throw new Error(`wrangler pages dev did not start:\n${cf.log}\n${cf.mailLog}`);
      for (const child of [wrangler, mailWorker]) await stopTree(child);
      cf.log = cf.mailLog = '';
    }
    // The first file to start migrates D1 (7 s of CPU when quiet) beside the browser suite and the integration tests:
    // on a 2-core machine twice as slow as usual that and the runtimes' start took over 180 s.
  }, 420_000);

  afterAll(async () => {
    for (const child of [wrangler, mailWorker]) if (child) await stopTree(child);
    fs.rmSync(state, { recursive: true, force: true });
  });
  return cf;
}

/** Starts the mail Worker and the Pages project on free ports: whether the site answered within a minute. */
async function startRuntimes(cf: Cloudflare, settings: () => Record<string, string>): Promise<boolean> {
  const [port, inspector, mailPort, mailInspector] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  cf.origin = `http://127.0.0.1:${port}`;
  mailWorker = spawn(
    process.execPath,
    // Its own folder for the runtime's files: two runtimes starting at once on one folder can meet on its SQLite
    // files ("database is locked: SQLITE_BUSY"); the registry that connects them (wranglerEnv) stays shared.
    [
      bin,
      'dev',
      '-c',
      'workers/leads-mail/wrangler.toml',
      ...localRun(mailPort, mailInspector, path.join(state, 'mail')),
    ],
    { cwd: ROOT, detached: true, env },
  );
  mailWorker.stdout?.on('data', (d) => (cf.mailLog += d));
  mailWorker.stderr?.on('data', (d) => (cf.mailLog += d));
  const owner = {
    ...leads,
    STATS_TOKEN,
    CALENDAR_TOKEN,
    // Links in e-mails and the OAuth callback start with the site's address: this local runtime's.
    SITE_URL: cf.origin,
    GITHUB_OAUTH_CLIENT_ID: 'Iv1.cloudflare',
    GITHUB_OAUTH_CLIENT_SECRET: 'cloudflare-secret',
    ...settings(),
  };
  const bindings = Object.entries(owner).flatMap(([k, v]) => ['--binding', `${k}=${v}`]);
  wrangler = spawn(process.execPath, [bin, 'pages', 'dev', ...localRun(port, inspector, state), ...bindings], {
    cwd: ROOT,
    detached: true,
    env,
  });
  wrangler.stdout?.on('data', (d) => (cf.log += d));
  wrangler.stderr?.on('data', (d) => (cf.log += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (mailWorker.exitCode !== null || wrangler.exitCode !== null || Date.now() > deadline) return false;
    const answered = await fetch(`${cf.origin}/`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Rows of the local D1 database, as the runtime has written them so far (./d1-state.ts). */
export const d1Rows = (sql: string): Record<string, unknown>[] => d1RowsIn(state, sql);
