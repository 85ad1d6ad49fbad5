import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Next } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { staticFileFor } from '../../src/lib/serving/serving-rules.ts';
import { compressPage, isCopyFresh } from '../build/host-files.ts';

/** The encodings a client accepts (Accept-Encoding), without those it refuses with q=0. */
function accepted(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) out.add(name.trim().toLowerCase());
  }
  return out;
}

/**
 * Serves the compressed copy (<file>.br, <file>.gz under dist/compressed) of a file when the client takes that
 * encoding, with the original's type; otherwise the next handler serves the file itself. The build compresses the
 * scripts and styles; a page is compressed on its first request and the copy kept (a site of 20,000 pages would
 * otherwise spend a minute of every build compressing pages few visitors open).
 */
export function precompressed(dir: string, clientDir: string) {
  return async (c: Context, next: Next) => {
    const file = staticFileFor(c.req.path);
    const encodings = accepted(c.req.header('accept-encoding'));
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!encodings.has(encoding) || file.includes('..')) continue;
      // A copy older than its file (a page built again while the server runs) is made again.
      const fresh = isCopyFresh(path.join(dir, file + ext), path.join(clientDir, file));
      if (!fresh && !(await compressPage(clientDir, file, encoding))) continue;
      const res = await serveStatic({ root: dir, path: file + ext })(c, async () => {});
      if (!res) break;
      const headers = new Headers(res.headers);
      headers.set('Content-Type', getMimeType(file) ?? 'application/octet-stream');
      headers.set('Content-Encoding', encoding);
      headers.append('Vary', 'Accept-Encoding');
      c.res = new Response(res.body, { status: res.status, headers });
      return c.res;
    }
    c.header('Vary', 'Accept-Encoding');
    return next();
  };
}
