/**
 * npm run bench:forms — load and fault figures of `npm start` (issue 14), printed, never asserted in a test:
 * requests/s for a page and for valid form posts (a bounded loop of fetches, 50 at a time), and the accepted
 * entries still stored after the server is killed with SIGKILL during a load of posts (must be all).
 * Needs a built site (npm run build). PORT (default 4354) is where the server under test listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const port = Number(process.env.PORT ?? 4354);
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'));

function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/cli.ts'], { env: { ...process.env, PORT: String(port), FORMS_DATA_DIR: dataDir, FORMS_RATE_LIMIT: '1000000000' }, stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = () => fetch(`${origin}/`).then(() => resolve(child), () => (Date.now() > deadline ? reject(new Error('server did not start')) : setTimeout(poll, 200)));
    poll();
  });
}

/** Runs `total` requests, `concurrency` at a time; resolves requests/s and the statuses. */
async function load(total: number, concurrency: number, request: (i: number) => Promise<number>) {
  let next = 0;
  const statuses: number[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) statuses.push(await request(next++));
  }));
  return { perSecond: Math.round(total / ((performance.now() - started) / 1000)), statuses };
}

const entry = (tag: string) => JSON.stringify({ email: `${tag}@example.com` });
const post = (tag: string) => fetch(`${origin}/api/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: entry(tag) });

let server = await start();
const page = await load(3000, 50, async () => { const r = await fetch(`${origin}/about`, { headers: { 'Accept-Encoding': 'br' } }); await r.arrayBuffer(); return r.status; });
const forms = await load(1000, 50, async (i) => { const r = await post(`load-${i}`); await r.arrayBuffer(); return r.status; });
console.log(`Page /about (brotli, precompressed): ${page.perSecond} requests/s (${page.statuses.filter((s) => s === 200).length}/3000 answered 200)`);
console.log(`Valid newsletter posts: ${forms.perSecond} requests/s (${forms.statuses.filter((s) => s === 201).length}/1000 answered 201)`);

// Kill -9 during load, five times: every post answered 201 must be a row afterwards.
const accepted: string[] = [];
for (let round = 0; round < 5; round++) {
  server = server.exitCode === null ? server : await start();
  let stop = false;
  const workers = Array.from({ length: 20 }, async (_, w) => {
    for (let i = 0; !stop; i++) {
      const tag = `kill-${round}-${w}-${i}`;
      const ok = await post(tag).then((r) => r.status === 201, () => false);
      if (ok) accepted.push(`${tag}@example.com`);
      else if (stop) break;
    }
  });
  await new Promise((r) => setTimeout(r, 1000));
  server.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  if (server.exitCode === null && server.signalCode === null) await new Promise((r) => server.once('exit', r));
  server = await start();
}
server.kill('SIGKILL');
const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
const stored = new Set((db.prepare('SELECT email FROM newsletter').all() as { email: string }[]).map((r) => r.email));
const lost = accepted.filter((e) => !stored.has(e));
console.log(`kill -9 during load, 5 times: ${accepted.length} posts answered 201, ${accepted.length - lost.length} stored, ${lost.length} lost`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(lost.length ? 1 : 0);
