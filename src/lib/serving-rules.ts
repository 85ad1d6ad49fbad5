import type { Site } from '../../generated/types.ts';
import { CITY_FALLBACK_URL } from './routes.ts';

/**
 * How the built site is served: the one source for `npm start` (scripts/serve) and, written out as `_redirects`
 * and `_headers` at build time, for static hosts that read those files (Netlify, Cloudflare Pages).
 * Rules apply only when no file matches the path, as on those hosts.
 */
export interface FallbackRule {
  /** A path prefix ending in "/*". */
  from: string;
  to: string;
  /** 301/302 redirect, 200 rewrite (serve `to` at the requested URL), 404 serve `to` with status 404. */
  status: 200 | 301 | 302 | 404;
}

export const fallbackRules: FallbackRule[] = [
  // SPEC 2.14: an unknown project id ends at the project list; a redirect replaces the history entry.
  { from: '/portfolio/*', to: '/portfolio', status: 302 },
  // SPEC 2.9: any other city value shows the generic page for 'South Florida' (noindex).
  { from: '/service-areas/*', to: CITY_FALLBACK_URL, status: 200 },
  { from: '/*', to: '/404.html', status: 404 },
];

export function matchFallback(pathname: string): FallbackRule | undefined {
  return fallbackRules.find((r) => pathname.startsWith(r.from.slice(0, -1)) && pathname !== r.from.slice(0, -2));
}

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy: this site, plus the origins of the quote embed (its script, its hosted form) and of
 * form services the forms post to when they are configured as https addresses. No inline script anywhere.
 * Inline style *attributes* are allowed (style-src-attr) because the third-party embed sets them.
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
    `img-src ${list("'self'", 'data:', embed)}`,
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
 * The web editor (/admin/, Decap CMS) runs its bundle from the CDN Decap documents and styles itself at run time
 * (CSS-in-JS), so it gets its own policy; it is noindex and holds no visitor data.
 */
export const ADMIN_PATH = '/admin/';
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "connect-src 'self' https://api.github.com https://*.netlify.com https://*.netlify.app https://unpkg.com",
  "frame-src 'self' https://*.netlify.com",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** Headers for every response, and long caching for Vite's content-hashed assets. */
export const securityHeaders = (site: Pick<Site, 'quoteEmbed' | 'forms'>, scriptHashes: string[] = []): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(site, scriptHashes),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'X-Frame-Options': 'SAMEORIGIN',
});
export const HASHED_ASSETS = '/assets/*';
export const hashedAssetHeaders = { 'Cache-Control': 'public, max-age=31536000, immutable' };

export function redirectsFile(): string {
  return fallbackRules.map((r) => `${r.from}  ${r.to}  ${r.status}`).join('\n') + '\n';
}

export function headersFile(site: Pick<Site, 'quoteEmbed' | 'forms'>, scriptHashes: string[] = []): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  // "! Header" detaches the site-wide policy for the editor (Cloudflare Pages' syntax; see README decision 11).
  const admin = [`${ADMIN_PATH}*`, '  ! Content-Security-Policy', `  Content-Security-Policy: ${adminContentSecurityPolicy}`, '  X-Robots-Tag: noindex'].join('\n');
  return `${block('/*', securityHeaders(site, scriptHashes))}\n${block(HASHED_ASSETS, hashedAssetHeaders)}\n${admin}\n`;
}
