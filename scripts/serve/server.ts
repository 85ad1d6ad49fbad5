import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { routes } from '../../generated/routes.ts';
import { ADMIN_PATH, baseHeaders, contentSecurityPolicy, hashedAssetHeaders, notFoundPage, policyFor, routeFile } from '../../src/lib/serving-rules.ts';
import { site } from '../../src/lib/site.ts';
import { createFormReceiver } from './forms.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

/**
 * Serves the built site (dist/client) the way a static host would, from the rules in src/lib/serving-rules.ts:
 * files first, then the nearest folder's 404 page with status 404 (unknown city, unknown project, the rest), with compression,
 * long caching of hashed assets and the security headers; and receives the site's forms (./forms.ts).
 */
export function createServer(clientDir: string, { root = process.cwd(), dataDir = path.join(root, '.data') } = {}): http.Server {
  const forms = createFormReceiver(root, dataDir);
  const sitePolicy = contentSecurityPolicy(site, fs.existsSync(clientDir) ? inlineScriptHashes(clientDir) : []);
  const files = sirv(clientDir, {
    extensions: ['html'],
    dev: false,
    etag: true,
    setHeaders: (res, pathname) => {
      if (pathname.startsWith('/assets/')) for (const [k, v] of Object.entries(hashedAssetHeaders)) res.setHeader(k, v);
    },
  });
  const compress = compression();

  return http.createServer(async (req, res) => {
    for (const [k, v] of Object.entries(baseHeaders)) res.setHeader(k, v);
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Content-Security-Policy', policyFor(url.pathname, sitePolicy));
    if (await forms(req, res, url.pathname)) return;
    // One URL per page: /about/ answers with a redirect to /about.
    if (url.pathname.length > 1 && url.pathname.endsWith('/') && url.pathname !== ADMIN_PATH) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search }).end();
      return;
    }
    compress(req as never, res as never, () => {
      files(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        fs.createReadStream(path.join(clientDir, routeFile(notFoundPage(url.pathname, routes)))).pipe(res);
      });
    });
  });
}
