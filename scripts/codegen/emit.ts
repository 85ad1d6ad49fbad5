import fs from 'node:fs';
import path from 'node:path';
import { CITY_INDEX_PATH, cityIndex } from '../../src/lib/city-search.ts';
import { buildRoutes, type Route } from '../../src/lib/routes.ts';
import { webManifest } from '../../src/lib/manifest.ts';
import { robotsTxt, sitemapFiles } from '../../src/lib/sitemap.ts';
import { buildSync } from 'esbuild';
import { stringify } from 'yaml';
import { collections } from './collections.ts';
import { cmsConfig } from './cms-config.ts';
import { formValidatorFiles } from './form-validators.ts';
import { imageRefs, imagesModule, placeholderFile } from './images.ts';
import type { MissingPhoto } from './placeholders.ts';
import type { Schemas } from './schemas.ts';
import { structuredDataFor } from './structured-data.ts';

const BANNER = '// Written by scripts/codegen.ts from data/ and schemas/. Do not edit: change the YAML and run `npm run codegen`.\n';

/**
 * Writes generated/ as a whole: into a fresh folder first, then swapped in, so a failed or interrupted run leaves
 * the previous generated/ as it was.
 */
export function emit(root: string, content: Record<string, unknown>, types: string, schemas: Schemas, drawn: MissingPhoto[]): { routes: Route[] } {
  const routes = buildRoutes(content as never);
  const drawnRefs = new Set(drawn.map((d) => d.ref));
  const files: Record<string, string> = {
    'types.ts': `${BANNER}/* eslint-disable */\n${types}`,
    'site.ts': `${BANNER}import type * as T from './types.ts';\n\nexport const site: T.Site = ${JSON.stringify(content.site, null, 1)};\n`,
    'content.ts': `${BANNER}import type * as T from './types.ts';\n\nexport { site } from './site.ts';\n${contentModule(content)}`,
    'routes.ts': `${BANNER}import type { Route } from '../src/lib/routes.ts';\n\nexport const routes: Route[] = ${JSON.stringify(routes, null, 1)};\n`,
    'images.ts': `${BANNER}${imagesModule(root, imageRefs(content), drawn)}`,
    'structured-data.ts': `${BANNER}import type { Graph } from '../src/lib/structured-data.ts';\n\n/** JSON-LD of each route, by URL. */\nexport const structuredData: Record<string, Graph> = ${JSON.stringify(structuredDataFor(content as never, routes, (ref) => !drawnRefs.has(ref)))};\n`,
    ...formValidatorFiles(root),
  };
  const target = path.join(root, 'generated');
  const temp = path.join(root, `.generated-${process.pid}`);
  fs.rmSync(temp, { recursive: true, force: true });
  fs.mkdirSync(temp);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(temp, name), text);
  for (const d of drawn) {
    const file = path.join(temp, placeholderFile(d.ref));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, d.svg);
  }
  writePublic(root, temp, content, routes);
  writeAdmin(temp, schemas);
  fs.writeFileSync(path.join(temp, 'README.md'), '# generated/\nWritten by `npm run codegen` (scripts/codegen.ts) from `data/` and `schemas/`. Git-ignored; never edit by hand.\n');
  const old = path.join(root, `.generated-old-${process.pid}`);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(temp, target);
  fs.rmSync(old, { recursive: true, force: true });
  return { routes };
}

const TYPES: Record<string, string> = {
  site: 'T.Site', cities: '(T.City & { countyName: string })[]', services: 'T.Service[]', projects: 'T.Project[]',
  projectCategories: 'T.ProjectCategories', blogPosts: 'T.BlogPost[]', home: 'T.HomePage', about: 'T.AboutPage',
  goals: 'T.GoalsPage', projectNotFound: 'T.ProjectNotFoundPage', customWallUnits: 'T.CustomWallUnitsPage', quote: 'T.QuotePage', serviceAreas: 'T.ServiceAreasPage',
  cityPage: 'T.CityPage', plainCity: 'T.PlainCityPage', techRecruitment: 'T.TechRecruitmentPage', terms: 'T.LegalPage',
  privacy: 'T.LegalPage', guarantee: 'T.GuaranteePage', counties: '{ slug: string; name: string }[]', cityPages: 'Record<string, T.CityPage>',
  plainCityPages: 'Record<string, T.PlainCityPage>',
};

function contentModule(content: Record<string, unknown>): string {
  return Object.entries(content)
    .filter(([name]) => !['site', 'cityPage', 'plainCity'].includes(name))
    .map(([name, value]) => `export const ${name}: ${TYPES[name] ?? 'unknown'} = ${JSON.stringify(value)};\n`)
    .join('\n');
}

/**
 * generated/public/ is Vite's public folder: public/ (favicon), the images of data/images/ under /images/, the
 * sitemap, robots.txt, the city search's index and the static host's serving rules, all copied into the build as they are.
 */
function writePublic(root: string, temp: string, content: Record<string, unknown>, routes: Route[]): void {
  const pub = path.join(temp, 'public');
  fs.cpSync(path.join(root, 'public'), pub, { recursive: true });
  fs.cpSync(path.join(root, 'data/images'), path.join(pub, 'images'), { recursive: true });
  const baseUrl = (content.site as { baseUrl: string }).baseUrl;
  for (const [name, text] of Object.entries(sitemapFiles(routes, baseUrl))) fs.writeFileSync(path.join(pub, name), text);
  fs.writeFileSync(path.join(pub, 'robots.txt'), robotsTxt(baseUrl));
  fs.writeFileSync(path.join(pub, 'manifest.webmanifest'), JSON.stringify(webManifest(content.site as { businessName: string }), null, 2));
  // Fetched by the city search on first use, never bundled: editing a city changes no script's hash.
  const index = path.join(pub, CITY_INDEX_PATH);
  fs.mkdirSync(path.dirname(index), { recursive: true });
  fs.writeFileSync(index, JSON.stringify(cityIndex(content.cities as Parameters<typeof cityIndex>[0])));
  // The hosts' files are written after the build (scripts/write-host-files.ts): the CSP names the hashes of the built
  // pages' scripts.
}

/** The web editor at /admin/: Decap's config generated from the schemas, and the format script it loads. */
function writeAdmin(temp: string, schemas: Schemas): void {
  const admin = path.join(temp, 'public/admin');
  fs.mkdirSync(admin, { recursive: true });
  fs.writeFileSync(path.join(admin, 'config.yml'), `# ${BANNER.slice(3)}${stringify(cmsConfig(collections, schemas), { lineWidth: 0 })}`);
  // The script is code of this project (not of the data root being generated), so it is found beside this file.
  buildSync({ entryPoints: [path.resolve(import.meta.dirname, '../../src/admin/cms.ts')], bundle: true, minify: true, format: 'iife', target: 'es2020', outfile: path.join(admin, 'cms.js'), logLevel: 'warning' });
}
