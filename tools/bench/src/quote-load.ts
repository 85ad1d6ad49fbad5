/**
 * The quote request's figures for `npm run bench` and `npm run bench:forms` (tools/bench/src/forms.ts): quote posts
 * with two photos per second on `npm start`'s server, and the time from a post to the owner's e-mail reaching an SMTP
 * server run here (median and p95), one post at a time and under that load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { WITH_COMPILE_CACHE } from '../../../scripts/build/plan.ts';

export interface QuoteFigures {
  postsPerSecond: number;
  accepted: number;
  total: number;
  photoBytes: number;
  /** Milliseconds from sending a post to its e-mail arriving. */
  quiet: { median: number; p95: number; count: number };
  underLoad: { median: number; p95: number; count: number; arrived: number };
}

const LOAD_POSTS = 100;
const QUIET_POSTS = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

/** A photo as the page's script sends it: JPEG at 1,600 px, of noise so that it does not compress away. */
async function photo(): Promise<Buffer> {
  const [w, h] = [1600, 1200];
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + ((i / 3) | 0) * 104729) % 251;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function quoteFigures(root: string, port: number, log: (line: string) => void): Promise<QuoteFigures> {
  const arrived = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        const tag = /^Subject: .*?(Bench \d+-\d+)/m.exec(raw)?.[1];
        if (tag) arrived.set(tag, performance.now());
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-quote-'));
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    SITE_DIR: path.join(root, 'dist/client'),
    FORMS_DATA_DIR: dataDir,
    FORMS_RATE_LIMIT: '1000000000',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    LEADS_EMAIL_TO: 'owner@example.com',
    LEADS_EMAIL_FROM: 'site@example.com',
    PHOTO_LINK_SECRET: 'bench-secret',
  };
  const server: ChildProcess = spawn(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/serve/cli.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error("npm start's server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const bytes = await photo();
    const sent = new Map<string, number>();
    const post = async (tag: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({
        name: tag,
        phone: '561-555-0100',
        address: 'Boca Raton',
        service: 'painting',
        details: 'Two rooms to paint.',
      }))
        body.append(k, v);
      for (const name of ['a.jpg', 'b.jpg'])
        body.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
      sent.set(tag, performance.now());
      const r = await fetch(`${origin}/api/quote`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: origin },
        body,
      });
      await r.arrayBuffer();
      return r.status;
    };
    const waitMail = async (tags: string[], ms: number) => {
      const end = Date.now() + ms;
      while (tags.some((t) => !arrived.has(t)) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    };
    const latencies = (tags: string[]) => tags.filter((t) => arrived.has(t)).map((t) => arrived.get(t)! - sent.get(t)!);

    log(
      `Quote requests with two photos (${Math.round(bytes.length / 1024)} KB each): ${QUIET_POSTS} one at a time, then ${LOAD_POSTS}, 10 at a time…`,
    );
    const quietTags = Array.from({ length: QUIET_POSTS }, (_, i) => `Bench 0-${i}`);
    for (const tag of quietTags) {
      await post(tag);
      await waitMail([tag], 10_000);
    }
    const loadTags = Array.from({ length: LOAD_POSTS }, (_, i) => `Bench 1-${i}`);
    let next = 0;
    const statuses: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < LOAD_POSTS) statuses.push(await post(loadTags[next++]).catch(() => 0));
      }),
    );
    const postsPerSecond = Math.round((LOAD_POSTS / ((performance.now() - started) / 1000)) * 10) / 10;
    await waitMail(loadTags, 60_000);
    const quiet = latencies(quietTags);
    const loaded = latencies(loadTags);
    return {
      postsPerSecond,
      accepted: statuses.filter((s) => s === 201).length,
      total: LOAD_POSTS,
      photoBytes: bytes.length,
      quiet: { median: percentile(quiet, 50), p95: percentile(quiet, 95), count: quiet.length },
      underLoad: {
        median: percentile(loaded, 50),
        p95: percentile(loaded, 95),
        count: LOAD_POSTS,
        arrived: loaded.length,
      },
    };
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    await new Promise<void>((r) => smtp.close(() => r()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function quoteLines(q: QuoteFigures): string[] {
  const kb = Math.round(q.photoBytes / 1024);
  return [
    `- npm start, quote requests with two ${kb} KB photos, 10 at a time: ${q.postsPerSecond} posts/s (${q.accepted} of ${q.total} answered 201)`,
    `- npm start, post to the owner's e-mail at an SMTP server, one post at a time: median ${q.quiet.median} ms, p95 ${q.quiet.p95} ms (${q.quiet.count} e-mails)`,
    `- the same under that load: median ${q.underLoad.median} ms, p95 ${q.underLoad.p95} ms (${q.underLoad.arrived} of ${q.underLoad.count} e-mails arrived)`,
  ];
}
