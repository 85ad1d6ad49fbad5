import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/lib/forms/form-entries.ts';
import { MAX_QUOTE_BODY_BYTES } from '../../src/lib/quote/quote-form.ts';
import { postWithGet as attack, chunked, distinctNames, encoded, getReferenceMs, ms } from '../attack-requests.ts';
import { freePort } from '../free-port.ts';
import { phonePhoto } from '../photos.ts';
import { multipart, quoteFields } from './quote-request.ts';

// Attacks on the bodies the form handler reads, against a real server process (scripts/serve/cli.ts, what the browser
// tests run: `npm start` without its build step) so that a blocked event loop shows in a GET / sent meanwhile.
const ROOT = path.resolve(import.meta.dirname, '../..');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-site-'));
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-data-'));
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>home</title>');
let server: ChildProcess;
let origin = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), SITE_DIR: site, FORMS_DATA_DIR: data, FORMS_RATE_LIMIT: '1000' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}, 40_000);
afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(data, { recursive: true, force: true });
});

/** The server's peak resident memory so far (Linux), in MB. */
const peakMb = () => {
  const line = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};
const postWithGet = (form: string, body: BodyInit, type?: string) => attack(origin, form, body, type);

/** Posts `body` to /api/quote all but its last byte, then the last: the time from that byte to the answer. */
function lastByteToAnswer(body: Uint8Array, type: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}/api/quote`, {
      method: 'POST',
      headers: { Origin: origin, Accept: 'application/json', 'Content-Type': type, 'Content-Length': body.length },
    });
    let start = 0;
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: ms(start) }));
    });
    req.on('error', reject);
    req.write(body.subarray(0, -1), () =>
      setTimeout(() => {
        start = performance.now();
        req.end(body.subarray(-1));
      }, 300),
    );
  });
}

describe('bodies an attacker sends to npm start', () => {
  it('answers many distinct URL-encoded names at once, and GET / meanwhile', async () => {
    // Far over the form's limit: refused by its size, never parsed (a third of this took 17 s before).
    const names = distinctNames(40_000);
    const r = await postWithGet('quote', names, 'application/x-www-form-urlencoded');
    console.log('urlencoded', names.length, 'bytes:', r);
    expect(r.post.status).toBe(413);
    expect(r.post.ms).toBeLessThan(1_000);
    expect(r.get).toEqual({ status: 200, ms: expect.any(Number) });
    expect(r.get.ms).toBeLessThan(1_000);
  }, 30_000);
  it('answers the largest URL-encoded body it accepts, of distinct names, at once', async () => {
    let names = '';
    for (let i = 0; names.length + 8 < MAX_BODY_BYTES; i++) names += `${i ? '&' : ''}f${i}=x`;
    const r = await postWithGet('applications', names, 'application/x-www-form-urlencoded');
    console.log('urlencoded at the limit', names.length, 'bytes:', r);
    expect(r.post.status).toBe(422);
    expect(r.post.ms).toBeLessThan(1_000);
    expect(r.get.ms).toBeLessThan(1_000);
  }, 30_000);
  it('answers a multipart post of ten thousand parts at once, and GET / meanwhile', async () => {
    const body = new FormData();
    for (let i = 0; i < 10_000; i++) body.append(`f${i}`, 'x');
    const { body: bytes, type } = await encoded(body);
    const r = await postWithGet('quote', bytes, type);
    console.log('10,000 parts:', r);
    expect(r.post.status).toBe(422);
    expect(r.post.ms).toBeLessThan(1_000);
    expect(r.get.ms).toBeLessThan(1_000);
  }, 30_000);
  it('answers the largest multipart body it accepts at once, and GET / meanwhile', async () => {
    const body = new FormData();
    body.append('name', 'Maria');
    // Random bytes, as a photo's are: every CR and dash in them is a place a delimiter might start.
    const photo = new Uint8Array(Math.floor((MAX_QUOTE_BODY_BYTES - 64 * 1024) / 5));
    for (let at = 0; at < photo.length; at += 65_536) crypto.getRandomValues(photo.subarray(at, at + 65_536));
    for (let i = 0; i < 5; i++) body.append('photos', new Blob([photo], { type: 'image/jpeg' }), `p${i}.jpg`);
    const { body: bytes, type } = await encoded(body);
    expect(bytes.length).toBeLessThanOrEqual(MAX_QUOTE_BODY_BYTES);
    // Once untimed: a server that has run a while has compiled its reading code. The upload of 24 MB may take longer
    // than 5 s on a busy machine: the post is given 25 (its answer's own time is measured below).
    await attack(origin, 'quote', bytes, type, 25_000);
    const r = await attack(origin, 'quote', bytes, type, 25_000);
    // The upload's time is the network's: the handler's own is from the body's last byte to the answer.
    const last = await lastByteToAnswer(bytes, type);
    // A second, or ten plain GETs where they are slow now: beside the other parts, on a slow day, 1.5 and 2.7 s.
    const bound = Math.max(1_000, 10 * (await getReferenceMs(origin)));
    console.log('largest multipart:', r, 'last byte to answer:', last, 'bound:', bound);
    expect(r.post.status).toBe(422);
    expect(last).toMatchObject({ status: 422 });
    expect(last.ms).toBeLessThan(bound);
    expect(r.get.ms).toBeLessThan(bound);
  }, 90_000);
  it('stores a quote with five phone photos (the most a visitor without JavaScript sends) at once', async () => {
    const photo = await phonePhoto();
    const quote = async (name: string) => {
      const { body, type } = await encoded(
        multipart(
          quoteFields(name),
          [0, 1, 2, 3, 4].map((i) => ({ bytes: photo, name: `IMG_${i}.jpg` })),
        ),
      );
      expect(body.length).toBeLessThanOrEqual(MAX_QUOTE_BODY_BYTES);
      return { body, type };
    };
    const warm = await quote('Warm Up');
    expect((await postWithGet('quote', warm.body, warm.type)).post.status).toBe(201);
    // GET / sent as the last byte goes: it waits for nothing but the handler's own work on the photos. The better of
    // two tries: on two cores busy with the other test files, one try in many waited for the CPU past the second
    // (1,106 ms once, where 120 to 170 ms is the rule); a handler slow at its own work is slow on both.
    const tries: { last: { status: number; ms: number }; get: { status: number; ms: number } }[] = [];
    for (const name of ['Five Photos', 'Five Photos Again']) {
      const { body, type } = await quote(name);
      const [last, get] = await Promise.all([
        lastByteToAnswer(body, type),
        new Promise((r) => setTimeout(r, 300)).then(async () => {
          const start = performance.now();
          const res = await fetch(`${origin}/`);
          await res.arrayBuffer();
          return { status: res.status, ms: ms(start) };
        }),
      ]);
      console.log('five photos,', body.length >> 20, 'MB: last byte to answer', last, 'GET / meanwhile', get);
      tries.push({ last, get });
      if (last.ms < 1_000 && get.ms < 1_000) break;
    }
    const { last, get } = tries.reduce((a, b) => (b.last.ms + b.get.ms < a.last.ms + a.get.ms ? b : a));
    for (const t of tries) expect(t.last).toMatchObject({ status: 201 });
    expect(last.ms).toBeLessThan(1_000);
    expect(get).toMatchObject({ status: 200 });
    expect(get.ms).toBeLessThan(1_000);
  }, 30_000);
  it('refuses a 200 MB chunked beacon without reading it into memory', async () => {
    const before = peakMb();
    const body = chunked(200 * 1024 * 1024);
    const start = performance.now();
    const status = await fetch(`${origin}/api/events`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'text/plain' },
      body: body.stream,
      duplex: 'half',
      signal: AbortSignal.timeout(20_000),
    } as RequestInit).then(
      (r) => r.status,
      () => 0,
    );
    const grew = peakMb() - before;
    console.log('200 MB chunked beacon:', {
      status,
      ms: ms(start),
      sentMb: body.sent() >> 20,
      peakGrewMb: Math.round(grew),
    });
    expect([413, 0]).toContain(status);
    expect(body.sent()).toBeLessThan(200 * 1024 * 1024);
    expect(grew).toBeLessThan(50);
  }, 30_000);
});
