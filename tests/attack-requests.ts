/** Requests of the attack tests on the form handler (tests/serve/body-attacks.int.test.ts, tests/hosts/cloudflare-attacks.test.ts). */
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
  const post = fetch(`${origin}/api/${form}`, {
    method: 'POST',
    headers: { Origin: origin, Accept: 'application/json', ...(type ? { 'Content-Type': type } : {}) },
    body,
    signal: AbortSignal.timeout(timeoutMs),
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit).then(
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
 * The median of three GET / times now, one after the other: what answering at once takes on this machine at this
 * moment, for a bound that must hold on a busy 2-core machine too.
 */
export async function getReferenceMs(origin: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await (await fetch(`${origin}/`)).arrayBuffer();
    times.push(ms(start));
  }
  return times.sort((a, b) => a - b)[1]!;
}
