import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CityDirectory } from '../../src/content/cities.ts';
import { CITY_DIRECTORY_FILE, CITY_PAGES_DIR, cityRouteFile } from '../../src/lib/routing/city-pages.ts';
import { pageKind } from '../../src/lib/routing/page-kinds.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import { CITY_INPUTS_FILE } from '../codegen/city-pages.ts';
import { fileDigests, stampOf } from './file-digests.ts';
import { BUILD_INPUTS } from './inputs.ts';
import type { PagesPlan } from './plan.ts';
import { listFiles, syncFiles } from './steps.ts';

/**
 * What the last build was made from, so the next one redoes only what changed (scripts/build.ts). Kept in dist/,
 * beside the output it describes and outside dist/client, which is what the hosts publish.
 */
export interface BuildState {
  /** The fingerprint of everything the bundles are made from (bundleKey). */
  bundleKey: string;
  /** Each page written, by URL: the fingerprint of what it was rendered from besides the bundles (pageFingerprints). */
  pages: Record<string, string>;
  /**
   * The year the pages were rendered in: the footers' copyright notice ends with it, so a build in a new year renders
   * every page again, not only those whose data changed.
   */
  year: number;
  /** The inline script hashes of the page files under dist/client that have any (for the CSP of `_headers`). */
  scriptHashes: Record<string, string[]>;
  /**
   * Files of generated/public that change with the cities (sitemaps, the search's index, /admin/stats with its city
   * names), copied by the build itself.
   */
  cityPublicFiles: string[];
  /**
   * The files of the build's inputs when it began (./stale.ts inputFiles), by which `npm start` tells a file added or
   * removed since; absent from the states of builds before it was recorded, which `npm start` builds again.
   */
  inputFiles?: string[];
}

export const stateFile = (root: string) => path.join(root, 'dist/build-state.json');

export function readState(root: string): BuildState | undefined {
  try {
    return JSON.parse(fs.readFileSync(stateFile(root), 'utf8')) as BuildState;
  } catch {
    return undefined;
  }
}

export function writeState(root: string, state: BuildState): void {
  fs.writeFileSync(stateFile(root), JSON.stringify(state));
}

/**
 * The sitemaps, the city search's index and /admin/stats, whose page carries every city's name (paths under
 * generated/public/): they follow the cities, so no bundle holds them and a renamed city does not bundle again.
 */
export const isCityPublicFile = (rel: string) =>
  /^sitemap[^/]*\.xml$/.test(rel) || /^search\/cities(\.[a-z]{2})?\.json$/.test(rel) || rel === 'admin/stats.html';

/** The files isCityPublicFile names, in a folder laid out as generated/public (dist/client). */
export const cityPublicFilesIn = (dir: string): string[] =>
  ['', 'search/', 'admin/'].flatMap((sub) =>
    fs.existsSync(path.join(dir, sub))
      ? fs
          .readdirSync(path.join(dir, sub))
          .map((name) => `${sub}${name}`)
          .filter(isCityPublicFile)
      : [],
  );

/**
 * The build's step 4: the city files of generated/public copied into dist/client as the plan says (./plan.ts
 * PagesPlan), replacing those the last build copied (`last`) or those there now. Returns them, for the next build.
 */
export function syncCityPublicFiles(
  generated: string,
  clientDir: string,
  how: PagesPlan['cityFiles'],
  last: string[] | undefined,
): string[] {
  const files = listFiles(path.join(generated, 'public')).filter(isCityPublicFile);
  if (how !== 'none')
    syncFiles(path.join(generated, 'public'), clientDir, files, {
      before: how === 'in-dist' ? cityPublicFilesIn(clientDir) : (last ?? []),
    });
  return files;
}

/** Under generated/: the city pages' data and its inputs, the list of cities and every route, none of which a bundle imports. */
const CITY_DATA = new Set([CITY_PAGES_DIR, CITY_INPUTS_FILE, CITY_DIRECTORY_FILE, 'routes.ts']);

/**
 * The fingerprint of what `vike build` reads (BUILD_INPUTS.bundles), the build's own code, and generated/ except the
 * city data. Equal fingerprints give equal bundles, so the build skips bundling. Paths and contents both count, so an
 * added or removed file changes it too.
 */
export function bundleKey(root: string): string {
  const hash = createHash('sha256');
  const digests = fileDigests(root);
  const add = (rel: string) => {
    const abs = path.join(root, rel);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      hash.update(`${rel}\0`).update(digests.of(abs, stat)).update('\0');
      return;
    }
    for (const name of fs.readdirSync(abs).sort()) {
      const child = path.posix.join(rel, name);
      if (rel === 'generated' && CITY_DATA.has(name)) continue;
      if (child.startsWith('generated/public/') && isCityPublicFile(child.slice('generated/public/'.length))) continue;
      add(child);
    }
  };
  for (const rel of [...BUILD_INPUTS.bundles, ...BUILD_INPUTS.build, 'generated']) add(rel);
  digests.save();
  return hash.digest('hex');
}

/**
 * A file's identity and version: inode, modification time and size. Codegen never writes into generated/ in place:
 * an unchanged file is linked into the new folder (same inode and time), a changed one written anew, so an equal
 * stamp is an equal file, found without reading it (hashing 5,000 city files took 0.15 s of a one-city rebuild).
 */
const fileStamp = (file: string) => stampOf(fs.statSync(file));

const textHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The fingerprint of what each page is rendered from besides the bundles (the `reads` of its kind's row, src/lib/routing/page-kinds.ts): with the bundles kept, a
 * page whose fingerprint is unchanged renders as it did, so the build leaves its file alone.
 */
export function pageFingerprints(generated: string, routes: Route[]): Record<string, string> {
  // A kind with no row fails here, before any page is rendered or skipped.
  for (const kind of new Set(routes.map((r) => r.kind))) pageKind(kind);
  const directoryText = fs.readFileSync(path.join(generated, CITY_DIRECTORY_FILE), 'utf8');
  const directory = JSON.parse(directoryText) as CityDirectory;
  const countyOf = new Map(directory.cities.map((c) => [c.citySlug, c.county]));
  const byCounty = new Map<string, unknown[]>(directory.counties.map((county) => [county.slug, [county]]));
  for (const c of directory.cities) byCounty.get(c.county)?.push(c);
  const countyHash = new Map([...byCounty].map(([slug, entries]) => [slug, textHash(JSON.stringify(entries))]));
  const fingerprint = (r: Route): string => {
    const { reads } = pageKind(r.kind);
    if (reads === 'bundled') return '';
    if (reads === 'directory') return textHash(directoryText);
    const own = fileStamp(path.join(generated, cityRouteFile(r.url, r.kind)));
    if (reads === 'own-file') return own;
    const county = countyOf.get(r.id!);
    return `${own} ${countyHash.get(county!) ?? textHash(directoryText)}`;
  };
  return Object.fromEntries(routes.map((r) => [r.url, fingerprint(r)]));
}
