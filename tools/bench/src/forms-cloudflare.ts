import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, freePort, load, NO_LIMIT, poster, waitFor } from './forms-http.ts';

const CLOUDFLARE_POSTS = 300;

/** The same posts through `wrangler pages dev` (Pages Function + local D1). */
export interface CloudflareFigures {
  postsPerSecond: number;
  accepted: number;
  stored: number;
  total: number;
}

/** The built site in Cloudflare's local runtime with its Pages Function and a freshly migrated local D1. */
export async function cloudflareFigures(
  root: string,
  log: (line: string) => void,
): Promise<CloudflareFigures | undefined> {
  const bin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' };
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrangler-'));
  const [port, inspector] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  log(`Forms through wrangler pages dev (Pages Function, local D1): ${CLOUDFLARE_POSTS} posts…`);
  execFileSync(
    process.execPath,
    [bin, 'd1', 'migrations', 'apply', 'florida-forms', '--local', '--persist-to', state],
    { cwd: root, env, stdio: 'pipe' },
  );
  const wrangler = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--persist-to',
      state,
      '--binding',
      `FORMS_RATE_LIMIT=${NO_LIMIT}`,
    ],
    { cwd: root, detached: true, env, stdio: 'ignore' },
  );
  try {
    await waitFor(`${origin}/`, wrangler, 90, 'wrangler pages dev');
    const post = poster(origin);
    const posts = await load(CLOUDFLARE_POSTS, 20, (i) => post(`cf-${i}`));
    const out = execFileSync(
      process.execPath,
      [
        bin,
        'd1',
        'execute',
        'florida-forms',
        '--local',
        '--persist-to',
        state,
        '--json',
        '--command',
        "SELECT count(*) AS n FROM newsletter WHERE email LIKE 'cf-%'",
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    const stored = Number((JSON.parse(out) as { results: { n: number }[] }[])[0].results[0].n);
    return { postsPerSecond: posts.perSecond, accepted: count(posts.statuses, 201), stored, total: CLOUDFLARE_POSTS };
  } catch (error) {
    log(`Cloudflare forms figures skipped: ${(error as Error).message}`);
    return undefined;
  } finally {
    if (wrangler.pid) process.kill(-wrangler.pid, 'SIGTERM');
    fs.rmSync(state, { recursive: true, force: true });
  }
}
