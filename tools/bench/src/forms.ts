/**
 * Load and fault figures of the forms (a lead must never be lost), for `npm run bench` and `npm run bench:forms`; printed, never
 * asserted in a timed test:
 *  - requests/s for a page and for valid form posts on `npm start`'s server (a bounded loop of fetches, 50 at a time);
 *  - the posts answered 201 still stored after that server is killed with SIGKILL during a load of posts, 5 times;
 *  - the same valid posts through Cloudflare's local runtime (`wrangler pages dev`, the Pages Function and local D1),
 *    with the rows counted in D1 afterwards;
 *  - quote requests with photos per second and the time from a post to the owner's e-mail (./quote-load.ts);
 *  - GET /api/availability's median and p95 answer times on `npm start` and in Cloudflare's runtime
 *    (./availability-load.ts; `npm run bench:forms -- --availability` measures only these).
 * Needs a built site in `root` (dist/client).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type AvailabilityLatency, availabilityLatency, availabilityLine } from './availability-load.ts';
import { type CloudflareFigures, cloudflareFigures } from './forms-cloudflare.ts';
import { count, freePort, load, poster, startNpmStart } from './forms-http.ts';
import { type QuoteFigures, quoteFigures, quoteLines } from './quote-load.ts';

export interface FormsFigures {
  node: {
    pagePerSecond: number;
    pageOk: number;
    pageTotal: number;
    postsPerSecond: number;
    postsStored: number;
    postsTotal: number;
    /** GET /api/availability's answer times (absent in reports made before it existed). */
    availability?: AvailabilityLatency;
  };
  /** Five SIGKILLs during a load of posts: every post answered 201 must be a row afterwards. */
  kill: { rounds: number; accepted: number; stored: number };
  /** The same posts through `wrangler pages dev` (Pages Function + local D1); absent when wrangler could not start. */
  cloudflare?: CloudflareFigures;
  /** Quote requests with two photos, and the owner's e-mail (absent in reports made before it existed). */
  quote?: QuoteFigures;
}

const PAGE_REQUESTS = 3000;
const POSTS = 1000;
const KILL_ROUNDS = 5;

/** `npm start`'s server (scripts/serve/cli.ts) on the built site, its database in a fresh folder. */
async function nodeFigures(root: string, log: (line: string) => void): Promise<Pick<FormsFigures, 'node' | 'kill'>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const post = poster(origin);
  const start = () => startNpmStart(root, port, dataDir);
  let server = await start();
  try {
    log(`Forms on npm start's server: ${PAGE_REQUESTS} page requests, ${POSTS} posts, ${KILL_ROUNDS} kill -9 rounds…`);
    // Measured first, while the store is as a new site's (no quote holds a window yet).
    const availability = await availabilityLatency(origin);
    const page = await load(PAGE_REQUESTS, 50, async () => {
      const r = await fetch(`${origin}/about`, { headers: { 'Accept-Encoding': 'br' } });
      await r.arrayBuffer();
      return r.status;
    });
    const posts = await load(POSTS, 50, (i) => post(`load-${i}`));

    const accepted: string[] = [];
    for (let round = 0; round < KILL_ROUNDS; round++) {
      let stop = false;
      const workers = Array.from({ length: 20 }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          const tag = `kill-${round}-${w}-${i}`;
          if ((await post(tag).catch(() => 0)) === 201) accepted.push(`${tag}@example.com`);
        }
      });
      await new Promise((r) => setTimeout(r, 1000));
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGKILL');
      await exited;
      stop = true;
      await Promise.all(workers);
      server = await start();
    }
    const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
    const stored = new Set(
      (db.prepare('SELECT email FROM newsletter').all() as { email: string }[]).map((r) => r.email),
    );
    db.close();
    return {
      node: {
        pagePerSecond: page.perSecond,
        pageOk: count(page.statuses, 200),
        pageTotal: PAGE_REQUESTS,
        postsPerSecond: posts.perSecond,
        postsStored: [...stored].filter((e) => e.startsWith('load-')).length,
        postsTotal: POSTS,
        availability,
      },
      kill: { rounds: KILL_ROUNDS, accepted: accepted.length, stored: accepted.filter((e) => stored.has(e)).length },
    };
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function formsFigures(root: string, log: (line: string) => void): Promise<FormsFigures> {
  const node = await nodeFigures(root, log);
  const quote = await quoteFigures(root, await freePort(), log);
  return { ...node, quote, cloudflare: await cloudflareFigures(root, log) };
}

/** The figures as report lines (Markdown list items). */
export function formsLines(f: FormsFigures): string[] {
  const n = (v: number) => v.toLocaleString('en-US');
  return [
    `- npm start, page /about (brotli, precompressed at build): ${n(f.node.pagePerSecond)} requests/s (${n(f.node.pageOk)} of ${n(f.node.pageTotal)} answered 200)`,
    `- npm start, valid newsletter posts: ${n(f.node.postsPerSecond)} requests/s (${n(f.node.postsStored)} of ${n(f.node.postsTotal)} stored)`,
    `- npm start killed with SIGKILL during posts, ${f.kill.rounds} times: ${n(f.kill.accepted)} posts answered 201, ${n(f.kill.stored)} stored, ${n(f.kill.accepted - f.kill.stored)} lost`,
    f.cloudflare
      ? `- Cloudflare's local runtime (wrangler pages dev, Pages Function, local D1), valid newsletter posts: ${n(f.cloudflare.postsPerSecond)} requests/s (${n(f.cloudflare.accepted)} of ${n(f.cloudflare.total)} answered 201, ${n(f.cloudflare.stored)} rows in D1)`
      : "- Cloudflare's local runtime: not measured (wrangler pages dev did not start)",
    ...(f.quote ? quoteLines(f.quote) : []),
    availabilityLine('npm start', f.node.availability),
    availabilityLine("Cloudflare's local runtime (Pages Function, local D1)", f.cloudflare?.availability),
  ];
}
