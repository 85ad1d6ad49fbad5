/** The HTTP side of the forms' load figures: free ports, waiting for a server, bounded loads of requests, posts. */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { WITH_COMPILE_CACHE } from '../../../scripts/build/plan.ts';

/** A rate limit no load reaches: the figures measure the server, not its limiter. */
export const NO_LIMIT = '1000000000';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function waitFor(url: string, child: ChildProcess, seconds: number, what: string): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${what} did not start within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs `total` requests, `concurrency` at a time; resolves requests/s and the statuses. */
export async function load(total: number, concurrency: number, request: (i: number) => Promise<number>) {
  let next = 0;
  const statuses: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) statuses.push(await request(next++).catch(() => 0));
    }),
  );
  return { perSecond: Math.round(total / ((performance.now() - started) / 1000)), statuses };
}

export const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

export function poster(origin: string) {
  return async (tag: string) => {
    const r = await fetch(`${origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
      body: JSON.stringify({ email: `${tag}@example.com` }),
    });
    await r.arrayBuffer();
    return r.status;
  };
}

/** `npm start`'s server (scripts/serve/cli.ts) on the built site in `root`, its database in `dataDir`, once it answers. */
export async function startNpmStart(root: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/serve/cli.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_DIR: path.join(root, 'dist/client'),
      FORMS_DATA_DIR: dataDir,
      FORMS_RATE_LIMIT: NO_LIMIT,
    },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}/`, child, 30, "npm start's server");
  return child;
}
