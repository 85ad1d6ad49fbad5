import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../scripts/serve/inline-scripts.ts';
import type { RouteKind } from '../../src/lib/routing/routes.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { routes, site } from '../content.ts';
import { pageValidator } from './validator.ts';

// One table over every built page, from the route list (not a sample). Failures name the URL.
const DIST = path.resolve(import.meta.dirname, '../../dist/client');
const fileOf = (url: string) => path.join(DIST, routeFile(url));
const html = new Map<string, string>();
// The rules and their exceptions (each with its reason) are in .htmlvalidate.mjs: with axe's WCAG checks that the data
// can break on any page (tests/site/accessibility-rules.ts).
const validator = pageValidator();
beforeAll(() => {
  if (!fs.existsSync(fileOf('/')))
    throw new Error('dist/client is missing: run `npm run build` (npm test does) before these checks.');
  for (const r of routes) html.set(r.url, fs.readFileSync(fileOf(r.url), 'utf8'));
});

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const titleOf = (h: string) => decode(/<title>([^<]*)<\/title>/.exec(h)?.[1] ?? '');
const descriptionOf = (h: string) => decode(attr(/<meta name="description"[^>]*>/.exec(h)?.[0] ?? '', 'content') ?? '');
const jsonLd = (h: string) =>
  [...h.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
const types = (blocks: unknown[]) => blocks.flat().map((b) => (b as { '@type': string })['@type']);

/** The structured-data nodes each kind of page must carry. */
const REQUIRED_NODES: Partial<Record<RouteKind, string[]>> = {
  home: ['HomeAndConstructionBusiness', 'WebSite'],
  city: ['HomeAndConstructionBusiness', 'Service', 'FAQPage', 'BreadcrumbList'],
  'tech-recruitment': ['JobPosting', 'BreadcrumbList'],
  service: ['Service', 'BreadcrumbList'],
  project: ['CreativeWork', 'BreadcrumbList'],
  blog: ['Blog', 'BreadcrumbList'],
  'blog-post': ['BlogPosting', 'BreadcrumbList'],
};

/** Every HTML file of the build, beyond the routes: the 404 pages and the web editor's page (public/admin/index.html). */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((e) => (e.isFile() && e.name.endsWith('.html') ? [path.join(e.parentPath, e.name)] : []));
}

it("every other HTML file of the build is valid HTML (html-validate) and names its icon: 404 pages, the web editor, the owner's pages", async () => {
  const routeFiles = new Set(routes.map((r) => fileOf(r.url)));
  const others = htmlFiles(DIST).filter((f) => !routeFiles.has(f));
  expect(others).toContain(path.join(DIST, 'admin/index.html'));
  const messages = [];
  // The web editor's page is a body its script fills: the editor draws its own landmarks.
  const editor = { rules: { 'site/main': 'off' as const } };
  for (const file of others) {
    const html = fs.readFileSync(file, 'utf8');
    // Without one a browser asks for /favicon.ico, which the site does not have: a 404 in the console on each visit.
    if (!/<link rel="icon" href="\/favicon\.svg"/.test(html))
      messages.push(`${path.relative(DIST, file)} names no icon`);
    const report = await (file.endsWith('admin/index.html')
      ? validator.validateString(html, file, editor)
      : validator.validateString(html, file));
    messages.push(
      ...report.results.flatMap((r) =>
        r.messages.map((m) => `${path.relative(DIST, file)}:${m.line}:${m.column} ${m.message} (${m.ruleId})`),
      ),
    );
  }
  expect(messages).toEqual([]);
});

describe.each(routes.map((r) => [r.url, r] as const))('%s', (url, route) => {
  it('is valid HTML (html-validate)', async () => {
    const report = await validator.validateString(html.get(url)!, fileOf(url));
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.line}:${m.column} ${m.message} (${m.ruleId})`),
    );
    expect(messages, url).toEqual([]);
  });
  it('has one h1, a title, a description and an absolute canonical', () => {
    const h = html.get(url)!;
    expect(h.match(/<h1[\s>]/g)?.length, url).toBe(1);
    expect(titleOf(h).length, url).toBeGreaterThan(10);
    expect(descriptionOf(h).length, url).toBeGreaterThan(50);
    expect(attr(/<link rel="canonical"[^>]*>/.exec(h)?.[0] ?? '', 'href'), url).toBe(
      route.canonical === '/' ? `${site.baseUrl}/` : `${site.baseUrl}${route.canonical}`,
    );
  });
  it("has the business's call link in its header", () => {
    const h = html.get(url)!;
    expect(h.slice(h.indexOf('<header'), h.indexOf('</header>')), url).toContain(`href="tel:${site.phone.e164}"`);
  });
  it('has parseable JSON-LD with the nodes its kind of page needs', () => {
    const found = types(jsonLd(html.get(url)!));
    const nested = url.split('/').length > 2;
    const required = REQUIRED_NODES[route.kind] ?? (url === '/' ? [] : ['BreadcrumbList']);
    for (const t of required) expect(found, `${url} lacks ${t}`).toContain(t);
    if (nested) expect(found, url).toContain('BreadcrumbList');
  });
  it('links only to pages, anchors and assets that exist', () => {
    const h = html.get(url)!;
    const refs = [
      ...[...h.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1]),
      ...[...h.matchAll(/\ssrcSet="([^"]+)"/gi)].flatMap((m) => m[1].split(',').map((s) => s.trim().split(' ')[0])),
    ].map(decode);
    const broken = refs.filter((ref) => ref.startsWith('/') && !ref.startsWith('//') && !resolves(ref, url));
    expect([...new Set(broken)], url).toEqual([]);
  });
});

describe('across the site', () => {
  it('gives every page its own title and description', () => {
    for (const get of [titleOf, descriptionOf]) {
      const seen = new Map<string, string>();
      const dupes: string[] = [];
      for (const [url, h] of html) {
        const v = get(h);
        if (seen.has(v)) dupes.push(`${url} repeats ${seen.get(v)}: "${v}"`);
        else seen.set(v, url);
      }
      expect(dupes).toEqual([]);
    }
  });
  it('preloads no scripts (docs/decisions/0019-no-script-preloads.md: they delayed the first paint of hydrated pages on phones)', () => {
    expect([...html].filter(([, h]) => h.includes('rel="modulepreload"')).map(([url]) => url)).toEqual([]);
  });
  it("lets the static host's Content-Security-Policy run every inline script of the built pages, and only those", () => {
    const csp =
      /^ {2}Content-Security-Policy: (.*)$/m.exec(fs.readFileSync(path.join(DIST, '_headers'), 'utf8'))?.[1] ?? '';
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '';
    expect(
      directive('script-src')
        .split(' ')
        .filter((s) => s.startsWith("'sha256-")),
    ).toEqual(inlineScriptHashes(DIST));
    // Style attributes are allowed (the quote embed sets them); script and style elements never inline.
    expect(`${directive('script-src')} ${directive('style-src')}`).not.toContain('unsafe-inline');
  });
});

function resolves(ref: string, from: string): boolean {
  const [pathAndQuery, hash] = ref.split('#');
  const pathname = (pathAndQuery || from).split('?')[0];
  if (pathname.startsWith('/api/')) return true; // form endpoints, answered by the server (tests/serve)
  const file = path.join(DIST, decodeURIComponent(pathname));
  const page =
    fs.existsSync(file) && fs.statSync(file).isFile() ? undefined : fileOf(pathname.replace(/\/$/, '') || '/');
  if (!page) return true;
  if (!fs.existsSync(page)) return false;
  return !hash || (html.get(pathname) ?? fs.readFileSync(page, 'utf8')).includes(`id="${hash}"`);
}
