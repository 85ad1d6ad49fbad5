/**
 * Codegen: turns data/ (YAML) into generated/ (typed TypeScript) for the pages to render.
 *
 * Steps:
 *  1. load every JSON Schema under schemas/;
 *  2. read each collection of scripts/codegen/collections.ts, parse its YAML and validate it (defaults filled in);
 *  3. check across files: references resolve, images exist, names unique, no two city intros alike;
 *  4. render the Handlebars templates (per city for the city-page templates) and the Markdown;
 *  5. derive the TypeScript types from the schemas;
 *  6. write generated/ (content, routes, JSON-LD, types) in one swap.
 * Every error of steps 2-4 is reported at once as `file:line:col message`, and nothing is written if there is any.
 *
 * Usage: node scripts/codegen.ts [--check] [--format github] [--root DIR] (npm run codegen, npm run validate)
 *   --check   validate only (what CI runs on pull requests); writes nothing, and takes what the last run that wrote
 *             found valid from codegen's cache (node_modules/.cache/codegen.json, by each file's text)
 *   --format github   also print each error as a GitHub Actions annotation, and write them all as a table into the
 *                     job summary ($GITHUB_STEP_SUMMARY): GitHub shows only 10 annotations per step
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { summaryTable } from './codegen/data-error.ts';
import { runCodegen } from './codegen/run.ts';
import { ToolInstallError } from './codegen/tool-packages.ts';

const { values } = parseArgs({
  options: { check: { type: 'boolean' }, format: { type: 'string' }, root: { type: 'string' } },
});
const root = path.resolve(values.root ?? process.cwd());
const result = await runCodegen(root, { write: !values.check }).catch((error: unknown) => {
  if (!(error instanceof ToolInstallError)) throw error;
  console.error(error.message);
  process.exit(1);
});
if (values.format === 'github') {
  for (const line of result.annotations) console.log(line);
  if (process.env.GITHUB_STEP_SUMMARY && result.errors.length)
    fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, summaryTable(result.errors));
}
for (const line of result.report) (result.ok ? console.log : console.error)(line);
process.exitCode = result.ok ? 0 : 1;
// scripts/build.ts starts codegen with an IPC channel and reports the peak memory of each of its processes; it takes
// the routes from here rather than importing generated/routes.ts (5,000 cities: 2 MB of TypeScript, 70 ms).
if (result.routes) process.send?.({ type: 'routes', routes: result.routes });
const { user, system } = process.cpuUsage();
process.send?.({ type: 'peak', mb: Math.round(process.resourceUsage().maxRSS / 1024), cpu: (user + system) / 1e6 });
