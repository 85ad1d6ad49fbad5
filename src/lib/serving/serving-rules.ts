import type { Site } from '../../content/types.ts';
import { TRANSLATIONS } from '../i18n/locale.ts';
import type { Route } from '../routing/routes.ts';
import type { StaticHost } from './host.ts';

/**
 * How the built site is served: the one source for `npm start` (scripts/serve) and for the files each static host
 * reads (`_headers` for both, `_redirects` for Netlify; scripts/build/host-files.ts writes them after the build).
 *
 * Files come first: `/about` is `about.html` (Vike's `prerender.noExtraDir`), so no host adds a trailing slash.
 * An unknown path is answered, status 404, by the nearest folder's `404.html`, else the root one: Cloudflare Pages
 * does exactly that by itself, and Netlify is given one 404 rule per such folder (it only knows the root one).
 * No rule ever runs before the files, so none can shadow a real page.
 */

/** The file a route is written to, relative to dist/client. */
export const routeFile = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

/**
 * The folders with a 404 page of their own, deepest first: routes ending in /404, and each translation's root (/es,
 * when the site has Spanish pages), whose unknown addresses are answered in that language.
 */
export function notFoundFolders(routes: Pick<Route, 'url'>[]): string[] {
  const roots = TRANSLATIONS.map((l) => `/${l}`).filter((root) => routes.some((r) => r.url === root));
  return [...routes.filter((r) => r.url.endsWith('/404')).map((r) => r.url.slice(0, -'/404'.length)), ...roots].sort(
    (a, b) => b.length - a.length,
  );
}

/** The page (a route URL, or '/404' for the root 404.html) that answers a path no file matches. */
export function notFoundPage(pathname: string, routes: Pick<Route, 'url'>[]): string {
  const folder = notFoundFolders(routes).find((f) => pathname.startsWith(`${f}/`));
  return folder ? `${folder}/404` : '/404';
}

/**
 * Netlify's `_redirects`: 404 rules that apply only where no file matches (Netlify serves files first), after forced
 * ones (`404!`, applied before the files) that answer the host files with the not-found page, so they are never
 * served whatever Netlify does with them, as on Cloudflare and `npm start`.
 */
export function netlifyRedirectsFile(routes: Pick<Route, 'url'>[]): string {
  const rules = [
    ...HOST_FILES.map((file) => `${file}  /404.html  404!`),
    `${FORMS_API}*  ${NETLIFY_FORMS_FUNCTION}:splat  200`,
    ...notFoundFolders(routes).map((f) => `${f}/*  ${f}/404.html  404`),
    '/*  /404.html  404',
  ];
  return `# Written by scripts/build/host-files.ts from src/lib/serving/serving-rules.ts.\n${rules.join('\n')}\n`;
}

/** The form handler's paths (src/server/forms-app.ts): the only ones a host runs a function for. */
export const FORMS_API = '/api/';
/** Netlify's address of the form handler's function (netlify/functions/forms.ts); the rewrite keeps the form's name last. */
export const NETLIFY_FORMS_FUNCTION = '/.netlify/functions/forms/';
/** A path's part below the handler's address, the same on every host: /api/auth/callback (or Netlify's function address) -> auth/callback. */
export const apiEndpoint = (pathname: string) => pathname.replace(/^.*?\/(?:api|\.netlify\/functions\/forms)\//, '');

/** The handler's path as its router reads it on every host: Netlify's function address is read as /api/. */
export const handlerPath = (pathname: string) =>
  pathname.startsWith(NETLIFY_FORMS_FUNCTION) ? FORMS_API + pathname.slice(NETLIFY_FORMS_FUNCTION.length) : pathname;

/** Cloudflare's `_routes.json`: the Pages Function (functions/api/) runs for /api/* only; every page stays a file. */
export const cloudflareRoutesFile = () =>
  `${JSON.stringify({ version: 1, include: [`${FORMS_API}*`], exclude: [] }, null, 2)}\n`;

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy: this site, plus the origins of the quote embed (its script, its hosted form) and of
 * form services the forms post to when they are configured as https addresses. No inline script anywhere.
 * Inline style *attributes* are allowed (style-src-attr) because the third-party embed sets them. Images may be blob:
 * URLs, which only this site's own scripts can make: the quote form shows the photos a visitor chose as thumbnails.
 */
export function contentSecurityPolicy(site: Pick<Site, 'quoteEmbed' | 'forms'>, scriptHashes: string[] = []): string {
  const embed = [...new Set([origin(site.quoteEmbed.scriptUrl), origin(site.quoteEmbed.requestPageUrl)])].join(' ');
  const forms = [site.forms.newsletter, site.forms.application].filter((u) => u.startsWith('https://')).map(origin);
  const formOrigins = [...new Set(forms)].join(' ');
  const list = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, embed)}`,
    `style-src ${list("'self'", embed)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', embed)}`,
    `font-src ${list("'self'", embed)}`,
    `connect-src ${list("'self'", embed, formOrigins)}`,
    `frame-src ${embed}`,
    `form-action ${list("'self'", formOrigins, origin(site.quoteEmbed.requestPageUrl))}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The web editor (/admin/, Sveltia CMS) is served from this site alone: its bundle and fonts come from npm through
 * codegen. What it needs beyond that: styles it inserts at run time (Svelte components), images of entries and
 * GitHub avatars shown as data:/blob: URLs or from GitHub, and GitHub's API (sign-in with a token, commits); not GitHub's
 * status page, which src/admin/cms.ts keeps the editor from asking.
 * Local mode edits the checkout through the File System Access API, which needs no network at all.
 */
export const ADMIN_PATH = '/admin/';
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers for every response, whatever its path. */
export const baseHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'X-Frame-Options': 'SAMEORIGIN',
};
export const HASHED_ASSETS = '/assets/*';
export const hashedAssetHeaders = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/** The Content-Security-Policy for a path: the editor's own under /admin/, the site's everywhere else. */
export const policyFor = (pathname: string, sitePolicy: string) =>
  pathname.startsWith(ADMIN_PATH) ? adminContentSecurityPolicy : sitePolicy;

/**
 * `_headers`, for Cloudflare Pages or Netlify: the security headers and the site's policy on `/*`, so every answer
 * carries them (pages, files, redirects, and every unknown address with its 404 page), and the editor's own policy on
 * `/admin/*`. Both hosts apply every block that matches, in order, but differ on a header two blocks set: Cloudflare
 * sends both values (two policies, both enforced, would break the editor), so its file first detaches the site's with
 * its `! Content-Security-Policy` line; Netlify keeps the later block's value (its own `headersForPath`) and has no
 * detach syntax, so its file lets the later block replace it.
 */
export function headersFile(
  site: Pick<Site, 'quoteEmbed' | 'forms'>,
  host: StaticHost,
  scriptHashes: string[] = [],
): string {
  const block = (path: string, headers: Record<string, string>, detach: string[] = []) =>
    [path, ...detach.map((k) => `  ! ${k}`), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const blocks = [
    block('/*', { ...baseHeaders, 'Content-Security-Policy': contentSecurityPolicy(site, scriptHashes) }),
    block(HASHED_ASSETS, hashedAssetHeaders),
    block(
      `${ADMIN_PATH}*`,
      { 'Content-Security-Policy': adminContentSecurityPolicy, 'X-Robots-Tag': 'noindex' },
      host === 'cloudflare' ? ['Content-Security-Policy'] : [],
    ),
  ];
  return `# Written by scripts/build/host-files.ts from src/lib/serving/serving-rules.ts.\n${blocks.join('\n')}\n`;
}

/** The files written for the hosts themselves (scripts/build/host-files.ts): read by the host, never served. */
export const HOST_FILES = ['/_headers', '/_redirects', '/_routes.json'];

/** Whether a path names a host file or a dotfile (any segment starting with a dot): `npm start` serves neither. */
export const isHostFile = (pathname: string) =>
  HOST_FILES.includes(pathname) || pathname.split('/').some((s) => s.startsWith('.'));

/** The file that answers a path, relative to dist/client: `/about` is `about.html`, a folder its `index.html`. */
export function staticFileFor(pathname: string): string {
  if (pathname.endsWith('/')) return `${pathname}index.html`;
  return /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '') ? pathname : `${pathname}.html`;
}

/**
 * Whether a path, as sent (still percent-encoded), holds a control character (0x00-0x1F, 0x7F), raw or encoded. No
 * address of the site does, and a browser drops some of them from a URL (a tab in `/<tab>/evil.example` leaves
 * `//evil.example`), so such a path is answered as not found, never redirected.
 */
export function holdsControlCharacter(rawPath: string): boolean {
  for (const char of rawPath) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return /%(?:[01][0-9a-f]|7f)/i.test(rawPath);
}

/**
 * Cache-Control of a served file: hashed assets never change (a new build gives them new names), so they are cached
 * for a year; everything else (pages above all) is checked again on every visit, so a new build shows at once.
 */
export const cacheControlFor = (pathname: string, contentType: string) =>
  pathname.startsWith(HASHED_ASSETS.slice(0, -1)) && !contentType.startsWith('text/html')
    ? hashedAssetHeaders['Cache-Control']
    : 'no-cache';
