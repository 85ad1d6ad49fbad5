/**
 * runCodegen(root, { write: true }): generated/ is written from valid data, and left exactly as it was when the
 * data has an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodegenResult, runCodegen } from '../../scripts/codegen/run.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';
import { ROUTES } from './route-count.ts';

const FILES = ['content.ts', 'routes.ts', 'site.ts', 'structured-data.ts', 'types.ts'];

let f: FixtureRoot;
let generated: string;
let first: CodegenResult;

/** Path, content, modification time and inode of every file under generated/ (symlinks by their target). */
function snapshot() {
  const out: { name: string; text: string; mtimeMs: number; ino: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      const stat = fs.lstatSync(file);
      const name = path.relative(generated, file);
      if (entry.isDirectory()) walk(file);
      else if (entry.isSymbolicLink())
        out.push({ name, text: `-> ${fs.readlinkSync(file)}`, mtimeMs: stat.mtimeMs, ino: stat.ino });
      else out.push({ name, text: fs.readFileSync(file, 'latin1'), mtimeMs: stat.mtimeMs, ino: stat.ino });
    }
  };
  walk(generated);
  return out;
}

/** The array literal written to generated/routes.ts. */
function routesOf(text: string): { path?: string; url?: string }[] {
  const json = /export const routes: Route\[\] = ([\s\S]*);\n$/.exec(text)?.[1];
  if (!json) throw new Error('generated/routes.ts does not have the expected form');
  return JSON.parse(json);
}

beforeAll(async () => {
  f = makeFixtureRoot();
  generated = path.join(f.root, 'generated');
  first = await runCodegen(f.root, { write: true });
}, 60_000);
afterAll(() => f.cleanup());

describe('write: true', () => {
  it('writes generated/ from valid data', () => {
    expect(first.errors).toEqual([]);
    expect(first.ok).toBe(true);
    expect(fs.readdirSync(generated)).toEqual(expect.arrayContaining(FILES));
    for (const name of FILES) {
      const text = fs.readFileSync(path.join(generated, name), 'utf8');
      expect(text.startsWith('// Written by scripts/codegen.ts from data/ and schemas/. Do not edit')).toBe(true);
    }
    // No temp folders of the swap are left behind.
    expect(fs.readdirSync(f.root).filter((n) => n.startsWith('.generated'))).toEqual([]);
  });

  it(`writes ${ROUTES} routes and says so in the report`, () => {
    const routes = routesOf(fs.readFileSync(path.join(generated, 'routes.ts'), 'utf8'));
    expect(routes).toHaveLength(ROUTES);
    expect(first.pages).toBe(ROUTES);
    expect(first.report.at(-1)).toMatch(
      new RegExp(`^\\d+ data files valid; generated/ written for ${ROUTES} routes \\(\\d+ ms\\)\\.$`),
    );
  });

  it('warns in one line how many photos are still drawn placeholders, and writes each drawing', () => {
    const missing = first.missingPhotos ?? [];
    expect(first.report.slice(0, -1)).toEqual(
      missing.length
        ? [
            `warning: ${missing.length} photos are missing and shown as drawn placeholders; \`npm run photos\` lists them.`,
          ]
        : [],
    );
    for (const m of missing)
      expect(fs.existsSync(path.join(generated, 'placeholders', m.ref.replace(/\.\w+$/, '.svg'))), m.ref).toBe(true);
  });

  it("writes the data itself: a city's page file under city-pages/, with templates filled in, and no city in what is bundled", () => {
    const page = JSON.parse(fs.readFileSync(path.join(generated, 'city-pages/boca-raton-fl.json'), 'utf8'));
    expect(page.city.citySlug).toBe('boca-raton-fl');
    expect(page.route.url).toBe('/service-areas/boca-raton-fl');
    expect(JSON.stringify(page.page)).not.toContain('{{');
    expect(JSON.stringify(page.page)).toContain('in Boca Raton, FL');
    expect(page.nearby.map((c: { slug: string }) => c.slug)).not.toContain('boca-raton-fl');
    for (const bundled of ['content.ts', 'fixed-routes.ts', 'structured-data.ts'])
      expect(fs.readFileSync(path.join(generated, bundled), 'utf8'), bundled).not.toContain('boca-raton-fl');
    expect(fs.readFileSync(path.join(generated, 'types.ts'), 'utf8')).toMatch(/export interface City \{/);
  });

  it("takes a translation again from its English file when that file changed, not from codegen's cache", async () => {
    const spanish = () => fs.readFileSync(path.join(generated, 'content-es.ts'), 'utf8');
    // Codegen keeps its cache in node_modules/.cache, only where node_modules exists. Run twice: the second run
    // finds the translation in the cache.
    const modules = path.join(f.root, 'node_modules');
    fs.mkdirSync(modules);
    await runCodegen(f.root, { write: true });
    await runCodegen(f.root, { write: true });
    expect(fs.existsSync(path.join(modules, '.cache/codegen.json'))).toBe(true);
    expect(spanish()).toMatch(/"slug":"drywall-patching"[^}]*"priceFrom":75/);
    f.edit('data/services/drywall-patching.yaml', (t) => t.replace(/^priceFrom: 75$/m, 'priceFrom: 85'));
    try {
      expect((await runCodegen(f.root, { write: true })).ok).toBe(true);
      expect(spanish()).toMatch(/"slug":"drywall-patching"[^}]*"priceFrom":85/);
    } finally {
      f.restore();
      fs.rmSync(modules, { recursive: true, force: true });
      await runCodegen(f.root, { write: true });
    }
  }, 60_000);

  it('leaves generated/ untouched when the city-page template fails for a city, and names the template', async () => {
    const before = snapshot();
    // A field's value, not the comment at the top that lists the variables.
    f.edit('data/pages/city-page.yaml', (t) =>
      t.replace(/^([^#\n]*)\{\{city\.cityName\}\}/m, '$1{{city.noSuchField}}'),
    );
    try {
      const r = await runCodegen(f.root, { write: true });
      expect(r.ok).toBe(false);
      expect(new Set(r.errors.map((e) => e.file))).toEqual(new Set(['data/pages/city-page.yaml']));
      expect(snapshot()).toEqual(before);
    } finally {
      f.restore();
    }
  });

  it('leaves generated/ untouched (content, mtime, inode) when the data has an error', async () => {
    const before = snapshot();
    expect(before.map((e) => e.name)).toEqual(expect.arrayContaining(FILES));
    const dirIno = fs.statSync(generated).ino;
    f.edit('data/cities/boca-raton-fl.yaml', (t) => t.replace('county: palm-beach', 'county: palm beach'));
    try {
      const r = await runCodegen(f.root, { write: true });
      expect(r.ok).toBe(false);
      expect(r.errors.map((e) => `${e.file}:${e.line}:${e.col}`)).toEqual(['data/cities/boca-raton-fl.yaml:4:9']);
      expect(r.report.at(-1)).toMatch(/generated\/ was left as it was\.$/);
      expect(snapshot()).toEqual(before);
      expect(fs.statSync(generated).ino).toBe(dirIno);
      expect(fs.readdirSync(f.root).filter((n) => n.startsWith('.generated'))).toEqual([]);
    } finally {
      f.restore();
    }
  }, 30_000);

  it('replaces generated/ as a whole on the next valid run', async () => {
    f.edit('data/site.yaml', (t) => t.replace(/^businessName: .*$/m, 'businessName: Test Handyman Co'));
    try {
      const r = await runCodegen(f.root, { write: true });
      expect(r.errors).toEqual([]);
      expect(fs.readFileSync(path.join(generated, 'site.ts'), 'utf8')).toContain('"businessName": "Test Handyman Co"');
      expect(fs.readdirSync(generated)).toEqual(expect.arrayContaining(FILES));
      expect(fs.readdirSync(f.root).filter((n) => n.startsWith('.generated'))).toEqual([]);
    } finally {
      f.restore();
    }
  }, 60_000);
});
