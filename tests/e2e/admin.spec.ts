import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { devices } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { WITH_COMPILE_CACHE } from '../../scripts/build/plan.ts';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { today } from '../../src/admin/cms.ts';
import { copyProject, REPO_ROOT } from '../fixtures/project-copy.ts';
import { expect, test } from './offline.ts';

// Marketers edit on a laptop: the editor's desktop layout. The laptop's screen only: its defaultBrowserType, the same
// Chromium, is an option of the worker, and with it these tests took workers of their own, started and stopped beside
// the phone's (four more processes, each loading Playwright and launching Chromium).
const { defaultBrowserType: _, ...laptop } = devices['Desktop Chrome'];
test.use(laptop);

// The web editor as a marketer uses it: /admin/ opens under its own Content-Security-Policy without a console error,
// and a city created through its form is a file that passes validation and becomes a page after a rebuild.
// Sveltia CMS's test backend keeps the repository in the browser's private file system (OPFS), which the test reads.

/** /admin/config.yml with the test backend in place of GitHub: everything else as generated. */
async function withTestBackend(page: import('@playwright/test').Page) {
  await page.route(
    (url) => url.pathname === '/admin/config.yml',
    async (route) => {
      const response = await route.fetch();
      const config = parse(await response.text());
      config.backend = { name: 'test-repo' };
      await route.fulfill({ response, body: stringify(config) });
    },
  );
}

/** The editor opened on the test repository, as a marketer starts: the first screen after signing in. */
async function openEditor(page: import('@playwright/test').Page) {
  await withTestBackend(page);
  await page.goto('/admin/');
  // The editor's bundle is large: on a busy 2-core machine its first screen took over 15 s.
  await page.getByRole('button', { name: /Work with Test Repository/ }).click({ timeout: 30_000 });
}

/** An editor field by its label, as the editor names its group ("“Heading” Field"). */
const fieldOf = (page: import('@playwright/test').Page) => (label: string) =>
  page.getByRole('group', { name: new RegExp(`“.?${label}.?” Field`) });

function collectProblems(page: import('@playwright/test').Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** A file the CMS wrote into its test repository (OPFS folder sveltia-cms-test). */
const readRepoFile = (page: import('@playwright/test').Page, file: string) =>
  page.evaluate(async (file) => {
    let dir = await navigator.storage.getDirectory();
    const parts = ['sveltia-cms-test', ...file.split('/')];
    const name = parts.pop()!;
    try {
      for (const part of parts) dir = await dir.getDirectoryHandle(part);
      return await (await (await dir.getFileHandle(name)).getFile()).text();
    } catch {
      return undefined;
    }
  }, file);

test('/admin/ opens from this site alone, with its own policy and no console error', async ({ page, baseURL }) => {
  const problems = collectProblems(page);
  // Every request the editor makes, whether or not it leaves the browser (a policy block still shows here).
  const outside: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== new URL(baseURL!).origin && /^https?:/.test(r.url())) outside.push(r.url());
  });
  const response = await page.goto('/admin/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign In with .*GitHub/ })).toBeVisible();
  // The editor's status check would ask GitHub's status page within moments of opening: give it the time.
  await page.waitForTimeout(2000);
  expect(problems).toEqual([]);
  // Nothing beyond this site, not even GitHub's status page (src/admin/cms.ts).
  expect(outside).toEqual([]);
});

test('a city created in the editor passes validation and is served at its URL after a rebuild', async ({ page }) => {
  test.setTimeout(300_000);
  const problems = collectProblems(page);
  await openEditor(page);
  await page.getByRole('button', { name: 'Create New Entry' }).first().click({ timeout: 15_000 });

  const field = fieldOf(page);
  // The editor announces the new entry once its form is ready; text typed before that is reset.
  await expect(page.getByRole('status').filter({ hasText: /creating a new entry/ })).toBeAttached({ timeout: 15_000 });
  await expect(async () => {
    await field('City name').getByRole('textbox').fill('Palm City');
    await expect(field('City name').getByRole('textbox')).toHaveValue('Palm City', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await field('County').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Martin County' }).click();
  await field('Zip codes').getByRole('button', { name: /Add/ }).click();
  await field('Zip codes').getByRole('textbox').fill('34990');
  await field('Neighborhoods').getByRole('button', { name: /Add/ }).click();
  await field('Neighborhoods').getByRole('textbox').fill('Martin Downs');
  const intro = [
    'Palm City sits across the St. Lucie River from Stuart, a town of canals, golf communities and ranch houses on',
    'wide lots. Martin Downs homes from the 1980s now need new baseboards, sliding-door tracks and fresh caulk around',
    'tubs, while riverfront owners ask for dock-side fixture swaps and shutter checks before each storm season. We',
    'work inside HOA hours and keep driveways clear for neighbors.',
  ].join(' ');
  await field('Intro').getByRole('textbox').fill(intro);
  await expect(field('City name').getByRole('textbox')).toHaveValue('Palm City');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Entry saved/ })).toBeAttached({ timeout: 15_000 });

  const file = 'data/cities/palm-city-fl.yaml';
  await expect.poll(() => readRepoFile(page, file), { timeout: 15_000 }).toBeTruthy();
  const yaml = (await readRepoFile(page, file))!;
  expect(yaml.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/city.schema.json');
  const city = parse(yaml);
  // Written by the editor, never typed or copied: the slug from the name, the date of the save.
  expect(city).toMatchObject({
    cityName: 'Palm City',
    citySlug: 'palm-city-fl',
    county: 'martin',
    zipCodes: ['34990'],
    lastUpdated: today(),
  });
  // Fields in the order the data files write them.
  expect(Object.keys(city).slice(0, 4)).toEqual(['cityName', 'citySlug', 'county', 'zipCodes']);
  expect(problems).toEqual([]);

  // The rebuild a marketer's checkout makes: the last build's output and codegen's are there, so the city's pages
  // and the lists that name it are rendered, not the whole site (8 against 12 s of the machine's CPU, the copy included).
  const project = copyProject('admin-city', { generated: true });
  try {
    fs.cpSync(path.join(REPO_ROOT, 'dist'), path.join(project.root, 'dist'), {
      recursive: true,
      preserveTimestamps: true,
    });
    fs.writeFileSync(path.join(project.root, file), yaml);
    // Node runs the scripts' TypeScript itself, its compile cache on first, as `npm run build` does.
    const run = (args: string[]) =>
      execFileSync(process.execPath, [...WITH_COMPILE_CACHE, ...args], {
        cwd: project.root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    expect(run(['scripts/codegen.ts', '--check'])).toMatch(/data files valid/);
    // Incremental: the new city's page among the pages written again, not all of them.
    expect(run(['scripts/build.ts'])).toMatch(/bundle unchanged; \d+ pages rendered/);
    const server = createServer(path.join(project.root, 'dist/client'), { root: project.root }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/service-areas/palm-city-fl`;
      // Fetched from Node: the browser's context answers other origins than the site under test with stubs.
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/<h1[^>]*>[^<]*Palm City, FL/);
    } finally {
      await closeServer(server);
    }
  } finally {
    project.cleanup();
  }
});

test('each page of "Site and pages" opens in the editor with its fields', async ({ page }) => {
  const problems = collectProblems(page);
  await openEditor(page);
  await page.goto('/admin/#/collections/pages/entries/about');
  const field = fieldOf(page);
  // The About page's own fields, from schemas/pages/about.schema.json (the editor showed none of them before).
  await expect(field('Heading')).toBeVisible({ timeout: 15_000 });
  await expect(field('Values heading')).toBeVisible();
  await expect(field('Meta description')).toBeVisible();
  expect(problems).toEqual([]);
});

test('an entry shows English and Spanish side by side', async ({ page }) => {
  const problems = collectProblems(page);
  await openEditor(page);
  await page.goto('/admin/#/collections/pages/entries/about');
  const field = fieldOf(page);
  await expect(field('Heading').first()).toBeVisible({ timeout: 15_000 });
  // Sveltia names each language of the entry (data/pages/about.yaml and about.es.yaml) in its editor.
  await expect(page.getByText(/Spanish|Español/).first()).toBeAttached();
  expect(problems).toEqual([]);
});
