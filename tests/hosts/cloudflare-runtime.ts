/**
 * The built site (dist/client, as `npm run build` leaves it for Cloudflare Pages) served by Cloudflare's own local
 * runtime, `wrangler pages dev` configured by wrangler.toml, with the lead e-mail Worker in the same runtime: what a
 * deploy would answer. Each test file that calls cloudflareForThisFile() gets its own, started before its tests and
 * stopped after.
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

// The runtime and state folder of the file running now: the files of a worker share this module, one after the other.
let wrangler: ChildProcess;
let state = '';
const bin = WRANGLER;
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
  /**
   * What wrangler pages dev has printed so far: the Pages project's lines and the lead e-mail Worker's, whose
   * stand-in for the Email Service prints each message it is given.
   */
  log: string;
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
  const cf: Cloudflare = { origin: '', log: '', cpuMs: () => cpuMs(wrangler.pid!) };
  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, 'index.html')))
      throw new Error('dist/client is missing: run `npm run build` first.');
    // The forms' D1 database, emulated locally in a fresh folder and migrated as a deploy is (migrations/).
    state = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-state-'));
    migratedInto(state);
    if (seed) d1SeedIn(state, seed);
    // A free port can be taken by another test file's server between our asking and wrangler listening on it: then
    // wrangler ends with "Address already in use", and the runtime starts again on other ports.
    for (let attempt = 1; ; attempt++) {
      if (await startRuntime(cf, settings)) return;
      const taken = /Address already in use/.test(cf.log);
      if (!taken || attempt === 3) throw new Error(`wrangler pages dev did not start:\n${cf.log}`);
      await stopTree(wrangler);
      cf.log = '';
    }
    // The first file to start migrates D1 (7 s of CPU when quiet): on a 2-core machine twice as slow as usual, with
    // the browser suite and the integration tests beside it, that and the runtimes' start took over 180 s.
  }, 420_000);

  afterAll(async () => {
    if (wrangler) await stopTree(wrangler);
    fs.rmSync(state, { recursive: true, force: true });
  });
  return cf;
}

/**
 * Starts the Pages project on a free port with the lead e-mail Worker (workers/leads-mail/) in the same runtime, as
 * wrangler runs a Worker's auxiliary Workers: the Pages project reaches it through its LEADS_EMAIL service binding.
 * One runtime instead of a `wrangler dev` of its own beside it: half the processes, and about 4 s less of CPU a file.
 * Whether the site answered within a minute.
 */
async function startRuntime(cf: Cloudflare, settings: () => Record<string, string>): Promise<boolean> {
  const [port, inspector] = [await freePort(), await freePort()];
  cf.origin = `http://127.0.0.1:${port}`;
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
  // The first configuration must be the Pages project's own; the next ones are the Workers it binds.
  const configs = ['wrangler.toml', 'workers/leads-mail/wrangler.toml'].flatMap((c) => ['-c', c]);
  wrangler = spawn(
    process.execPath,
    [bin, 'pages', 'dev', ...configs, ...localRun(port, inspector, state), ...bindings],
    { cwd: ROOT, detached: true, env: wranglerEnv(state) },
  );
  wrangler.stdout?.on('data', (d) => (cf.log += d));
  wrangler.stderr?.on('data', (d) => (cf.log += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (wrangler.exitCode !== null || Date.now() > deadline) return false;
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
