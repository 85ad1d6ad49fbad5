/**
 * npm run new:city -- "Palm City" --county martin
 * Writes data/cities/palm-city-fl.yaml with every field, the slug derived from the name, and placeholders marked
 * TODO that fail `npm run validate` until a person replaces them, so no placeholder can reach the live site.
 * The options (name, county) are checked against the schema first, and nothing is written when one is wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSchemas } from './codegen/schemas.ts';
import { cityFileText, citySlug, optionErrors } from './new-city/template.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { county: { type: 'string' }, root: { type: 'string' } },
});
const name = positionals.join(' ').trim();
if (!name || !values.county) {
  console.error(
    'Usage: npm run new:city -- "City Name" --county <county-slug>   (for example: npm run new:city -- "Palm City" --county martin)',
  );
  process.exit(2);
}
const root = path.resolve(values.root ?? process.cwd());
const slug = citySlug(name);
const file = path.join(root, 'data/cities', `${slug}.yaml`);
if (fs.existsSync(file)) {
  console.error(`data/cities/${slug}.yaml already exists: edit that file instead of creating ${name} again.`);
  process.exit(1);
}
const text = cityFileText(name, values.county);
const problems = optionErrors(text, loadSchemas(root));
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error('Nothing was written. Fix the options and run the command again.');
  process.exit(1);
}
fs.writeFileSync(file, text);
console.log(
  `Wrote data/cities/${slug}.yaml. Replace every TODO, then run \`npm run validate\` until it reports no problems.`,
);
