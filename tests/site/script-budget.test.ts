import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { type Fetched, pageBytes } from '../../tools/bench/src/page-bytes.ts';
import { INTERACTIVE_KINDS } from '../../tools/bench/src/pages.ts';
import { routes } from '../content.ts';

// The benchmark's budget for a content page's script (tools/bench/src/targets.ts), measured as the benchmark does
// (tools/bench/src/page-bytes.ts: gzip bytes on the wire of every script the page loads before any interaction, the
// count beacon included, which a page once imported after its load event and left out of the count) on this build,
// served by the production server, without running the whole benchmark.
const BUDGET = 2 * 1024;
// The quote form's own budget: the benchmark's "JavaScript ≤ 5 KB gzip on every page before any interaction", which
// the form's photo list (src/pages/quote/photo-picker.ts) has to fit in. Its pages are those of the quote form's kinds.
const QUOTE_BUDGET = 5 * 1024;
const isQuotePage = (kind: string) => kind.startsWith('quote');
const ROOT = path.resolve(import.meta.dirname, '../..');
const server = createServer(path.join(ROOT, 'dist/client'), { root: ROOT });
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it(`every content page loads at most ${BUDGET} bytes of script (gzip) before any interaction`, async () => {
  const cache = new Map<string, Fetched>();
  const over = [];
  for (const r of routes.filter((route) => !INTERACTIVE_KINDS.has(route.kind))) {
    const bytes = await pageBytes(base, r.url, cache);
    if (bytes.js > BUDGET)
      over.push(`${r.url} ${bytes.js} bytes: ${bytes.files.js.map((f) => `${f.path} ${f.bytes}`).join(', ')}`);
  }
  expect(over).toEqual([]);
});

it(`every quote page loads at most ${QUOTE_BUDGET} bytes of script (gzip) before any interaction`, async () => {
  const cache = new Map<string, Fetched>();
  const pages = routes.filter((route) => isQuotePage(route.kind));
  const over = [];
  for (const r of pages) {
    const bytes = await pageBytes(base, r.url, cache);
    if (bytes.js > QUOTE_BUDGET)
      over.push(`${r.url} ${bytes.js} bytes: ${bytes.files.js.map((f) => `${f.path} ${f.bytes}`).join(', ')}`);
  }
  expect(pages.map((r) => r.url)).toContain('/quote');
  expect(over).toEqual([]);
});
