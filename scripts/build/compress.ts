/**
 * The compressed copies (brotli and gzip) of the scripts, styles and other text files `npm start` serves, in
 * dist/compressed/ (each page is compressed on its first request): beside dist/client, not in it, since the hosts
 * compress for themselves and count the files they are given.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Precompressed copies of the built files, kept beside dist/client, never uploaded. */
export const compressedDir = (clientDir: string) => path.join(path.dirname(clientDir), 'compressed');

/** Files smaller than this gain nothing from compression. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|yml)$/;
/**
 * Above this size brotli's best level costs the better part of a second or more (the web editor's 2 MB bundle; the
 * sitemap and the city search's index, 600-700 KB at 5,000 cities, made again whenever a city changes) for a few
 * per cent: level 9 there, some 30 times faster.
 */
const LARGE_BYTES = 256 * 1024;
/**
 * From this size level 10: on the 200 KB scripts of a bundle 85 ms against 210 ms at the best level, for 1.5% more
 * bytes, which only `npm start` serves (the hosts compress for themselves). A first build spent 0.8 s compressing.
 */
const MEDIUM_BYTES = 64 * 1024;
/** Brotli's level for a script or style of this size. */
const qualityFor = (size: number) => (size > LARGE_BYTES ? 9 : size > MEDIUM_BYTES ? 10 : 11);
/**
 * Pages are compressed at brotli 6: 1.4 ms for a 65 KB city page against 45 ms at the best level, for 14% more
 * bytes, so a page's first request is not kept waiting. Scripts and styles, few, compressed by the build and cached
 * for a year, get the best level up to MEDIUM_BYTES.
 */
const PAGE_QUALITY = 6;
/** gzip's level 6 against 9 on a city page: 0.7 ms against 1.2 ms, for 0.3% more bytes. */
const PAGE_GZIP_LEVEL = 6;
/**
 * Makes the compressed copy of a page for `npm start` on the page's first request (scripts/serve/server.ts), unless
 * it is too small to gain from it. Returns whether there is a copy to serve. Written to a temporary name first, so
 * a request at the same moment never reads half a file.
 */
export async function compressPage(clientDir: string, file: string, encoding: 'br' | 'gzip'): Promise<boolean> {
  const source = path.join(clientDir, file);
  if (!file.endsWith('.html') || !fs.existsSync(source)) return false;
  const data = await fs.promises.readFile(source);
  if (data.length < MIN_BYTES) return false;
  const target = path.join(compressedDir(clientDir), `${file}${encoding === 'br' ? '.br' : '.gz'}`);
  const bytes =
    encoding === 'br'
      ? await brotli(data, brotliOptions(PAGE_QUALITY, data.length))
      : await gzip(data, { level: PAGE_GZIP_LEVEL });
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs.promises.writeFile(temp, bytes);
  await fs.promises.rename(temp, target);
  return true;
}

const brotliOptions = (quality: number, size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/** Files compressed at once: libuv runs four of its threads by default, two per file (brotli and gzip). */
const IN_FLIGHT = 4;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * What each compressed copy was made from: a file's path under dist/client and the SHA-256 of its bytes. A new
 * bundle writes its scripts and styles again, newer than their copies but mostly the same bytes (their names carry
 * their hash): those copies are kept. Compressing them again took 0.7 s of every build that bundled.
 */
const sourcesFile = (clientDir: string) => path.join(path.dirname(clientDir), 'compressed-sources.json');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function readSources(clientDir: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(sourcesFile(clientDir), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Brings dist/compressed/ up to date with dist/client: a file other than a page is compressed when its copy is
 * missing or was made from other bytes (a copy of the same bytes is dated anew, so `npm start` takes it as fresh); a
 * page's copies are kept while the page is unchanged (`npm start` makes them on first request); copies of files that
 * are gone or changed are removed. Returns how many files were compressed.
 */
export async function compressFiles(
  clientDir: string,
  o: {
    /** The files under clientDir (relative, with forward slashes), when the caller has listed them already. */
    listed?: readonly string[];
    /** Every page was written by this build (dist/client was emptied): none of their copies is fresh, none is looked at. */
    pagesNew?: boolean;
  } = {},
): Promise<{ compressed: number }> {
  const outDir = compressedDir(clientDir);
  const wanted = new Set<string>();
  const todo: { rel: string; file: string; target: string; quality: number; hash: string }[] = [];
  const previous = readSources(clientDir);
  const sources: Record<string, string> = {};
  const listed =
    o.listed ??
    fs
      .readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(clientDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  for (const rel of listed) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const page = rel.endsWith('.html');
    if (page && o.pagesNew) continue;
    const file = path.join(clientDir, rel);
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const target = path.join(outDir, rel);
    if (page) {
      for (const copy of [`${target}.br`, `${target}.gz`]) if (isNewer(copy, stat.mtimeMs)) wanted.add(copy);
      continue;
    }
    wanted.add(`${target}.br`).add(`${target}.gz`);
    const hash = sha256(fs.readFileSync(file));
    const copies = [`${target}.br`, `${target}.gz`];
    if (previous[rel] === hash && copies.every((copy) => fs.existsSync(copy))) {
      // Dated no earlier than the file (a date has whole milliseconds, a file's date finer ones).
      const when = new Date(Math.max(Date.now(), Math.ceil(stat.mtimeMs)));
      for (const copy of copies) fs.utimesSync(copy, when, when);
      sources[rel] = hash;
      continue;
    }
    todo.push({ rel, file, target, quality: qualityFor(stat.size), hash });
  }
  // On libuv's threads, a few files at a time: both cores work, and memory holds a few files, not all of them.
  const next = async (): Promise<void> => {
    for (let job = todo.pop(); job; job = todo.pop()) {
      const data = fs.readFileSync(job.file);
      const [br, gz] = await Promise.all([
        brotli(data, brotliOptions(job.quality, data.length)),
        gzip(data, { level: 9 }),
      ]);
      fs.mkdirSync(path.dirname(job.target), { recursive: true });
      fs.writeFileSync(`${job.target}.br`, br);
      fs.writeFileSync(`${job.target}.gz`, gz);
      sources[job.rel] = job.hash;
    }
  };
  const count = todo.length;
  await Promise.all(Array.from({ length: IN_FLIGHT }, next));
  if (fs.existsSync(outDir)) {
    for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !wanted.has(file)) fs.rmSync(file);
    }
  }
  fs.writeFileSync(sourcesFile(clientDir), JSON.stringify(sources));
  return { compressed: count };
}

const isNewer = (file: string, than: number) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= than;

/** Whether a compressed copy exists and is at least as new as its file. */
export const isCopyFresh = (copy: string, source: string) =>
  fs.existsSync(source) && isNewer(copy, fs.statSync(source).mtimeMs);
