import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { ADMIN_PATH, adminContentSecurityPolicy, hashedAssetHeaders, matchFallback, securityHeaders } from '../../src/lib/serving-rules.ts';
import { site } from '../../src/lib/site.ts';
import { createFormReceiver } from './forms.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

/**
 * Serves the built site (dist/client) the way a static host would, from the rules in src/lib/serving-rules.ts:
 * files first, then the fallback rules (404, city fallback, unknown-project redirect), with compression,
 * long caching of hashed assets and the security headers; and receives the site's forms (./forms.ts).
 */
export function createServer(clientDir: string, { root = process.cwd(), dataDir = path.join(root, '.data') } = {}): http.Server {
  const forms = createFormReceiver(root, dataDir);
  const headers = securityHeaders(site, fs.existsSync(clientDir) ? inlineScriptHashes(clientDir) : []);
  const files = sirv(clientDir, {
    extensions: ['html'],
    dev: false,
    etag: true,
    setHeaders: (res, pathname) => {
      if (pathname.startsWith('/assets/')) for (const [k, v] of Object.entries(hashedAssetHeaders)) res.setHeader(k, v);
    },
  });
  const compress = compression();
  const page = (url: string) => path.join(clientDir, url === '/404.html' ? '404.html' : `${url}/index.html`);

  return http.createServer(async (req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith(ADMIN_PATH)) res.setHeader('Content-Security-Policy', adminContentSecurityPolicy);
    if (await forms(req, res, url.pathname)) return;
    // One URL per page: /about/ answers with a redirect to /about.
    if (url.pathname.length > 1 && url.pathname.endsWith('/') && url.pathname !== ADMIN_PATH) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search }).end();
      return;
    }
    compress(req as never, res as never, () => {
      files(req, res, () => {
        const rule = matchFallback(url.pathname);
        if (!rule) return void res.writeHead(404).end();
        if (rule.status === 301 || rule.status === 302) return void res.writeHead(rule.status, { Location: rule.to }).end();
        res.writeHead(rule.status, { 'Content-Type': 'text/html; charset=utf-8' });
        fs.createReadStream(page(rule.to)).pipe(res);
      });
    });
  });
}
