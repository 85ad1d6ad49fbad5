/**
 * CI on a pull request: warns (a GitHub annotation, never a failure) for each city whose content changed while its
 * lastUpdated did not, since the sitemap tells search engines that date. New and deleted cities are left alone.
 *
 * Usage: tsx scripts/check-last-updated.ts <base ref>   (for example origin/main)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { staleLastUpdated } from './codegen/last-updated.ts';

const base = process.argv[2];
if (!base) {
  console.error('Usage: tsx scripts/check-last-updated.ts <base ref>');
  process.exit(2);
}
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
const mergeBase = git('merge-base', base, 'HEAD').trim();
const changed = git('diff', '--name-only', '--diff-filter=M', mergeBase, '--', 'data/cities/')
  .split('\n')
  .filter((f) => f.endsWith('.yaml'));
let stale = 0;
for (const file of changed) {
  if (!fs.existsSync(file)) continue;
  const after = fs.readFileSync(file, 'utf8');
  if (!staleLastUpdated(git('show', `${mergeBase}:${file}`), after)) continue;
  stale++;
  const line = after.split('\n').findIndex((l) => l.startsWith('lastUpdated:')) + 1 || 1;
  console.log(
    `::warning file=${file},line=${line}::The content of ${file} changed but its lastUpdated did not: set lastUpdated to today's date so the sitemap tells search engines.`,
  );
}
console.log(`${changed.length} changed cit${changed.length === 1 ? 'y' : 'ies'}, ${stale} without a new lastUpdated.`);
