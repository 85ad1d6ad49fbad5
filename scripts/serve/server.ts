import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { routes } from '../../src/content/routes.ts';
import { site } from '../../src/lib/page/site.ts';
import {
  ADMIN_PATH,
  baseHeaders,
  cacheControlFor,
  contentSecurityPolicy,
  holdsControlCharacter,
  isHostFile,
  notFoundPage,
  policyFor,
  routeFile,
  staticFileFor,
} from '../../src/lib/serving/serving-rules.ts';
import { formsApp } from '../../src/server/forms-app.ts';
import { trustedProxies } from '../../src/server/hosts/client-address.ts';
import { nodeOptions, nodeSettings } from '../../src/server/hosts/node.ts';
import { compressedDir } from '../build/host-files.ts';
import { capConnectionsPerAddress, PER_ADDRESS_CONNECTIONS, shedIdleConnections } from './connections.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { precompressed } from './precompressed.ts';

export interface ServerOptions {
  root?: string;
  /** The database lives here, as forms.sqlite (outside the served folder, git-ignored). */
  dataDir?: string;
  /** The settings' environment (schemas/settings.schema.json names them): process.env by default. */
  env?: Record<string, string | undefined>;
  /** How often e-mails that failed are tried again (every minute by default). */
  retryEveryMs?: number;
  /** The form handler's clock (Date.now by default): the tests of the arrival windows and bookings set the day. */
  now?: () => number;
  /** The fetch used for GitHub's API and sign-in (tests pass a stub). */
  githubFetch?: typeof globalThis.fetch;
  /**
   * Node's limits: a client slow to send its headers (a connection that sends nothing too), a request, or idle
   * between requests is cut off; connections are capped overall and per address.
   */
  headersTimeout?: number;
  requestTimeout?: number;
  keepAliveTimeout?: number;
  maxConnections?: number;
  connectionsPerAddress?: number;
  connectionsCheckingInterval?: number;
  /**
   * The addresses of a reverse proxy in front (TRUSTED_PROXIES, comma-separated): only from them is X-Forwarded-For
   * read for the client's address, and their connections are not capped per address.
   */
  trustedProxies?: string[];
}

/** Most headers a request may carry (Node takes 2,000): a browser sends about twenty. */
const MAX_HEADERS = 100;

/**
 * `npm start`: one Hono app on Node. /api/* is the form handler the hosts' functions run (src/server/forms-app.ts)
 * with its SQLite store; everything else is the built site served the way a static host serves it, from the rules in
 * src/lib/serving/serving-rules.ts: files first (Hono's serveStatic: ranges, HEAD), then the nearest folder's 404 page with
 * status 404; the host files and dotfiles never; precompressed copies when the client takes them; CSP per path.
 * A path with a control character, a doubled slash or a backslash is not found; a trailing slash is redirected, from
 * the path as sent, only when the rest is a page.
 */
export function createServer(clientDir: string, o: ServerOptions = {}): http.Server {
  const root = o.root ?? process.cwd();
  const dataDir = o.dataDir ?? path.join(root, '.data');
  const sitePolicy = contentSecurityPolicy(site, fs.existsSync(clientDir) ? inlineScriptHashes(clientDir) : []);
  const compressed = compressedDir(clientDir);
  const closed = new AbortController();
  const env = o.env ?? process.env;
  const trusted = trustedProxies(o.trustedProxies?.join(',') ?? nodeSettings(env).TRUSTED_PROXIES);

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(baseHeaders)) c.res.headers.set(k, v);
  });
  // The form handler at /api/*, with npm start's options (src/server/hosts/node.ts).
  const host = nodeOptions({ root, clientDir, dataDir, env, stop: closed.signal, trusted });
  const test = { now: o.now, githubFetch: o.githubFetch, retryEveryMs: o.retryEveryMs ?? host.retryEveryMs };
  app.route('/', formsApp({ ...host, ...test }));

  // The nearest folder's 404 page, status 404 (404 pages are small: read whole).
  const notFound = async (c: Context) => {
    const page = await fs.promises
      .readFile(path.join(clientDir, routeFile(notFoundPage(c.req.path, routes))), 'utf8')
      .catch(() => 'Not found');
    c.header('Content-Length', String(Buffer.byteLength(page))); // HEAD says what GET sends
    return c.html(page, 404);
  };
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', policyFor(c.req.path, sitePolicy));
    if (c.res.status < 400)
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path, c.res.headers.get('content-type') ?? ''));
  });
  // Whether a decoded path is a page: an HTML file inside the served folder, never a file outside it.
  const servedDir = path.resolve(clientDir);
  const isPage = (pathname: string) => {
    const file = path.resolve(servedDir, `.${staticFileFor(pathname)}`);
    return file.startsWith(servedDir + path.sep) && file.endsWith('.html') && fs.existsSync(file);
  };
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const p = c.req.path;
    const decoded = decodeURIComponentSafe(p);
    const { pathname: raw, search } = new URL(c.req.url); // the path as sent, still percent-encoded
    // Control characters, doubled slashes and backslashes are in no page, so never redirected: `//evil.com` would leave the site.
    if (holdsControlCharacter(raw) || /[\\]|\/\//.test(decoded) || isHostFile(p)) return notFound(c);
    // One URL per page: /about/ answers with a redirect to /about, built from the path as sent and only for a page.
    if (raw.length > 1 && raw.endsWith('/') && p !== ADMIN_PATH)
      return isPage(decoded.slice(0, -1)) ? c.redirect(raw.slice(0, -1) + search, 301) : notFound(c);
    return next();
  });
  app.on(
    ['GET', 'HEAD'],
    '*',
    precompressed(compressed, clientDir),
    serveStatic({ root: clientDir, rewriteRequestPath: staticFileFor }),
    (c) => notFound(c),
  );
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD');
    return c.text('Method Not Allowed', 405);
  });

  // @hono/node-server's listener on Node's own HTTP server (its createAdaptorServer types an HTTP/2 one as well).
  // headersTimeout also ends a connection that sends nothing at all: idle ones must not hold the server's slots.
  const server = http.createServer(
    {
      headersTimeout: o.headersTimeout ?? 5_000,
      requestTimeout: o.requestTimeout ?? 30_000,
      keepAliveTimeout: o.keepAliveTimeout ?? 5_000,
      connectionsCheckingInterval: o.connectionsCheckingInterval ?? 1_000,
    },
    getRequestListener(app.fetch),
  );
  server.maxConnections = o.maxConnections ?? 1_000;
  server.maxHeadersCount = MAX_HEADERS;
  capConnectionsPerAddress(server, o.connectionsPerAddress ?? PER_ADDRESS_CONNECTIONS, trusted);
  shedIdleConnections(server);
  server.on('close', () => closed.abort());
  return server;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
