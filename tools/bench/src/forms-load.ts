/**
 * npm run bench:forms — only the forms' load and fault figures of `npm run bench` (tools/bench/src/forms.ts), on the
 * checkout's own build (run `npm run build` first). Exits 1 when an accepted post was lost.
 * `npm run bench:forms -- --availability`: only GET /api/availability's answer times on npm start and in Cloudflare's
 * runtime (./availability-load.ts), a minute instead of several.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { availabilityLatency, availabilityLine } from './availability-load.ts';
import { formsFigures, formsLines } from './forms.ts';
import { withWrangler } from './forms-cloudflare.ts';
import { freePort, startNpmStart } from './forms-http.ts';

if (!fs.existsSync('dist/client/index.html')) {
  console.error('dist/client is missing: run `npm run build` first.');
  process.exit(1);
}
const log = (line: string) => console.error(`[bench:forms] ${line}`);
const root = process.cwd();

if (process.argv.includes('--availability')) {
  log('GET /api/availability on npm start, then in wrangler pages dev…');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-availability-'));
  const port = await freePort();
  const server = await startNpmStart(root, port, dataDir);
  try {
    console.log(availabilityLine('npm start', await availabilityLatency(`http://127.0.0.1:${port}`)));
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const cloudflare = await withWrangler(root, (origin) => availabilityLatency(origin));
  console.log(availabilityLine("Cloudflare's local runtime (Pages Function, local D1)", cloudflare));
  process.exit(0);
}

const figures = await formsFigures(root, log);
console.log(formsLines(figures).join('\n'));
const lost =
  figures.kill.accepted -
  figures.kill.stored +
  (figures.cloudflare ? figures.cloudflare.accepted - figures.cloudflare.stored : 0);
process.exit(lost > 0 ? 1 : 0);
