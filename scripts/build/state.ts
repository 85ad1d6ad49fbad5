import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CITY_DIRECTORY_FILE, CITY_PAGES_DIR } from '../../src/lib/city-pages.ts';
import { BUILD_INPUTS } from './inputs.ts';

/**
 * What the last build was made from, so the next one redoes only what changed (scripts/build.ts). Kept in dist/,
 * beside the output it describes and outside dist/client, which is what the hosts publish.
 */
export interface BuildState {
  /** The fingerprint of everything the bundles are made from (bundleKey). */
  bundleKey: string;
  /** Each page written, by URL: the fingerprint of its data file (city pages), or null (pages re-rendered every build). */
  pages: Record<string, string | null>;
  /** The inline script hashes of the page files under dist/client that have any (for the CSP of `_headers`). */
  scriptHashes: Record<string, string[]>;
  /** Files of generated/public that change with the cities (sitemaps, the search's index), copied by the build itself. */
  cityPublicFiles: string[];
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

/** The sitemaps and the city search's index (paths under generated/public/): they follow the cities, so no bundle holds them. */
export const isCityPublicFile = (rel: string) =>
  /^sitemap[^/]*\.xml$/.test(rel) || /^search\/cities(\.[a-z]{2})?\.json$/.test(rel);

/** The sitemaps and city search indexes in a folder laid out as generated/public (dist/client). */
export const cityPublicFilesIn = (dir: string): string[] =>
  ['', 'search/'].flatMap((sub) =>
    fs.existsSync(path.join(dir, sub))
      ? fs
          .readdirSync(path.join(dir, sub))
          .map((name) => `${sub}${name}`)
          .filter(isCityPublicFile)
      : [],
  );

/** Under generated/: the city pages' data, the list of cities and every route, none of which a bundle imports. */
const CITY_DATA = new Set([CITY_PAGES_DIR, CITY_DIRECTORY_FILE, 'routes.ts']);

/**
 * The fingerprint of what `vike build` reads (BUILD_INPUTS.bundles), the build's own code, and generated/ except the
 * city data. Equal fingerprints give equal bundles, so the build skips bundling. Paths and contents both count, so an
 * added or removed file changes it too.
 */
export function bundleKey(root: string): string {
  const hash = createHash('sha256');
  const add = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    if (!fs.statSync(abs).isDirectory()) {
      hash.update(`${rel}\0`).update(fs.readFileSync(abs)).update('\0');
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
  return hash.digest('hex');
}

export const fileHash = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 32);
