/**
 * An incremental build (scripts/build.ts after one city file changed) must publish exactly what a full build of the
 * same data publishes: compared byte for byte, dist/client (what the hosts serve) and dist/compressed (what
 * `npm start` serves). Built in a copy of the project, so the checkout's own build is left alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_CACHE } from '../../scripts/build/bundle-cache.ts';
import { notFoundJobs } from '../../scripts/build/page-jobs.ts';
import { type BuildReport, readReport } from '../../scripts/build/report.ts';
import { readState, stateFile } from '../../scripts/build/state.ts';
import { PHOTO_WIDTHS } from '../../scripts/codegen/images.ts';
import type { CityDirectory } from '../../src/content/cities.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import { differences, publishedFiles } from '../../tools/bench/src/compare-dist.ts';
import { makeWorkspace, type Workspace } from '../../tools/bench/src/workspace.ts';

let ws: Workspace;
/** What the builds wrote to stderr: run by Vitest, with its NODE_ENV=test. */
const stderr: string[] = [];
const build = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/build.ts', ...args], { cwd: ws.root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  stderr.push(run.stderr);
  return run.stdout;
};
const CITY = 'data/cities/boca-raton-fl.yaml';
/** A city of a third county whose place on the map moves: every page of its county draws it. */
const MOVED = 'data/cities/aventura-fl.yaml';
/** The home page's photo (data/pages/home.yaml hero.image), drawn at build time while the file is missing. */
const HERO = 'data/images/home/hero.jpg';
let report: BuildReport;
/** A city page of another county: the change does not reach it, so the build must not write it again. */
const ELSEWHERE = 'service-areas/fort-lauderdale-fl.html';
let untouched: { before: number; after: number };
/** The reports of the builds after the incremental one, in their order below. */
let [fullReport, alongsideReport, changedReport, lastYearReport]: BuildReport[] = [];
let changedOutput: string;
let servicePage: string;
let homePage: string;
let routes: Pick<Route, 'url' | 'kind' | 'id'>[];
/** generated/routes.ts of the copy, read as the build reads it. */
const readRoutes = () => {
  const text = fs.readFileSync(path.join(ws.root, 'generated/routes.ts'), 'utf8');
  return JSON.parse(/routes: Route\[\] = (.*);/s.exec(text)![1]) as Route[];
};

describe('incremental build', () => {
  let incremental: Map<string, string>;
  let full: typeof incremental;
  let alongside: typeof incremental;
  let page: string;

  beforeAll(() => {
    ws = makeWorkspace(process.cwd());
    // A real photo where the home page draws one until it exists: it goes through vite-imagetools.
    fs.mkdirSync(path.join(ws.root, 'data/images/home'), { recursive: true });
    fs.copyFileSync(path.join(ws.root, 'data/images/og/default.jpg'), path.join(ws.root, HERO));
    build('--full');
    homePage = fs.readFileSync(path.join(ws.root, 'dist/client/index.html'), 'utf8');
    const mtime = () => fs.statSync(path.join(ws.root, 'dist/client', ELSEWHERE)).mtimeMs;
    const before = mtime();
    // A change only this city's page shows, and one its county's other pages show too (the nearby lists).
    const text = fs.readFileSync(path.join(ws.root, CITY), 'utf8');
    fs.writeFileSync(
      path.join(ws.root, CITY),
      text
        .replace(/^cityName: Boca Raton$/m, 'cityName: Boca Raton Beach')
        .replace(
          /^intro: \|\n/m,
          'intro: |\n  A sentence added for this test, about the shady streets near Mizner Park.\n',
        ),
    );
    const moved = fs.readFileSync(path.join(ws.root, MOVED), 'utf8');
    fs.writeFileSync(path.join(ws.root, MOVED), moved.replace(/latitude: [\d.]+/, 'latitude: 25.9'));
    build();
    report = readReport(ws.root);
    routes = readRoutes();
    untouched = { before, after: mtime() };
    incremental = publishedFiles(ws.root);
    page = fs.readFileSync(path.join(ws.root, 'dist/client/service-areas/boca-raton-fl.html'), 'utf8');
    build('--full');
    full = publishedFiles(ws.root);
    fullReport = readReport(ws.root);
    // Without its bundles in the cache, a full build bundles alongside codegen.
    fs.rmSync(path.join(ws.root, BUNDLE_CACHE), { recursive: true, force: true });
    build('--full');
    alongside = publishedFiles(ws.root);
    alongsideReport = readReport(ws.root);
    // Bundled content changed (a service's title): the bundles begun alongside codegen are not the data's.
    const SERVICE = 'data/services/drywall-patching.yaml';
    const service = fs.readFileSync(path.join(ws.root, SERVICE), 'utf8');
    fs.writeFileSync(
      path.join(ws.root, SERVICE),
      service.replace(/^title: Drywall Patching$/m, 'title: Drywall Mending'),
    );
    changedOutput = build('--full');
    changedReport = readReport(ws.root);
    servicePage = fs.readFileSync(path.join(ws.root, 'dist/client/services/drywall-patching.html'), 'utf8');
    // The last build as if made last year: the footers' copyright notice ends with the year.
    const state = readState(ws.root)!;
    fs.writeFileSync(stateFile(ws.root), JSON.stringify({ ...state, year: state.year - 1 }));
    build();
    lastYearReport = readReport(ws.root);
  }, 600_000); // six builds: 300 s ran out beside the other parts on a machine twice as slow as usual

  afterAll(() => ws?.remove(), 120_000); // thousands of files: longer than a hook's 10 s on a busy machine

  it("keeps the bundles and leaves the other counties' city pages as they were", () => {
    expect(report.bundled).toBe(false);
    expect(untouched.after).toBe(untouched.before);
  });

  it("renders only the pages that read what changed: the two counties' city pages, the city's plain and quote pages, the city list and the 404 pages", () => {
    const directory = JSON.parse(fs.readFileSync(path.join(ws.root, 'generated/cities.json'), 'utf8')) as CityDirectory;
    const countyOf = new Map(directory.cities.map((c) => [c.citySlug, c.county]));
    const counties = new Set(['palm-beach', 'miami-dade']);
    const expected = routes.filter(
      (r) =>
        (r.kind === 'city' && counties.has(countyOf.get(r.id!)!)) ||
        r.kind === 'service-areas' ||
        // The renamed city's plain page (/service-areas/boca-raton) and quote page (/quote/boca-raton-fl), which name it.
        (r.kind === 'plain-city' && r.id === 'boca-raton') ||
        (r.kind === 'quote-city' && r.id === 'boca-raton-fl'),
    );
    expect(expected.length).toBeGreaterThan(counties.size * 10);
    expect(report.rendered).toBe(expected.length + notFoundJobs(routes).length);
  });

  it('publishes a photo in AVIF and WebP at every width up to its own, and the files it names', async () => {
    const { width = 0 } = await sharp(path.join(ws.root, HERO)).metadata();
    const expected = [...new Set(PHOTO_WIDTHS.map((w) => `${Math.min(w, width)}w`))];
    for (const type of ['avif', 'webp']) {
      const srcset = new RegExp(`<source type="image/${type}" srcSet="([^"]+)"`).exec(homePage)?.[1] ?? '';
      const widths = srcset.split(', ').map((c) => c.split(' '));
      expect(widths.map(([, w]) => w)).toEqual(expected);
      for (const [url] of widths) expect(fs.existsSync(path.join(ws.root, 'dist/client', url)), url).toBe(true);
    }
  });

  it('writes the change: the page has the new name and sentence', () => {
    expect(page).toContain('Boca Raton Beach');
    expect(page).toContain('the shady streets near Mizner Park');
  });

  it('publishes byte for byte what a full build does', () => {
    expect([...incremental.keys()].filter((f) => f.startsWith('client/')).length).toBeGreaterThan(100);
    expect([...incremental.keys()].some((f) => f.startsWith('compressed/'))).toBe(true);
    expect(differences(incremental, full)).toEqual([]);
  });

  it('copies the bundles made from the same inputs from the cache, without bundling', () => {
    // The full build above found the first build's bundles in the cache; its pages equal the incremental build's.
    expect(fullReport).toMatchObject({ bundled: true, bundlesFromCache: true, bundledWithCodegen: false });
    expect(fullReport.cpuSeconds?.bundles).toBe(0);
  });

  it('bundles alongside codegen when the bundled data is unchanged and the cache has no bundles, and keeps those', () => {
    expect(report.bundledWithCodegen).toBe(false);
    expect(alongsideReport).toMatchObject({ bundled: true, bundlesFromCache: false, bundledWithCodegen: true });
    expect(differences(alongside, full)).toEqual([]);
  });

  it('bundles again after codegen when codegen changed what the bundles hold', () => {
    expect(changedReport.bundled).toBe(true);
    expect(changedReport.bundledWithCodegen).toBe(false);
    expect(changedOutput).toContain('Bundling again: codegen changed what the bundles are made from.');
    expect(servicePage).toContain('Drywall Mending');
  });

  it('renders every page again in a new year, keeping the bundles', () => {
    expect(lastYearReport.bundled).toBe(false);
    expect(lastYearReport.rendered).toBe(readRoutes().length + notFoundJobs(readRoutes()).length);
  });

  it("bundles and renders with React's production build, though Vitest sets NODE_ENV=test", () => {
    const scripts = fs
      .readdirSync(path.join(ws.root, 'dist/client/assets'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(ws.root, 'dist/client/assets', f), 'utf8'))
      .join('\n');
    // React's production build links its errors to react.dev/errors; its development build invites to DevTools.
    expect(scripts).toContain('https://react.dev/errors/');
    expect(scripts).not.toContain('React DevTools');
    // React's development build warns on the server about attributes it would not warn about in production.
    expect(stderr.join('')).not.toMatch(/Invalid DOM property|Warning:/);
  });

  it('records what it was made from, for the next build', () => {
    const state = readState(ws.root)!;
    expect(Object.keys(state.pages)).toContain('/service-areas/boca-raton-fl');
    expect(state.bundleKey).toMatch(/^[0-9a-f]{64}$/);
    expect(state.year).toBe(new Date().getFullYear());
  });
});
