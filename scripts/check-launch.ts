/**
 * Lists every value of the data that is still an example (the rules are scripts/check-launch/launch-problems.ts) and
 * exits 1 if there is any: run it before going live. `--report` prints the same list and exits 0 (what CI runs,
 * since the repository's own data is the example).
 *
 * Usage: npm run check:launch [-- --report]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { examplePriceFiles } from './check-launch/example-prices.ts';
import { type LaunchInputs, launchProblems } from './check-launch/launch-problems.ts';
import { runCodegen } from './codegen/run.ts';

const root = process.cwd();
const report = process.argv.includes('--report');
const site = parse(fs.readFileSync(path.join(root, 'data/site.yaml'), 'utf8')) as LaunchInputs['site'];
// Photos still drawn at build time (README: missing photos drawn at build time) are the placeholders left.
const missing = (await runCodegen(root, { write: false })).missingPhotos ?? [];
const problems = launchProblems({
  site,
  placeholderImages: missing.map((m) => m.ref),
  examplePrices: examplePriceFiles(root),
  env: process.env,
});

if (!problems.length) {
  console.log('Launch check: no example values left.');
} else {
  console.log(`Launch check: ${problems.length} value(s) still at their example:`);
  for (const p of problems) console.log(`- ${p.where}: ${p.message}`);
  console.log(report ? '(report only: exit code 0)' : 'Replace them, then run `npm run check:launch` again.');
  if (!report) process.exitCode = 1;
}
