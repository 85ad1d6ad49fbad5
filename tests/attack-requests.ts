/** Requests of the attack tests on the form handler (tests/serve/body-attacks.int.test.ts, tests/hosts/cloudflare-attacks.test.ts). */
import http from 'node:http';
import { cpuMs } from './stop-servers.ts';
export const ms = (since: number) => Math.round(performance.now() - since);

/** A form's multipart bytes and type, encoded before the clock starts (encoding them is the client's time). */
export async function encoded(form: FormData) {
  const r = new Response(form);
  return { body: new Uint8Array(await r.arrayBuffer()), type: r.headers.get('content-type') ?? '' };
}

/** `count` distinct names, URL-encoded: what made the handler's time grow with the square of the names. */
export const distinctNames = (count: number) => Array.from({ length: count }, (_, i) => `f${i}=x`).join('&');

/** A body sent in chunks with no Content-Length, `total` bytes in all; `sent()` says how many were taken. */
export function chunked(total: number) {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

/**
 * Posts `body` to `origin`'s /api/<form> and sends GET / once the post is under way: the status and time of each
 * (a request cut off after `timeoutMs` answers status 0).
 */
export async function postWithGet(origin: string, form: string, body: BodyInit, type?: string, timeoutMs = 5_000) {
  const start = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const send = () =>
    fetch(`${origin}/api/${form}`, {
      method: 'POST',
      headers: { Origin: origin, Accept: 'application/json', ...(type ? { 'Content-Type': type } : {}) },
      body,
      signal,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  // Sent again once, on a new connection, when the one fetch reused was closed by the server as it began: its idle
  // keep-alive connection ran out meanwhile (a post of 24 MB failed so after 4.2 s, with 30 ms of the server's CPU). A
  // stream cannot be sent twice, and a post cut off by its time is not sent again.
  const post = send()
    .catch((error) => (body instanceof ReadableStream || signal.aborted ? Promise.reject(error) : send()))
    .then(
      async (r) => {
        await r.arrayBuffer();
        return { status: r.status, ms: ms(start) };
      },
      () => ({ status: 0, ms: ms(start) }),
    );
  await new Promise((r) => setTimeout(r, 20));
  const getStart = performance.now();
  const get = await fetch(`${origin}/`, { signal: AbortSignal.timeout(timeoutMs) }).then(
    async (r) => {
      await r.arrayBuffer();
      return { status: r.status, ms: ms(getStart) };
    },
    () => ({ status: 0, ms: ms(getStart) }),
  );
  return { post: await post, get };
}

/**
 * Posts `body` to `origin`'s /api/quote all but its last byte, then the last: the time from that byte to the answer,
 * and the CPU time of the server (process `pid`) meanwhile.
 */
export function lastByteToAnswer(
  origin: string,
  pid: number,
  body: Uint8Array,
  type: string,
): Promise<{ status: number; ms: number; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}/api/quote`, {
      method: 'POST',
      headers: { Origin: origin, Accept: 'application/json', 'Content-Type': type, 'Content-Length': body.length },
    });
    let start = 0;
    let cpu = 0;
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: ms(start), cpuMs: cpuMs(pid) - cpu }));
    });
    req.on('error', reject);
    req.write(body.subarray(0, -1), () =>
      setTimeout(() => {
        start = performance.now();
        cpu = cpuMs(pid);
        req.end(body.subarray(-1));
      }, 300),
    );
  });
}
