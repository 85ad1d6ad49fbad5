/**
 * A third language is data only: a copy of the project gets a row in data/languages.json (Portuguese, `pt`) and
 * translation files beside the English ones (copies of the Spanish with `slugPt`), then the copy's own codegen
 * (which reads the copy's table) writes its route list and sitemap. Codegen, not a full build: the pages render from
 * that route list (tests/site/ checks every route of a build), and a build of the copy took too long for a unit test.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../src/lib/routes.ts';
import { REPO_ROOT } from './fixture-root.ts';

let root: string;
let routes: Route[];
let sitemap: string;

/** Portuguese's translation of a file: the Spanish one with its address renamed (`slugEs` -> `slugPt`). */
function translate(file: string, slug?: string) {
  const text = fs.readFileSync(path.join(REPO_ROOT, file.replace('.pt.', '.es.')), 'utf8');
  fs.writeFileSync(path.join(root, file), slug ? text.replace(/^slugEs: .*$/m, `slugPt: ${slug}`) : text);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'third-language-'));
  for (const dir of ['src', 'scripts', 'schemas', 'public', 'data'])
    fs.cpSync(path.join(REPO_ROOT, dir), path.join(root, dir), {
      recursive: true,
      filter: (src) => src !== path.join(REPO_ROOT, 'data/images'),
    });
  for (const file of ['package.json', 'tsconfig.json'])
    fs.copyFileSync(path.join(REPO_ROOT, file), path.join(root, file));
  for (const link of ['node_modules', 'tools', 'data/images'])
    fs.symlinkSync(path.join(REPO_ROOT, link), path.join(root, link));

  const table = JSON.parse(fs.readFileSync(path.join(root, 'data/languages.json'), 'utf8'));
  table.languages.push({
    code: 'pt',
    tag: 'pt-BR',
    ogLocale: 'pt_BR',
    name: 'Português',
    prefix: 'pt',
    paths: { services: 'servicos' },
    countyName: 'condado de {name}',
  });
  fs.writeFileSync(path.join(root, 'data/languages.json'), JSON.stringify(table, null, 2));
  translate('data/site.pt.yaml');
  translate('data/messages.pt.yaml');
  translate('data/pages/home.pt.yaml');
  translate('data/pages/about.pt.yaml', 'sobre-nos');
  translate('data/services/painting.pt.yaml', 'pintura');

  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['scripts/codegen.ts'], { cwd: root, stdio: 'pipe' });
  const text = fs.readFileSync(path.join(root, 'generated/routes.ts'), 'utf8');
  routes = JSON.parse(text.slice(text.indexOf('= ') + 2, text.lastIndexOf(';')));
  sitemap = fs
    .readdirSync(path.join(root, 'generated/public'))
    .filter((f) => f.startsWith('sitemap'))
    .map((f) => fs.readFileSync(path.join(root, 'generated/public', f), 'utf8'))
    .join('\n');
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a third language added with data files only', () => {
  const at = (url: string) => routes.find((r) => r.url === url);

  it('has its pages under its prefix, with its path words and slugs', () => {
    expect(routes.filter((r) => r.locale === 'pt').map((r) => r.url)).toEqual([
      '/pt',
      '/pt/sobre-nos',
      '/pt/servicos/pintura',
    ]);
    expect(at('/pt/servicos/pintura')).toMatchObject({ kind: 'service', logical: '/services/painting' });
  });

  it('names every version of a page in every language (hreflang both ways)', () => {
    const about = at('/about')!;
    expect(about.alternates).toMatchObject({ en: '/about', pt: '/pt/sobre-nos' });
    expect(at('/pt/sobre-nos')!.alternates).toEqual({ en: '/about', pt: '/pt/sobre-nos' });
    expect(at(about.alternates.es)!.locale).toBe('es');
  });

  it('lists them in the sitemap with their language', () => {
    expect(sitemap).toContain('hreflang="pt"');
    expect(sitemap).toMatch(/<loc>[^<]*\/pt\/sobre-nos<\/loc>/);
  });
});
