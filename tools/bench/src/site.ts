import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../../../src/lib/routing/routes.ts';
import { aboveFoldImages } from './above-fold.ts';
import { islandFigures } from './islands.ts';
import { lighthouseRuns } from './lighthouse.ts';
import { type Fetched, pageBytes } from './page-bytes.ts';
import { pickPages } from './pages.ts';
import type { BenchReport } from './report-types.ts';

/**
 * Serves a built site with the production server (compression, headers, fallbacks) on a loopback port and measures
 * it as visitors get it: bytes of every route, images above the fold, the islands' scripts once used and the time
 * from a first input to its result, and Lighthouse for one page of each kind.
 */
export async function measureSite(
  clientDir: string,
  root: string,
  routes: Route[],
  { runs, log }: { runs: number; log: (line: string) => void },
): Promise<Pick<BenchReport, 'pages' | 'routes' | 'islands'>> {
  // The working copy's own server, loaded from it: the server reads the generated modules, which the working copy's
  // build wrote and a fresh clone of the checkout does not have (a static import failed there before any step ran).
  const { createServer } = (await import(
    pathToFileURL(path.join(root, 'scripts/serve/server.ts')).href
  )) as typeof import('../../../scripts/serve/server.ts');
  const server = createServer(clientDir, { root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    log(`Weighing ${routes.length} pages at ${base}…`);
    const cache = new Map<string, Fetched>();
    const all = [];
    for (const r of routes) all.push({ kind: r.kind, ...(await pageBytes(base, r.url, cache)) });
    const picked = pickPages(routes);
    const fold = await aboveFoldImages(
      base,
      picked.map((p) => p.url),
    );
    log('Waking the islands of each kind of page…');
    const islands = await islandFigures(
      base,
      picked.map((p) => p.url),
      cache,
    );
    const pages: BenchReport['pages'] = [];
    for (const p of picked) {
      if (runs > 0) log(`Lighthouse × ${runs}: ${p.url}`);
      pages.push({
        ...p,
        bytes: all.find((b) => b.url === p.url)!,
        aboveFold: fold.get(p.url),
        lighthouse: runs > 0 ? await lighthouseRuns(base + p.url, runs) : undefined,
      });
    }
    return { pages, islands, routes: all.map(({ url, kind, html, css, js }) => ({ url, kind, html, css, js })) };
  } finally {
    server.close();
  }
}
