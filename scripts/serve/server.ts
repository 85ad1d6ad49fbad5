import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { routes } from '../../src/content/routes.ts';
import { site } from '../../src/lib/page/site.ts';
import { photoBudget } from '../../src/lib/photos/photo-budget.ts';
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
import { countOf, readSettings } from '../../src/lib/serving/settings.ts';
import { nodeCalendarReading } from '../../src/server/calendar/node-calendar.ts';
import { sqlEventStore } from '../../src/server/counts/events-store.ts';
import { DEFAULT_RATE_LIMIT, formsApp } from '../../src/server/forms-app.ts';
import { nodeMailer } from '../../src/server/mail/node-mail.ts';
import { folderPhotos } from '../../src/server/photos/photo-folder.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';
import { compressedDir } from '../build/host-files.ts';
import { clientAddress, trustedProxies } from './client-address.ts';
import { capConnectionsPerAddress, PER_ADDRESS_CONNECTIONS, shedIdleConnections } from './connections.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { precompressed } from './precompressed.ts';

export interface ServerOptions {
  root?: string;
  /** The database lives here, as forms.sqlite (outside the served folder, git-ignored). */
  dataDir?: string;
  rateLimit?: number;
  webhookUrl?: string;
  /** The lead e-mail's settings (SMTP_URL, LEADS_EMAIL_TO, LEADS_EMAIL_FROM, LINK_SECRET, SITE_URL); process.env by default. */
  env?: Record<string, string | undefined>;
  /** How often e-mails that failed are tried again (every minute by default). */
  retryEveryMs?: number;
  /** The form handler's clock (Date.now by default): the tests of the arrival windows and bookings set the day. */
  now?: () => number;
  /** Who may read /admin/stats besides GitHub's users of the repository (STATS_TOKEN), and the fetch used for GitHub's API and sign-in. */
  statsToken?: string;
  githubFetch?: typeof globalThis.fetch;
  /** The editor's GitHub OAuth app (GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET). */
  oauth?: { clientId?: string; clientSecret?: string };
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
  // The settings (schemas/settings.schema.json), valid values only: the entry points refused to start on a wrong one
  // (./settings-check.ts). o.env stands in for the environment's lead e-mail, calendar and photo settings in tests.
  const own = readSettings(process.env, 'node').settings;
  const given = o.env ? readSettings(o.env, 'node').settings : own;
  const trusted = trustedProxies(o.trustedProxies?.join(',') ?? own.TRUSTED_PROXIES);

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(baseHeaders)) c.res.headers.set(k, v);
  });
  let db: ReturnType<typeof sqliteDatabase> | undefined;
  const database = () =>
    (db ??= sqliteDatabase(openSqlite(path.join(dataDir, 'forms.sqlite'), path.join(root, 'migrations'))));
  app.route(
    '/api',
    formsApp({
      store: () => sqlStore(database()),
      events: () => sqlEventStore(database()),
      clientAddress: (c) => clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trusted),
      rateLimit: o.rateLimit ?? countOf(own.FORMS_RATE_LIMIT) ?? DEFAULT_RATE_LIMIT,
      eventsRateLimit: countOf(own.EVENTS_RATE_LIMIT),
      webhookUrl: o.webhookUrl ?? own.FORMS_WEBHOOK_URL,
      ownerCalendarUrl: given.OWNER_CALENDAR_ICS_URL,
      ownerCalendarReading: nodeCalendarReading(),
      photos: folderPhotos(path.join(dataDir, 'photos')),
      photoBudget: photoBudget(given),
      mailer: nodeMailer(given, dataDir),
      // The site's address where it is not baseUrl (this server at 127.0.0.1): links in e-mails and the OAuth callback.
      siteUrl: given.SITE_URL,
      retryEveryMs: o.retryEveryMs ?? 60_000,
      now: o.now,
      stop: closed.signal,
      statsToken: o.statsToken ?? own.STATS_TOKEN,
      calendarToken: given.CALENDAR_TOKEN,
      oauth: o.oauth ?? { clientId: own.GITHUB_OAUTH_CLIENT_ID, clientSecret: own.GITHUB_OAUTH_CLIENT_SECRET },
      githubFetch: o.githubFetch,
      // The site's answer page to a quote sent without JavaScript, filled with its reference (src/server/quote/quote-answer.ts).
      sitePage: (url) => fs.promises.readFile(path.join(clientDir, routeFile(url)), 'utf8').catch(() => undefined),
    }),
  );

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
