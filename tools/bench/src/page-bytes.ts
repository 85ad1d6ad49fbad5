import http from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface PageBytes {
  url: string;
  /** Bytes on the wire with `Accept-Encoding: gzip`, as the production server sends them. */
  html: number;
  css: number;
  js: number;
  /** Every file the page loads of that type, with its bytes (gzip), largest first. */
  files: { css: FileBytes[]; js: FileBytes[] };
}

export interface FileBytes {
  path: string;
  bytes: number;
}

/**
 * The stylesheets and scripts an HTML page loads up front: <link rel=stylesheet>, <script src>, modulepreloads, and
 * the entries an inline module script imports (Vike starts a hydrated page with `import("/assets/entries/…")`).
 */
export function assetRefs(html: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const rel = attr('rel')?.toLowerCase();
    if (tag.startsWith('<link') && rel === 'stylesheet' && attr('href')) css.add(attr('href')!);
    else if (tag.startsWith('<link') && rel === 'modulepreload' && attr('href')) js.add(attr('href')!);
    else if (/^<script/i.test(tag) && attr('src')) js.add(attr('src')!);
  }
  for (const [, body] of html.matchAll(
    /<script\b(?![^>]*\ssrc=)[^>]*\stype=["']module["'][^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    for (const [, src] of body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) js.add(src);
  }
  return { css: [...css], js: [...js] };
}

/** The modules a bundled script imports statically (those load with it); dynamic import() calls are left out. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)].map((m) => m[1]);
}

/**
 * The scripts a bundled script imports by their address (`import("/assets/count.abc.js")`), which Vite leaves alone:
 * they load whatever the visitor does (the page's count beacon was one, imported after the load event), so they
 * count as loaded with the page. Code that waits for the visitor is imported relatively, as Vite's chunks are, or
 * takes its address from the element it serves (the newsletter form's data-script).
 */
export function addressImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*[`"'](\/[^`"'$]+\.m?js)[`"']\s*\)/g)].map((m) => m[1]);
}

/** The page Vike hydrates, from the page context it writes into hydrated pages only. */
export function hydratedPageId(html: string): string | undefined {
  const json = /<script id="vike_pageContext" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { pageId?: string }).pageId : undefined;
}

/**
 * Vike's client router imports a page's entry when it hydrates the page (no modulepreload tags: docs/decisions/0019-no-script-preloads.md),
 * from a table in its runtime: `virtual:vike:page-entry:client:<pageId>`, … import(`./src_pages_….js`).
 */
export function pageEntryImport(code: string, pageId: string): string | undefined {
  const at = code.indexOf(`page-entry:client:${pageId}\``);
  if (at < 0) return undefined;
  return /import\(\s*[`"']([^`"']+\.js)[`"']\s*\)/.exec(code.slice(at, at + 400))?.[1];
}

/**
 * The compressed size of every page's HTML and of the CSS and JavaScript it loads without any interaction (static
 * imports and imports by address followed).
 */
export async function pageBytes(base: string, url: string, cache = new Map<string, Fetched>()): Promise<PageBytes> {
  const page = await fetchGzip(new URL(url, base).href, cache);
  const refs = assetRefs(page.text);
  const js = new Set<string>();
  const queue = refs.js.map((src) => new URL(src, new URL(url, base)).href);
  const pageId = hydratedPageId(page.text);
  let entryFound = pageId === undefined;
  while (queue.length) {
    const next = queue.shift()!;
    if (js.has(next) || new URL(next).origin !== new URL(base).origin) continue;
    js.add(next);
    const { text } = await fetchGzip(next, cache);
    queue.push(...[...staticImports(text), ...addressImports(text)].map((s) => new URL(s, next).href));
    const entry = pageId === undefined ? undefined : pageEntryImport(text, pageId);
    if (entry) {
      entryFound = true;
      queue.push(new URL(entry, next).href);
    }
  }
  if (!entryFound)
    throw new Error(
      `${url} hydrates ${pageId}, but no loaded script imports its page entry: has Vike changed how it names them? See pageEntryImport() in tools/bench/src/page-bytes.ts.`,
    );
  const css = refs.css.map((href) => new URL(href, new URL(url, base)).href);
  const weigh = async (list: string[]): Promise<FileBytes[]> =>
    (
      await Promise.all(
        list.map(async (u) => ({ path: new URL(u).pathname, bytes: (await fetchGzip(u, cache)).bytes })),
      )
    ).sort((a, b) => b.bytes - a.bytes);
  const files = { css: await weigh(css), js: await weigh([...js]) };
  const sum = (list: FileBytes[]) => list.reduce((n, f) => n + f.bytes, 0);
  return { url, html: page.bytes, css: sum(files.css), js: sum(files.js), files };
}

export interface Fetched {
  bytes: number;
  text: string;
}

/** GET with `Accept-Encoding: gzip`: the body's bytes as sent (compressed when the server compresses) and its text. */
export function fetchGzip(url: string, cache = new Map<string, Fetched>()): Promise<Fetched> {
  const hit = cache.get(url);
  if (hit) return Promise.resolve(hit);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) return reject(new Error(`${url} answered ${res.statusCode}`));
          const body = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
          const fetched = { bytes: body.length, text };
          cache.set(url, fetched);
          resolve(fetched);
        });
      })
      .on('error', reject);
  });
}
