import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AvailabilityLatency, availabilityLatency } from './availability-load.ts';
import { count, freePort, load, NO_LIMIT, poster, waitFor } from './forms-http.ts';

const CLOUDFLARE_POSTS = 300;

/** The same posts through `wrangler pages dev` (Pages Function + local D1). */
export interface CloudflareFigures {
  postsPerSecond: number;
  accepted: number;
  stored: number;
  total: number;
  /** GET /api/availability's answer times (absent in reports made before it existed). */
  availability?: AvailabilityLatency;
}

/** Runs `use` with the built site in Cloudflare's local runtime, its Pages Function and a freshly migrated local D1. */
export async function withWrangler<T>(
  root: string,
  use: (origin: string, d1: (sql: string) => Record<string, unknown>[]) => Promise<T>,
): Promise<T> {
  const bin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' };
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrangler-'));
  const [port, inspector] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const wranglerArgs = (...args: string[]) => [bin, ...args, '--persist-to', state];
  execFileSync(process.execPath, wranglerArgs('d1', 'migrations', 'apply', 'florida-forms', '--local'), {
    cwd: root,
    env,
    stdio: 'pipe',
  });
  const wrangler = spawn(
    process.execPath,
    [
      ...wranglerArgs('pages', 'dev', '--ip', '127.0.0.1', '--port', String(port)),
      '--inspector-port',
      String(inspector),
      '--binding',
      `FORMS_RATE_LIMIT=${NO_LIMIT}`,
    ],
    { cwd: root, detached: true, env, stdio: 'ignore' },
  );
  const d1 = (sql: string) => {
    const out = execFileSync(
      process.execPath,
      wranglerArgs('d1', 'execute', 'florida-forms', '--local', '--json', '--command', sql),
      { cwd: root, env, encoding: 'utf8' },
    );
    return (JSON.parse(out) as { results: Record<string, unknown>[] }[])[0].results;
  };
  try {
    await waitFor(`${origin}/`, wrangler, 90, 'wrangler pages dev');
    return await use(origin, d1);
  } finally {
    if (wrangler.pid) process.kill(-wrangler.pid, 'SIGTERM');
    fs.rmSync(state, { recursive: true, force: true });
  }
}

/** The same posts as on npm start, through Cloudflare's local runtime, and GET /api/availability's answer times. */
export async function cloudflareFigures(
  root: string,
  log: (line: string) => void,
): Promise<CloudflareFigures | undefined> {
  log(`Forms through wrangler pages dev (Pages Function, local D1): ${CLOUDFLARE_POSTS} posts, GET /api/availability…`);
  try {
    return await withWrangler(root, async (origin, d1) => {
      // Measured first, while D1 is as a new site's: the posts below fill the newsletter table, not the quote table.
      const availability = await availabilityLatency(origin);
      const post = poster(origin);
      const posts = await load(CLOUDFLARE_POSTS, 20, (i) => post(`cf-${i}`));
      const stored = Number(d1("SELECT count(*) AS n FROM newsletter WHERE email LIKE 'cf-%'")[0].n);
      return {
        postsPerSecond: posts.perSecond,
        accepted: count(posts.statuses, 201),
        stored,
        total: CLOUDFLARE_POSTS,
        availability,
      };
    });
  } catch (error) {
    log(`Cloudflare forms figures skipped: ${(error as Error).message}`);
    return undefined;
  }
}
