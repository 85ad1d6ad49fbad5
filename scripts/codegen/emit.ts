import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../../generated/types.ts';
import { type Locale, TRANSLATIONS, type Translation } from '../../src/lib/i18n/locale.ts';
import { isCityRoute } from '../../src/lib/routing/city-pages.ts';
import { buildRoutes, type Route, type RouteSources, type TranslationSources } from '../../src/lib/routing/routes.ts';
import { BANNER } from './banner.ts';
import { writeCityPages } from './city-pages.ts';
import { bundledNames, collections } from './collections.ts';
import type { DataError } from './data-error.ts';
import { themeColor } from './design-tokens.ts';
import { writeAdmin } from './emit-admin.ts';
import { writePublic } from './emit-public.ts';
import { formValidatorFiles } from './form-validators.ts';
import { imageRefs, imagesModule, placeholderFile } from './images.ts';
import { islandHoldScript } from './island-hold.ts';
import { writeNewsletterScript } from './newsletter-script.ts';
import type { MissingPhoto } from './placeholders.ts';
import type { Schemas } from './schemas.ts';
import { localizedStructuredData, structuredDataBuilder } from './structured-data.ts';
import { writeWindowPickerScript } from './window-picker-script.ts';

/**
 * Writes generated/ as a whole: into a fresh folder first, then swapped in, so a failed or interrupted run (or an
 * error of the city-page template, found while writing the city pages) leaves the previous generated/ as it was.
 * The bundled modules hold no city (src/lib/routing/city-pages.ts): the city pages' data is written as files beside them.
 */
export function emit(
  root: string,
  contents: { en: Record<string, unknown> } & Partial<Record<Translation, Record<string, unknown>>>,
  translations: Record<Locale, TranslationSources>,
  types: string,
  schemas: Schemas,
  drawn: MissingPhoto[],
  renderers: Parameters<typeof writeCityPages>[4],
  codeKey: string,
): { routes: Route[]; errors: DataError[] } {
  const content = contents.en;
  const routes = buildRoutes({ ...(content as never as RouteSources), translations });
  const fixedRoutes = routes.filter((r) => !isCityRoute(r));
  const drawnRefs = new Set(drawn.map((d) => d.ref));
  const hasPhoto = (ref: string) => !drawnRefs.has(ref);
  const each = <T>(f: (locale: Locale, c: Record<string, unknown>) => T) =>
    Object.fromEntries(Object.entries(contents).map(([locale, c]) => [locale, f(locale, c!)]));
  const graphOf = localizedStructuredData(
    each((locale, c) =>
      structuredDataBuilder((locale === 'en' ? c : { plainCityPages: {}, ...c }) as never, hasPhoto),
    ) as never,
    routes,
    content.site as Site,
  );
  const hold = islandHoldScript();
  const messages = Object.fromEntries(Object.entries(contents).map(([locale, c]) => [locale, c!.messages]));
  const files: Record<string, string> = {
    'types.ts': `${BANNER}/* eslint-disable */\n${types}`,
    'site.ts': `${BANNER}import type * as T from './types.ts';\n\nexport const site: T.Site = ${JSON.stringify(content.site, null, 1)};\n`,
    // The form handler's own module (src/content/schedule.ts): the windows it offers, without the pages' content.
    'schedule.ts': `${BANNER}import type * as T from './types.ts';\n\nexport const schedule: T.Schedule = ${JSON.stringify(content.schedule, null, 1)};\n`,
    ...translationModules(contents),
    'messages.ts': `${BANNER}import type * as T from './types.ts';\nimport type { Locale } from '../src/lib/i18n/locale.ts';\n\n/** The words of the templates and the form handler in each language (data/messages.yaml, messages.<code>.yaml). */\nexport const messages: Record<'en', T.Messages> & Partial<Record<Locale, T.Messages>> = ${JSON.stringify(messages)};\n`,
    'design-tokens.ts': `${BANNER}/** --color-brand-900 of src/styles/app.css: the browser chrome's colour. */\nexport const themeColor = ${JSON.stringify(themeColor(root))};\n`,
    'content.ts': `${BANNER}import type * as T from './types.ts';\n\nexport { site } from './site.ts';\n${contentModule(content)}`,
    'routes.ts': `${BANNER}import type { Route } from '../src/lib/routing/routes.ts';\n\n/** Every page of the site. */\nexport const routes: Route[] = ${JSON.stringify(routes)};\n`,
    'fixed-routes.ts': `${BANNER}import type { Route } from '../src/lib/routing/routes.ts';\n\n/** The pages whose data is bundled: every page but the city pages (generated/city-pages/). */\nexport const fixedRoutes: Route[] = ${JSON.stringify(fixedRoutes, null, 1)};\n`,
    'images.ts': `${BANNER}${imagesModule(root, imageRefs(content), drawn)}`,
    // A string parsed once, not an object literal: graphOf's builders are typed (Graph), and the type check spent more
    // than half its time (14.7 s of 26.8 s) relating this 200 KB literal to schema.org's union of every type again.
    // Marked pure, as a literal is, so that a bundle that never reads it (the form handler's) leaves it out.
    'structured-data.ts': `${BANNER}import type { Graph } from '../src/lib/page/json-ld.ts';\n\n/** JSON-LD of each route, by URL. */\nexport const structuredData: Record<string, Graph> = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(fixedRoutes.map((r) => [r.url, graphOf(r)]))))});\n`,
    'island-hold.ts': `${BANNER}/** The script <Island> loads before its HTML (src/islands/hold.ts), written to generated/public/. */\nexport const islandHoldUrl = ${JSON.stringify(hold.url)};\n`,
    ...formValidatorFiles(root),
  };
  const target = path.join(root, 'generated');
  const temp = path.join(root, `.generated-${process.pid}`);
  fs.rmSync(temp, { recursive: true, force: true });
  fs.mkdirSync(temp);
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(temp, name), text);
    // What every city's file is made from besides its own route, record and nearby list: the code, the content but
    // the cities (the city-page template, the site, the breadcrumbs' words), the other pages' addresses.
    const shared = createHash('sha256')
      .update(codeKey)
      .update(
        JSON.stringify([
          Object.entries(contents).map(([locale, c]) => [locale, { ...c, cities: undefined }]),
          fixedRoutes,
          [...drawnRefs],
        ]),
      )
      .digest('hex');
    const errors = writeCityPages(temp, target, contents as never, routes, renderers, graphOf, shared);
    if (errors.length) {
      fs.rmSync(temp, { recursive: true, force: true });
      return { routes, errors };
    }
    for (const d of drawn) {
      const file = path.join(temp, placeholderFile(d.ref));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, d.svg);
    }
    writePublic(root, temp, contents, routes);
    fs.mkdirSync(path.dirname(path.join(temp, 'public', hold.url)), { recursive: true });
    fs.writeFileSync(path.join(temp, 'public', hold.url), hold.code);
    writeAdmin(temp, schemas, content);
    fs.writeFileSync(path.join(temp, 'newsletter-script.ts'), `${BANNER}${writeNewsletterScript(temp)}`);
    fs.writeFileSync(path.join(temp, 'window-picker-script.ts'), `${BANNER}${writeWindowPickerScript(temp)}`);
    fs.writeFileSync(
      path.join(temp, 'README.md'),
      '# generated/\nWritten by `npm run codegen` (scripts/codegen.ts) from `data/` and `schemas/`. Git-ignored; never edit by hand.\n',
    );
  } catch (error) {
    // A half-written copy is of no use, and left in the project root it would be picked up by `git add`.
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  const old = path.join(root, `.generated-old-${process.pid}`);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(temp, target);
  fs.rmSync(old, { recursive: true, force: true });
  return { routes, errors: [] };
}

/** The TypeScript type of each export of generated/content.ts: a collection's own type, or what codegen derives. */
const TYPES: Record<string, string> = {
  ...Object.fromEntries(collections.map((c) => [c.name, `T.${c.type}${c.many ? '[]' : ''}`])),
};

/**
 * The bundled content of one language. A translation's module has every name, `undefined` for a page with no
 * translation (it then has no page in that language: src/lib/routing/routes.ts).
 */
function contentModule(content: Record<string, unknown>, translation = false): string {
  const names = bundledNames(translation ? collections.map((c) => c.name) : Object.keys(content));
  return names
    .map((name) => {
      const type = TYPES[name] ?? 'unknown';
      return `export const ${name}: ${translation && !type.endsWith('[]') ? `${type} | undefined` : type} = ${JSON.stringify(content[name] ?? (type.endsWith('[]') ? [] : undefined)) ?? 'undefined'};\n`;
    })
    .join('\n');
}

/**
 * Each translation's version of the site-wide facts and of the bundled content (only what is translated), one
 * module per language of data/languages.json, and `translations.ts`, which names them by code for src/lib/i18n/i18n.ts.
 */
function translationModules(contents: Partial<Record<Locale, Record<string, unknown>>>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const locale of TRANSLATIONS) {
    const c = contents[locale];
    files[`content-${locale}.ts`] =
      `${BANNER}import type * as T from './types.ts';\n\nexport const site: T.Site | undefined = ${JSON.stringify(c?.site, null, 1)};\n${contentModule(c ?? {}, true)}`;
  }
  const imports = TRANSLATIONS.map((l, i) => `import * as t${i} from './content-${l}.ts';\n`).join('');
  const entries = TRANSLATIONS.map((l, i) => `${JSON.stringify(l)}: t${i}`).join(', ');
  files['translations.ts'] =
    `${BANNER}${imports}\n/** The bundled content of each translation, by language code. */\nexport const translations = { ${entries} };\n`;
  return files;
}
