/**
 * After the build: writes the static hosts' files into dist/client from src/lib/serving-rules.ts, so a host serves
 * what `npm start` serves. `_headers` (both hosts) carries the CSP with the hashes of the inline scripts the build
 * produced. With `--host netlify` it also writes `_redirects` with Netlify's 404 rules; Cloudflare Pages must get no
 * `_redirects`, since it runs those rules before its files.
 *
 * Usage: tsx scripts/write-host-files.ts [--host cloudflare|netlify] [--dir dist/client]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { routes } from '../generated/routes.ts';
import { site } from '../generated/site.ts';
import { headersFile, netlifyRedirectsFile } from '../src/lib/serving-rules.ts';
import { inlineScriptHashes } from './serve/inline-scripts.ts';

const { values } = parseArgs({ options: { host: { type: 'string', default: 'cloudflare' }, dir: { type: 'string', default: 'dist/client' } } });
if (values.host !== 'cloudflare' && values.host !== 'netlify') throw new Error(`--host ${values.host}: use cloudflare or netlify.`);
const clientDir = path.resolve(values.dir);
const hashes = inlineScriptHashes(clientDir);
fs.writeFileSync(path.join(clientDir, '_headers'), headersFile(site, routes, hashes));
const redirects = path.join(clientDir, '_redirects');
if (values.host === 'netlify') fs.writeFileSync(redirects, netlifyRedirectsFile(routes));
else fs.rmSync(redirects, { force: true });
console.log(`${values.dir}: host files for ${values.host} written (${hashes.length} inline script hash${hashes.length === 1 ? '' : 'es'} allowed).`);
