/**
 * After `vike build`: rewrites dist/client/_headers for static hosts with the hashes of the inline scripts the build
 * produced, so the host's Content-Security-Policy is the one `npm start` sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { site } from '../src/lib/site.ts';
import { headersFile } from '../src/lib/serving-rules.ts';
import { inlineScriptHashes } from './serve/inline-scripts.ts';

const clientDir = path.resolve('dist/client');
const hashes = inlineScriptHashes(clientDir);
fs.writeFileSync(path.join(clientDir, '_headers'), headersFile(site, hashes));
console.log(`dist/client/_headers written (${hashes.length} inline script hash${hashes.length === 1 ? '' : 'es'} allowed).`);
