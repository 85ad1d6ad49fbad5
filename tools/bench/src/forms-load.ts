/**
 * npm run bench:forms — only the forms' load and fault figures of `npm run bench` (tools/bench/src/forms.ts), on the
 * checkout's own build (run `npm run build` first). Exits 1 when an accepted post was lost.
 */
import fs from 'node:fs';
import { formsFigures, formsLines } from './forms.ts';

if (!fs.existsSync('dist/client/index.html')) {
  console.error('dist/client is missing: run `npm run build` first.');
  process.exit(1);
}
const figures = await formsFigures(process.cwd(), (line) => console.error(`[bench:forms] ${line}`));
console.log(formsLines(figures).join('\n'));
const lost =
  figures.kill.accepted -
  figures.kill.stored +
  (figures.cloudflare ? figures.cloudflare.accepted - figures.cloudflare.stored : 0);
process.exit(lost > 0 ? 1 : 0);
