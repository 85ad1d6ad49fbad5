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

/** Headers for every response, and long caching for Vite's content-hashed assets. */
export const securityHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'X-Frame-Options': 'SAMEORIGIN',
};
export const HASHED_ASSETS = '/assets/*';
export const hashedAssetHeaders = { 'Cache-Control': 'public, max-age=31536000, immutable' };

export function redirectsFile(): string {
  return fallbackRules.map((r) => `${r.from}  ${r.to}  ${r.status}`).join('\n') + '\n';
}

export function headersFile(): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return `${block('/*', securityHeaders)}\n${block(HASHED_ASSETS, hashedAssetHeaders)}\n`;
}
