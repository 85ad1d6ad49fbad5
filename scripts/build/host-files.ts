/**
 * After the pages are rendered: writes the static hosts' files into dist/client from src/lib/serving/serving-rules.ts, so a
 * host serves what `npm start` serves, one row per host (STATIC_HOSTS). `_headers` (each host's own: they read a
 * header two blocks set differently) carries the CSP with the hashes of the inline scripts the build produced.
 * Cloudflare's row writes `_routes.json` (only /api/* runs the Pages Function, functions/api/); Netlify's writes
 * `_redirects` instead, with the form handler's rewrite and Netlify's 404 rules; a host file not in the row is removed
 * (Cloudflare Pages must get no `_redirects`, since it runs those rules before its files). The compressed copies
 * `npm start` serves are made next (compress.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../../generated/types.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import type { StaticHost } from '../../src/lib/serving/host.ts';
import {
  cloudflareRoutesFile,
  HOST_FILES,
  headersFile,
  netlifyRedirectsFile,
} from '../../src/lib/serving/serving-rules.ts';
import { inlineScriptHashes } from '../serve/inline-scripts.ts';

import { compressFiles } from './compress.ts';
import { listFiles } from './steps.ts';

/** Cloudflare Pages' files per deploy: the Free plan's, and the paid plans' (docs/hosting.md). */
export const CLOUDFLARE_FILE_LIMITS = { free: 20_000, paid: 100_000 };

interface HostRow {
  /** The host's own files beside `_headers`, by their path in dist/client (one of HOST_FILES). */
  files: (routes: Route[]) => Record<string, string>;
  /** The most files one deploy may hold, on the free plan and on any; none where the host publishes no limit. */
  fileLimits?: { free: number; paid: number };
}

/** One row per host that serves dist/client itself: a new static host is a row here (and its headers' case). */
export const STATIC_HOSTS: Record<StaticHost, HostRow> = {
  cloudflare: { files: () => ({ '/_routes.json': cloudflareRoutesFile() }), fileLimits: CLOUDFLARE_FILE_LIMITS },
  netlify: { files: (routes) => ({ '/_redirects': netlifyRedirectsFile(routes) }) },
};

export const isStaticHost = (name: string): name is StaticHost => Object.hasOwn(STATIC_HOSTS, name);

// scripts/serve/ and its tests import these from here.
export { compressedDir, compressPage, isCopyFresh } from './compress.ts';

/**
 * The build's step 5: the hosts' files (writeHostFiles), then the compressed copies `npm start` serves (compress.ts).
 * `pagesNew`: this build wrote every page (a new bundle emptied dist/client). Returns the inline script hashes and
 * the files compressed, and how many files dist/client holds.
 */
export async function publish(
  clientDir: string,
  host: StaticHost,
  site: Site,
  routes: Route[],
  pages: { files: Set<string>; hashes: string[] },
  o: { pagesNew: boolean },
): Promise<{ hashes: number; compressed: number; files: number }> {
  const { hashes } = writeHostFiles(clientDir, host, site, routes, pages, listFiles(clientDir));
  const files = listFiles(clientDir);
  const { compressed } = await compressFiles(clientDir, { listed: files, pagesNew: o.pagesNew });
  return { hashes, compressed, files: files.length };
}

/**
 * `pages`: the page files under dist/client (which the build rendered, so it knows their inline scripts) and the
 * hashes of those that have any; other HTML files (the web editor's) are read. `listed`: the files under dist/client.
 */
export function writeHostFiles(
  clientDir: string,
  host: StaticHost,
  site: Site,
  routes: Route[],
  pages: { files: Set<string>; hashes: string[] },
  listed: readonly string[],
): { hashes: number } {
  const hashes = inlineScriptHashes(clientDir, pages, listed);
  const files: Record<string, string> = {
    '/_headers': headersFile(site, host, hashes),
    ...STATIC_HOSTS[host].files(routes),
  };
  for (const file of HOST_FILES) {
    const text = files[file];
    if (text === undefined) fs.rmSync(path.join(clientDir, file), { force: true });
    else fs.writeFileSync(path.join(clientDir, file), text);
  }
  return { hashes: hashes.length };
}

/**
 * What the build says about the number of files it leaves for the host: nothing while every plan takes them, a
 * warning past the Free plan's limit, an error past every plan's. Netlify publishes no limit.
 */
export function fileCountCheck(
  files: number,
  host: StaticHost,
): { level: 'warning' | 'error'; message: string } | undefined {
  const limits = STATIC_HOSTS[host].fileLimits;
  if (!limits || files <= limits.free) return undefined;
  const count = files.toLocaleString('en-US');
  const elsewhere = 'Netlify (`npm run build:netlify`, no published limit) or `npm start` on a server of your own';
  if (files > limits.paid) {
    return {
      level: 'error',
      message: `dist/client holds ${count} files: Cloudflare Pages deploys at most ${limits.paid.toLocaleString('en-US')} on any plan. Deploy to ${elsewhere}; docs/hosting.md has the limits.`,
    };
  }
  return {
    level: 'warning',
    message: `dist/client holds ${count} files: Cloudflare Pages' Free plan deploys at most ${limits.free.toLocaleString('en-US')}. Deploy on a paid plan (with PAGES_WRANGLER_MAJOR_VERSION=4 set in the project, up to ${limits.paid.toLocaleString('en-US')}), or to ${elsewhere}; docs/hosting.md has the limits.`,
  };
}
