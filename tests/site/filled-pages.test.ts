/**
 * Pages filled from their template's marked markup (scripts/build/fill/) are byte for byte the pages React renders in
 * full: every page of the checkout's build, and of the injection fixture's (hostile text in every field), rendered by
 * the build's renderer, then those of each template that filled any rendered in full again and compared. Run after
 * `npm run build` (and the fixture's build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { notFoundJobs, PAGES_OF_ONE, pageJobs } from '../../scripts/build/page-jobs.ts';
import { prerender } from '../../scripts/build/prerender.ts';
import { listFiles } from '../../scripts/build/steps.ts';
import type { Route } from '../../src/lib/routing/routes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
});

/** A folder where the renderers of `project` write their pages: its bundles, generated/ and packages linked. */
function renderRoot(project: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'filled-pages-'));
  temps.push(root);
  fs.mkdirSync(path.join(root, 'dist'));
  for (const dir of ['dist/server', 'generated', 'node_modules'])
    fs.symlinkSync(path.join(project, dir), path.join(root, dir));
  return root;
}

describe.each([
  ['the site', ROOT],
  ['the injection fixture', path.join(ROOT, '.injection')],
])('%s', (_, project) => {
  it.runIf(fs.existsSync(path.join(project, 'dist/server/entry.mjs')))(
    'fills its pages to the bytes React renders them to, kind by kind',
    async () => {
      const { routes } = (await import(pathToFileURL(path.join(project, 'generated/routes.ts')).href)) as {
        routes: Route[];
      };
      const jobs = [...pageJobs(routes, routes), ...notFoundJobs(routes)];
      const [filledRoot, fullRoot] = [renderRoot(project), renderRoot(project)];
      // One renderer each: every template's pages meet in one process, as many filled as can be.
      const filled = await prerender({ root: filledRoot, jobs, renderers: 1, empty: true });
      const filledKinds = Object.entries(filled.kinds).filter(([, k]) => k.filled > 0);
      // The city quote pages at least: a kind of many pages that differ by a few strings.
      expect(filledKinds.map(([kind]) => kind)).toEqual(expect.arrayContaining(['quote-city en']));
      expect(filled.kinds[PAGES_OF_ONE].filled).toBe(0);
      // Rendered in full again: the pages of every template that filled any (a template that filled none rendered
      // each of its pages in full already, the same way).
      const kinds = new Set(filledKinds.map(([kind]) => kind));
      const again = jobs.filter((j) => j.template !== undefined && kinds.has(j.template));
      const full = await prerender({ root: fullRoot, jobs: again, renderers: 1, empty: true, full: true });
      expect(Object.values(full.kinds).every((k) => k.filled === 0)).toBe(true);
      const files = listFiles(path.join(fullRoot, 'dist/client'));
      expect(files.length).toBe(again.length);
      const differ = files.filter(
        (f) =>
          fs.readFileSync(path.join(filledRoot, 'dist/client', f), 'utf8') !==
          fs.readFileSync(path.join(fullRoot, 'dist/client', f), 'utf8'),
      );
      expect(differ).toEqual([]);
    },
    300_000,
  );
});
