/**
 * runCodegen(root, { write: true }): generated/ is written from valid data, and left exactly as it was when the
 * data has an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodegenResult, runCodegen } from '../../scripts/codegen/run.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';
import { type DataRoutes, dataRoutes, RECORD_PAGES } from './route-count.ts';

const FILES = ['content.ts', 'routes.ts', 'site.ts', 'structured-data.ts', 'types.ts'];

let f: FixtureRoot;
let generated: string;
let first: CodegenResult;
/** What the fixture's data gives: its routes and records. */
let expected: DataRoutes;

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
function routesOf(text: string): Route[] {
  const json = /export const routes: Route\[\] = ([\s\S]*);\n$/.exec(text)?.[1];
  if (!json) throw new Error('generated/routes.ts does not have the expected form');
  return JSON.parse(json);
}

beforeAll(async () => {
  f = makeFixtureRoot();
  generated = path.join(f.root, 'generated');
  first = await runCodegen(f.root, { write: true });
  expected = dataRoutes(f.root);
}); // the project's hookTimeout: 60 s ran out once for this first codegen run on a slow, busy 2-core machine
const written = () => routesOf(fs.readFileSync(path.join(generated, 'routes.ts'), 'utf8'));
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

  it('writes the route list the data gives, and says how many in the report', () => {
    const key = (r: Route) => `${r.locale} ${r.kind} ${r.url}`;
    expect(written().map(key).sort()).toEqual(expected.routes.map(key).sort());
    expect(first.pages).toBe(expected.routes.length);
    expect(first.report.at(-1)).toMatch(
      new RegExp(`^\\d+ data files valid; generated/ written for ${expected.routes.length} routes \\(\\d+ ms\\)\\.$`),
    );
  });

  it('gives every city, service, project and post its page, each city and service its quote page, each plain city and category its page', () => {
    const english = written().filter((r) => r.locale === 'en');
    for (const { kind, collection, id } of RECORD_PAGES) {
      const records = expected.records(collection);
      expect(records.length, collection).toBeGreaterThan(0);
      for (const record of records) {
        const page = english.find((r) => r.kind === kind && r.id === record[id]);
        expect(page, `${collection}: ${String(record[id])}`).toBeDefined();
        if (kind === 'city' || kind === 'service')
          expect(english.find((r) => r.url === page!.quote)?.kind, `${page!.url}'s quote page`).toBe(`quote-${kind}`);
      }
    }
    const plain = expected.records('cities').filter((c) => c.plainPage);
    expect(plain.length).toBeGreaterThan(0);
    const plainOf = new Set(english.filter((r) => r.kind === 'plain-city').map((r) => r.canonical));
    for (const c of plain)
      expect(plainOf.has(english.find((r) => r.kind === 'city' && r.id === c.citySlug)!.url), String(c.citySlug)).toBe(
        true,
      );
    const categories = (expected.records('projectCategories')[0].categories as { slug: string }[]).map((c) => c.slug);
    expect(english.filter((r) => r.kind === 'portfolio-category').map((r) => r.id)).toEqual(categories);
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
    // A price of the guide: a number, the same in every language, taken from the English file.
    expect(spanish()).toMatch(/"id":"small-patch"[^}]*"high":200/);
    f.edit('data/services/drywall-patching.yaml', (t) =>
      t.replace('low: 75\n      high: 200', 'low: 75\n      high: 225'),
    );
    try {
      expect((await runCodegen(f.root, { write: true })).ok).toBe(true);
      expect(spanish()).toMatch(/"id":"small-patch"[^}]*"high":225/);
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
