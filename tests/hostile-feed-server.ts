/**
 * The hostile feeds of ./hostile-feeds.ts served by a small HTTP server inside the test, and the probe that asks a
 * server for its windows while timing its pages (serve/hostile-feed.int.test.ts, hosts/cloudflare-feed-attacks.test.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEED_MARKER, honestBusy, hostileFeeds } from './hostile-feeds.ts';

/**
 * Serves each feed at /<name>.ics, /fail.ics answers 500 with the marker in its body, and /to-private.ics redirects to
 * /private.ics of the same machine (a private address: never to be followed). `hits` counts each path's requests.
 */
export async function hostileFeedServer(now = Date.now()) {
  const hits: Record<string, number> = {};
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\/|\.ics.*$/g, '');
    hits[name] = (hits[name] ?? 0) + 1;
    if (name === 'fail') return res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Error: ${FEED_MARKER}`);
    if (name === 'to-private') return res.writeHead(302, { Location: `${origin}/private.ics` }).end();
    const feed = hostileFeeds[name];
    if (!feed) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(feed(now));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (name: string) => `${origin}/${name}.ics`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * GET /api/availability of `origin` (undefined when no answer came within `timeoutMs`) while GET /about is timed every
 * 100 ms: how long the windows took, and the slowest /about (Infinity for one that did not answer in 10 s).
 */
export async function windowsWhileProbing(origin: string, timeoutMs: number) {
  const started = performance.now();
  const abouts: number[] = [];
  let waiting = true;
  const probe = (async () => {
    while (waiting) {
      const t = performance.now();
      const ok = await fetch(`${origin}/about`, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.ok,
        () => false,
      );
      abouts.push(ok ? performance.now() - t : Number.POSITIVE_INFINITY);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const res = await fetch(`${origin}/api/availability`, { signal: AbortSignal.timeout(timeoutMs) }).catch(
    () => undefined,
  );
  const body = (await res?.json().catch(() => undefined)) as { windows: { start: string }[] } | undefined;
  const ms = performance.now() - started;
  waiting = false;
  await probe;
  return { status: res?.status, starts: body?.windows.map((w) => w.start), ms, slowestAbout: Math.max(...abouts) };
}

/** Whether the honest busy time's day has windows offered among `starts`, and whether its 8-10 window is one. */
export function honestWindow(starts: readonly string[], now = Date.now()) {
  const day = new Date(honestBusy(now).start).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  return { dayOffered: starts.some((s) => s.startsWith(day)), busyOffered: starts.includes(`${day}T08:00`) };
}
