/**
 * The bundles `vike build` made, kept beside the other build caches by the fingerprint of what they were made from
 * (./state.ts bundleKey): a build whose bundles' inputs are those of kept bundles copies them into dist/ instead of
 * bundling again, full build or not, as codegen takes a file's checked data from its cache
 * (docs/decisions/0067-pages-filled-from-marked-templates.md). The city files of the public folder (sitemaps, the
 * city search's index), which the fingerprint leaves out, are not kept: the build copies this run's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parkPages } from './parked-pages.ts';
import { isCityPublicFile } from './state.ts';

export const BUNDLE_CACHE = 'node_modules/.cache/bundles';
/** Bundles kept: the last ones made, and those before, for a change undone. */
const KEEP = 3;
/** What `vike build` writes, relative to dist/. */
const OUTPUTS = ['client', 'server'];

const dirOf = (root: string, key: string) => path.join(root, BUNDLE_CACHE, key);

/** Whether bundles made from `key` are kept. */
export const cachedBundles = (root: string, key: string | undefined): key is string =>
  key !== undefined && fs.existsSync(path.join(dirOf(root, key), 'done'));

/** Keeps the bundles just made in dist/ (before any page is written there) as those of `key`. */
export function keepBundles(root: string, key: string): void {
  const cache = path.join(root, BUNDLE_CACHE);
  const temp = `${dirOf(root, key)}.${process.pid}`;
  fs.rmSync(temp, { recursive: true, force: true });
  for (const out of OUTPUTS) {
    fs.cpSync(path.join(root, 'dist', out), path.join(temp, out), {
      recursive: true,
      // Sitemaps and the search index follow the cities: Vite copied the last run's when it bundled alongside codegen.
      filter: (src) => out !== 'client' || !isCityPublicFile(path.relative(path.join(root, 'dist/client'), src)),
    });
  }
  fs.writeFileSync(path.join(temp, 'done'), '');
  fs.rmSync(dirOf(root, key), { recursive: true, force: true });
  fs.renameSync(temp, dirOf(root, key));
  // The oldest go: each is the site's scripts, styles and images once more.
  const kept = fs
    .readdirSync(cache)
    .map((name) => ({ name, at: fs.statSync(path.join(cache, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of kept.slice(KEEP)) fs.rmSync(path.join(cache, name), { recursive: true, force: true });
}

/**
 * Puts the kept bundles of `key` where `vike build` writes them, emptying those folders first as Vite does (the
 * pages set aside, ./parked-pages.ts): every page is then rendered again.
 */
export function restoreBundles(root: string, key: string): void {
  for (const out of OUTPUTS) {
    const to = path.join(root, 'dist', out);
    if (out === 'client') parkPages(to);
    else fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(path.join(dirOf(root, key), out), to, { recursive: true });
  }
  // Dated now, as a new bundle would be: it is the most recently used.
  const now = new Date();
  fs.utimesSync(dirOf(root, key), now, now);
}
