/**
 * npm run new:city -- "Palm City" --county martin
 * Writes data/cities/palm-city-fl.yaml with every field, the slug derived from the name, and placeholders marked
 * TODO that fail `npm run validate` until a person replaces them, so no placeholder can reach the live site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cityFileText, citySlug } from './new-city/template.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { county: { type: 'string' }, root: { type: 'string' } } });
const name = positionals.join(' ').trim();
if (!name || !values.county) {
  console.error('Usage: npm run new:city -- "City Name" --county <county-slug>   (for example: npm run new:city -- "Palm City" --county martin)');
  process.exit(2);
}
const root = path.resolve(values.root ?? process.cwd());
const slug = citySlug(name);
const file = path.join(root, 'data/cities', `${slug}.yaml`);
if (fs.existsSync(file)) {
  console.error(`data/cities/${slug}.yaml already exists: edit that file instead of creating ${name} again.`);
  process.exit(1);
}
fs.writeFileSync(file, cityFileText(name, values.county));
console.log(`Wrote data/cities/${slug}.yaml. Replace every TODO, then run \`npm run validate\` until it reports no problems.`);
