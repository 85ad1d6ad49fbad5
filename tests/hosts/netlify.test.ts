import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../scripts/serve/inline-scripts.ts';
import {
  adminContentSecurityPolicy,
  baseHeaders,
  contentSecurityPolicy,
  HOST_FILES,
  headersFile as netlifyHeadersFile,
  netlifyRedirectsFile,
  routeFile,
} from '../../src/lib/serving/serving-rules.ts';
import { routes, site } from '../content.ts';
import { DIST, sitemapPaths } from './site-urls.ts';

// Netlify's own parsers read the files a Netlify build gets (netlify.toml, dist/client/_headers and the _redirects
// of `npm run build:netlify`); every URL then goes through Netlify's order: a file first (`/about` is served from
// `about.html`; a folder's index.html would be a redirect to a trailing slash), then the first matching rule.
const ROOT = path.resolve(import.meta.dirname, '../..');
interface Rule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
let rules: Rule[] = [];
let headerRules: { forRegExp: RegExp; values: Record<string, string> }[] = [];

beforeAll(async () => {
  const redirectsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-')), '_redirects');
  fs.writeFileSync(redirectsFile, netlifyRedirectsFile(routes));
  const netlifyConfigPath = path.join(ROOT, 'netlify.toml');
  const r = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    netlifyConfigPath,
    configRedirects: [],
    minimal: false,
  });
  expect(r.errors).toEqual([]);
  rules = r.redirects as Rule[];
  // The `_headers` of `npm run build:netlify`, from the same rules and the built pages' inline scripts.
  const headersFile = path.join(path.dirname(redirectsFile), '_headers');
  fs.writeFileSync(headersFile, netlifyHeadersFile(site, 'netlify', inlineScriptHashes(DIST)));
  const h = await parseAllHeaders({
    headersFiles: [headersFile],
    netlifyConfigPath,
    configHeaders: [],
    minimal: false,
  });
  expect(h.errors).toEqual([]);
  headerRules = h.headers as typeof headerRules;
});

// `npm run build:netlify` writes _headers and _redirects into dist/client, whichever host dist/client was built for.
const NETLIFY_HOST_FILES = ['_headers', '_redirects'];
const isFile = (rel: string) =>
  NETLIFY_HOST_FILES.includes(rel) ||
  (fs.existsSync(path.join(DIST, rel)) && fs.statSync(path.join(DIST, rel)).isFile());
const matches = (from: string, p: string) =>
  from.endsWith('/*') ? p.startsWith(from.slice(0, -1)) || p === from.slice(0, -2) : p === from;

/**
 * What Netlify answers for a path: the file it serves and the status, or the redirect it sends. A forced rule (`404!`)
 * comes before the files, the others after them (docs.netlify.com, Redirects: shadowing).
 */
function serve(p: string): { status: number; file?: string; location?: string } {
  const forced = rules.find((r) => r.force && matches(r.from, p));
  if (forced) return { status: forced.status, file: forced.to.replace(/^\//, '') };
  const rel = decodeURIComponent(p).replace(/^\//, '');
  if (p === '/' && isFile('index.html')) return { status: 200, file: 'index.html' };
  if (rel && isFile(rel)) return { status: 200, file: rel };
  if (isFile(`${rel}.html`)) return { status: 200, file: `${rel}.html` };
  if (isFile(`${rel}/index.html`)) return { status: 301, location: `${p}/` };
  const rule = rules.find((r) => !r.force && matches(r.from, p));
  if (!rule) return { status: 404, file: '404.html' };
  return rule.status >= 300 && rule.status < 400
    ? { status: rule.status, location: rule.to }
    : { status: rule.status, file: rule.to.replace(/^\//, '') };
}
/**
 * The headers Netlify sends for a path, read as Netlify's own tools read its rules (`headersForPath` in netlify-cli
 * and @netlify/headers): every rule that matches, in order, a later rule's value of a header replacing an earlier one.
 */
const headersFor = (p: string): Record<string, string> =>
  Object.assign({}, ...headerRules.filter((h) => h.forRegExp.test(p)).map((h) => h.values));

describe('Netlify (its own parsers for netlify.toml, _headers and _redirects)', () => {
  it('bundles with the function every page its handler answers with: the quote pages and their answers', () => {
    const toml = fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8');
    const globs = JSON.parse(/included_files = (\[[^\]]*\])/.exec(toml)![1]) as string[];
    const bundled = new Set(globs.flatMap((g) => fs.globSync(g, { cwd: ROOT })));
    const pages = routes.filter((r) => r.kind.startsWith('quote'));
    expect(pages.length).toBeGreaterThan(0);
    for (const r of pages) expect(bundled, r.url).toContain(path.join('dist/client', routeFile(r.url)));
  });

  it('builds with Node 24 into dist/client', () => {
    const toml = fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8');
    expect(toml).toMatch(/publish = "dist\/client"/);
    expect(toml).toMatch(/NODE_VERSION = "24"/);
  });

  it('serves every sitemap URL from its own file, 200, without a redirect', () => {
    const wrong = sitemapPaths()
      .map((p) => [p, serve(p)] as const)
      .filter(([p, r]) => r.status !== 200 || r.file !== routeFile(p))
      .map(([p, r]) => `${p}: ${JSON.stringify(r)}`);
    expect(wrong).toEqual([]);
  });

  it("answers unknown cities, projects and other paths 404 with their folder's page", () => {
    expect(serve('/service-areas/springfield')).toEqual({ status: 404, file: 'service-areas/404.html' });
    expect(serve('/portfolio/no-such-project')).toEqual({ status: 404, file: 'portfolio/404.html' });
    expect(serve('/no-such-page')).toEqual({ status: 404, file: '404.html' });
    for (const file of ['service-areas/404.html', 'portfolio/404.html', '404.html'])
      expect(isFile(file), file).toBe(true);
  });

  it('answers the host files and paths with a NUL byte 404 with a not-found page, never the file', () => {
    for (const p of [...HOST_FILES, '/about%00/', '/about%00', '/%00'])
      expect(serve(p), p).toEqual({ status: 404, file: '404.html' });
    expect(serve('/es/%00x')).toEqual({ status: 404, file: 'es/404.html' });
  });

  it("sends the site's headers and its policy on every path, unknown ones included; the editor its own", () => {
    const sitePolicy = headersFor('/')['Content-Security-Policy'];
    expect(sitePolicy).toBe(contentSecurityPolicy(site, sitePolicy.match(/'sha256-[^']+'/g) ?? []));
    const wrong: string[] = [];
    for (const p of [
      ...sitemapPaths(),
      '/nope',
      '/a/b/c/nope',
      '/es/nope',
      '/es/a/b/c/nope',
      '/about/',
      '/assets/nope.js',
      ...HOST_FILES,
      '/about%00/',
    ]) {
      const headers = headersFor(p);
      if (headers['Content-Security-Policy'] !== sitePolicy) wrong.push(`${p}: ${headers['Content-Security-Policy']}`);
      for (const [k, v] of Object.entries(baseHeaders)) if (headers[k] !== v) wrong.push(`${p}: ${k} ${headers[k]}`);
    }
    expect(wrong).toEqual([]);
    for (const p of ['/admin/', '/admin/nope']) {
      expect(headersFor(p)['Content-Security-Policy'], p).toBe(adminContentSecurityPolicy);
      expect(headersFor(p)['X-Content-Type-Options'], p).toBe('nosniff');
    }
    // One spelling of each header name, so no rule's value can sit beside another's instead of replacing it.
    const names = headerRules.flatMap((h) => Object.keys(h.values));
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(new Set(names).size);
  });
});
