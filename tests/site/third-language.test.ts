/**
 * A third language is data only: tests/fixtures/third-language/build.ts gives a copy of the project a row in
 * data/languages.json and translation files (no TypeScript changes) and builds it; this reads what came out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../src/lib/routing/routes.ts';
import { THIRD_LANGUAGE, THIRD_LANGUAGE_ROOT } from '../fixtures/third-language/language.ts';

const client = path.join(THIRD_LANGUAGE_ROOT, 'dist/client');
if (!fs.existsSync(client))
  throw new Error('No third-language build: run `node tests/fixtures/third-language/build.ts`.');

const routesText = fs.readFileSync(path.join(THIRD_LANGUAGE_ROOT, 'generated/routes.ts'), 'utf8');
const routes: Route[] = JSON.parse(routesText.slice(routesText.indexOf('= ') + 2, routesText.lastIndexOf(';')));
const at = (url: string) => routes.find((r) => r.url === url)!;
/** The built page of an address (/pt -> pt.html, /pt/sobre-nos -> pt/sobre-nos.html, / -> index.html). */
const page = (url: string) => fs.readFileSync(path.join(client, url === '/' ? 'index.html' : `${url}.html`), 'utf8');
const { code, prefix } = THIRD_LANGUAGE;

describe('a third language added with data files only, built', () => {
  it('has its pages under its prefix, with its path words and slugs', () => {
    expect(routes.filter((r) => r.locale === code).map((r) => r.url)).toEqual([
      `/${prefix}`,
      `/${prefix}/sobre-nos`,
      `/${prefix}/${THIRD_LANGUAGE.paths.services}/pintura`,
    ]);
    expect(at(`/${prefix}/servicos/pintura`)).toMatchObject({ kind: 'service', logical: '/services/painting' });
  });

  it('renders each of them in its language, from its own translation files', () => {
    for (const r of routes.filter((x) => x.locale === code)) {
      const html = page(r.url);
      expect(html, r.url).toMatch(new RegExp(`<html lang="${code}(-[A-Z]+)?"`));
      expect(html, r.url).toContain(`<link rel="canonical" href="https://www.example.com${r.url}"/>`);
    }
  });

  it('names every version of a page in every language, from each of them (hreflang)', () => {
    const about = at('/about');
    expect(about.alternates).toMatchObject({ en: '/about', [code]: `/${prefix}/sobre-nos` });
    for (const url of Object.values(about.alternates)) expect(at(url).alternates, url).toEqual(about.alternates);
    for (const url of ['/about', about.alternates.es, `/${prefix}/sobre-nos`])
      expect(page(url), url).toContain(`hreflang="${code}" href="https://www.example.com/${prefix}/sobre-nos"`);
  });

  it("offers every other language in the header's switch, on the same page where it has one", () => {
    const about = at('/about');
    for (const [from, url] of Object.entries(about.alternates)) {
      const switches = [...page(url).matchAll(/<a href="([^"]*)"[^>]*data-language-switch="([^"]*)"/g)];
      const offered = Object.fromEntries(switches.map(([, href, to]) => [to, href]));
      const { [from]: _self, ...others } = about.alternates;
      expect(offered, url).toEqual(others);
    }
  });

  it('lists them in the sitemap with their language', () => {
    const sitemap = fs
      .readdirSync(client)
      .filter((f) => f.startsWith('sitemap'))
      .map((f) => fs.readFileSync(path.join(client, f), 'utf8'))
      .join('\n');
    expect(sitemap).toContain(`hreflang="${code}"`);
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/${prefix}/sobre-nos</loc>`));
  });
});
