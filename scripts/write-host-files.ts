/**
 * After the build: writes the static hosts' files into dist/client from src/lib/serving-rules.ts, so a host serves
 * what `npm start` serves. `_headers` (both hosts) carries the CSP with the hashes of the inline scripts the build
 * produced. For Cloudflare it writes `_routes.json` (only /api/* runs the Pages Function, functions/api/); with
 * `--host netlify` it writes `_redirects` instead, with the form handler's rewrite and Netlify's 404 rules; Cloudflare
 * Pages must get no `_redirects`, since it runs those rules before its files.
 * Then it compresses the text files once (brotli and gzip, best level) into dist/compressed/ for `npm start`:
 * beside dist/client, not in it, since the hosts compress for themselves and count the files they are given.
 *
 * Usage: tsx scripts/write-host-files.ts [--host cloudflare|netlify] [--dir dist/client]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { routes } from '../generated/routes.ts';
import { site } from '../generated/site.ts';
import { cloudflareRoutesFile, headersFile, netlifyRedirectsFile } from '../src/lib/serving-rules.ts';
import { inlineScriptHashes } from './serve/inline-scripts.ts';
import { compressedDir } from './serve/server.ts';

const { values } = parseArgs({ options: { host: { type: 'string', default: 'cloudflare' }, dir: { type: 'string', default: 'dist/client' } } });
if (values.host !== 'cloudflare' && values.host !== 'netlify') throw new Error(`--host ${values.host}: use cloudflare or netlify.`);
const clientDir = path.resolve(values.dir);
const hashes = inlineScriptHashes(clientDir);
fs.writeFileSync(path.join(clientDir, '_headers'), headersFile(site, routes, hashes));
const redirects = path.join(clientDir, '_redirects');
const routesJson = path.join(clientDir, '_routes.json');
if (values.host === 'netlify') {
  fs.writeFileSync(redirects, netlifyRedirectsFile(routes));
  fs.rmSync(routesJson, { force: true });
} else {
  fs.rmSync(redirects, { force: true });
  fs.writeFileSync(routesJson, cloudflareRoutesFile());
}

/** Files smaller than this gain nothing from compression. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|yml)$/;
const outDir = compressedDir(clientDir);
fs.rmSync(outDir, { recursive: true, force: true });
/** Above this size brotli's best level costs seconds (the web editor's 2 MB bundle) for a few per cent: level 9 there. */
const LARGE_BYTES = 1024 * 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const jobs: Promise<void>[] = [];
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const target = path.join(outDir, path.relative(clientDir, file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Compressed on libuv's threads, side by side: both cores work.
  const quality = data.length > LARGE_BYTES ? 9 : 11;
  jobs.push(
    (async () => {
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzip(data, { level: 9 }),
      ]);
      fs.writeFileSync(`${target}.br`, br);
      fs.writeFileSync(`${target}.gz`, gz);
    })(),
  );
}
await Promise.all(jobs);
const count = jobs.length;
console.log(
  `${values.dir}: host files for ${values.host} written (${hashes.length} inline script hash${hashes.length === 1 ? '' : 'es'} allowed); ${count} files precompressed into ${path.relative(process.cwd(), outDir)}.`,
);
