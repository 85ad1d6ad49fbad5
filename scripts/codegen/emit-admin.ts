import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Site } from '../../generated/types.ts';
import type { EditorRules } from '../../src/admin/cms.ts';
import { cityNames } from '../../src/lib/counts/stats.ts';
import { BANNER } from './banner.ts';
import { cmsConfig } from './cms-config.ts';
import { LAST_UPDATED } from './cms-fields.ts';
import { collections } from './collections.ts';
import { esbuildOnce, keptFile, keptOutput } from './esbuild-once.ts';
import type { Schemas } from './schemas.ts';
import { ensureTool, packageDir } from './tool-packages.ts';

/**
 * The web editor at /admin/: Sveltia CMS's bundle from tools/cms (served by the site itself, no CDN), its config
 * generated from the schemas, and the script of this project's additions (src/admin/cms.ts).
 */
export function writeAdmin(temp: string, schemas: Schemas, content: Record<string, unknown>): void {
  const admin = path.join(temp, 'public/admin');
  fs.mkdirSync(admin, { recursive: true });
  const { webEditor, baseUrl } = content.site as Site;
  const config = cmsConfig(collections, schemas, content, { ...webEditor, baseUrl });
  // Written as YAML again only when the configuration changed: 30 ms of every run otherwise.
  const yaml = keptOutput('cms-config', JSON.stringify(config), () => stringify(config, { lineWidth: 0 }));
  fs.writeFileSync(path.join(admin, 'config.yml'), `# ${BANNER.slice(3)}${yaml}`);
  writeCmsBundle(admin);
  const rules: EditorRules = {
    lastUpdated: collections.filter((c) => schemas.schema(c.schema)?.properties?.[LAST_UPDATED]).map((c) => c.name),
    derivedIds: Object.fromEntries(collections.filter((c) => c.idFrom && c.idField).map((c) => [c.name, c.idField!])),
  };
  // The script is code of this project (not of the data root being generated), so it is found beside this file.
  // /admin/stats's and /admin/day's scripts (src/admin/stats.ts, day.ts) are built beside it.
  const scripts = esbuildOnce('admin', {
    entryPoints: ['cms', 'stats', 'day'].map((name) => path.resolve(import.meta.dirname, `../../src/admin/${name}.ts`)),
    define: { EDITOR: JSON.stringify(rules) },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outdir: 'admin',
    logLevel: 'warning',
  });
  for (const out of scripts) fs.writeFileSync(path.join(admin, path.basename(out.path)), out.text);
  writeCityNames(admin, content.cities as Parameters<typeof cityNames>[0]);
}

/** The empty map public/admin/stats.html carries, which codegen fills in. */
const CITY_NAMES_SLOT = '<script type="application/json" id="city-names">{}</script>';

/**
 * /admin/stats names the cities the counts know by slug: the slug -> name map goes into the page itself (a few KB for
 * a hundred cities, no request, no city data beyond the names). `<` is escaped so no name can close the element.
 * The page thus follows the cities: the build copies it as it does the sitemaps, outside the bundles' fingerprint
 * (scripts/build/state.ts isCityPublicFile), so renaming a city does not bundle and render the whole site again.
 */
function writeCityNames(admin: string, cities: Parameters<typeof cityNames>[0]): void {
  const file = path.join(admin, 'stats.html');
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes(CITY_NAMES_SLOT))
    throw new Error(
      `public/admin/stats.html lost its slot for the city names: put back ${CITY_NAMES_SLOT} in its head.`,
    );
  const map = JSON.stringify(cityNames(cities)).replaceAll('<', '\\u003c');
  fs.writeFileSync(
    file,
    html.replace(CITY_NAMES_SLOT, () => CITY_NAMES_SLOT.replace('{}', map)),
  );
}

/**
 * Sveltia CMS's fonts, which its bundle loads from a CDN: the same files from their npm packages, served from
 * /admin/fonts/ so /admin/ loads nothing from another site (its Content-Security-Policy allows none).
 */
export const CMS_FONTS: { cdn: RegExp; pkg: string; file: string }[] = [
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    pkg: '@fontsource-variable/source-sans-3',
    file: 'source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@[\d.]+\/latin-400-normal\.woff2/g,
    pkg: '@fontsource/noto-mono',
    file: 'noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    pkg: '@fontsource-variable/material-symbols-outlined',
    file: 'material-symbols-outlined-latin-wght-normal.woff2',
  },
];

/**
 * Modules the bundle imports from unpkg when it needs them, served from /admin/npm/ instead: Immutable.js (which
 * its event hooks, src/admin/cms.ts's preSave, hand to the handler) and its own package.json (its update check).
 */
const CDN = [
  { from: '`https://unpkg.com/@sveltia/cms`', to: '`/admin/npm/@sveltia/cms`' },
  { from: '`https://unpkg.com/${', to: '`/admin/npm/${' },
];

/** The packages writeCmsBundle copies from: installed apart from the site's own, in tools/cms (./tool-packages.ts). */
export const CMS_PACKAGES = ['@sveltia/cms', ...CMS_FONTS.map((f) => f.pkg)];

function writeCmsBundle(admin: string): void {
  const cms = ensureTool('cms');
  const pkgDir = (name: string) => packageDir(cms, name);
  const sveltia = pkgDir('@sveltia/cms');
  const source = path.join(sveltia, 'dist/sveltia-cms.js');
  fs.mkdirSync(path.join(admin, 'fonts'));
  for (const font of CMS_FONTS)
    fs.copyFileSync(path.join(pkgDir(font.pkg), 'files', font.file), path.join(admin, 'fonts', font.file));
  // The bundle rewritten once per installed copy of it and per rewrite: its file's size and time, and what replaces what.
  const { size, mtimeMs } = fs.statSync(source);
  const key = JSON.stringify([source, size, mtimeMs, CMS_FONTS.map((f) => [String(f.cdn), f.file]), CDN]);
  keptFile('sveltia-cms', key, path.join(admin, 'sveltia-cms.js'), () => {
    let bundle = fs.readFileSync(source, 'utf8');
    const stale = (what: string) =>
      new Error(`@sveltia/cms no longer loads ${what} as scripts/codegen/emit.ts expects: update writeCmsBundle.`);
    for (const font of CMS_FONTS) {
      if (!font.cdn.test(bundle)) throw stale(font.file);
      bundle = bundle.replace(font.cdn, `/admin/fonts/${font.file}`);
    }
    for (const { from, to } of CDN) {
      if (!bundle.includes(from)) throw stale(from);
      bundle = bundle.replaceAll(from, to);
    }
    return bundle;
  });
  const npm = path.join(admin, 'npm');
  const manifest = JSON.parse(fs.readFileSync(path.join(sveltia, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  fs.mkdirSync(path.join(npm, '@sveltia/cms'), { recursive: true });
  fs.writeFileSync(
    path.join(npm, '@sveltia/cms/package.json'),
    JSON.stringify({ name: '@sveltia/cms', version: manifest.version }),
  );
  const immutable = path.join(npm, `immutable@${manifest.dependencies.immutable.replace(/^\D/, '')}/dist`);
  fs.mkdirSync(immutable, { recursive: true });
  // The copy Sveltia CMS itself depends on, wherever npm placed it.
  fs.copyFileSync(
    path.join(packageDir(cms, 'immutable', sveltia), 'dist/immutable.es.js'),
    path.join(immutable, 'immutable.es.js'),
  );
}
