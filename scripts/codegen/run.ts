import type { Route } from '../../src/lib/routing/routes.ts';
import { buildContent, cityPageRenderer, dedupe } from './build-content.ts';
import { openCache } from './cache.ts';
import { collections } from './collections.ts';
import { crossCheck } from './cross-checks.ts';
import { type DataError, formatAnnotation, formatError, formatWarning, sortErrors } from './data-error.ts';
import { writeEditorSettings } from './editor-settings.ts';
import { emit } from './emit.ts';
import { LANGUAGES_FILE, languageErrors } from './languages.ts';
import { type Loaded, loadCollection } from './load-collections.ts';
import { type MissingPhoto, missingPhotos, type PhotoSources } from './placeholders.ts';
import { loadSchemas } from './schemas.ts';
import { translationSources } from './translation-sources.ts';
import { unloadedFiles } from './unloaded.ts';
import { dataWarnings } from './warnings.ts';

export interface CodegenResult {
  ok: boolean;
  errors: DataError[];
  /** Stale but valid data (a launch month that has passed): reported, never a failure. */
  warnings: DataError[];
  /** Photos the data names that do not exist yet (drawn as placeholders); set when the data is valid. */
  missingPhotos?: MissingPhoto[];
  /** Lines for a person: each error, then what to do; or a one-line summary. */
  report: string[];
  annotations: string[];
  pages?: number;
  /** Every page's route, as written to generated/routes.ts; set when generated/ was written. */
  routes?: Route[];
}

/** Runs every step of codegen on a project root; see scripts/codegen.ts for the steps. */
export async function runCodegen(
  root: string,
  { write, today = new Date() }: { write: boolean; today?: Date },
): Promise<CodegenResult> {
  const started = performance.now();
  const schemas = loadSchemas(root);
  // Every run takes what the last run that wrote found valid; only a run that writes saves the cache again:
  // `npm run validate` changes nothing on disk (1.5 s to validate the real site's files anew, 0.6 s from the cache).
  const cache = openCache(root, { readOnly: !write });
  const loaded = new Map<string, Loaded>();
  let errors: DataError[] = languageErrors(root, schemas, cache);
  for (const c of collections) {
    const r = loadCollection(root, c, schemas, cache);
    loaded.set(c.name, r.loaded);
    errors.push(...r.errors);
  }
  const read = new Set([LANGUAGES_FILE, ...[...loaded.values()].flatMap((l) => l.files)]);
  errors.push(...unloadedFiles(root, read));
  errors.push(...crossCheck(root, loaded, { keep: write }));
  // Templates need every file valid (a template reads other files' fields), so they are checked only then.
  const built = errors.length ? undefined : buildContent(loaded, schemas);
  if (built) errors.push(...built.errors);
  errors = sortErrors(errors);
  const warnings = sortErrors(dataWarnings(loaded, today));
  const warningLines = warnings.map(formatWarning);
  const warningAnnotations = warnings.map((w) => formatAnnotation(w, 'warning'));
  if (errors.length) return failed(errors, warnings);
  const content = built!.content;
  // Validated against the schemas above, so it has the types codegen derives from them.
  const drawn = missingPhotos(root, content as unknown as PhotoSources);
  const photoLine = drawn.length
    ? [
        `warning: ${drawn.length} photo${drawn.length === 1 ? ' is' : 's are'} missing and shown as drawn placeholders; \`npm run photos\` lists them.`,
      ]
    : [];
  // Every file read: the records and their translations.
  const count = [...loaded.values()].reduce((n, l) => n + l.files.length, 0);
  // Each translation's pages (data/languages.json lists the languages) and its city-page renderer when it has cities.
  const translated = built!.translations;
  const sources = Object.fromEntries(
    Object.keys(translated).flatMap((locale) => {
      const s = translationSources(loaded, locale);
      return s ? [[locale, s]] : [];
    }),
  );
  const renderers: Record<string, ReturnType<typeof cityPageRenderer>> = {
    en: cityPageRenderer(loaded, content.site as Record<string, unknown>),
  };
  for (const [locale, t] of Object.entries(translated))
    if (sources[locale]?.cities.length)
      renderers[locale] = cityPageRenderer(loaded, t!.site as Record<string, unknown>, locale);
  if (!write) {
    // What writing would find: the city-page template rendered for each city in each language, the results dropped.
    const contents: Record<string, Record<string, unknown>> = { ...translated, en: content };
    const templateErrors = Object.entries(renderers).flatMap(([locale, render]) =>
      (contents[locale].cities as Record<string, unknown>[]).flatMap((city) => render(city).errors),
    );
    if (templateErrors.length) return failed(sortErrors(dedupe(templateErrors)), warnings);
    return {
      ok: true,
      errors,
      warnings,
      missingPhotos: drawn,
      annotations: warningAnnotations,
      report: [...warningLines, `${count} data files valid (${ms(started)}).`],
    };
  }
  // Imported only when needed: the compiler it uses takes a while to load, and the cache usually has the types.
  const types = cache.types ?? (await (await import('./types.ts')).schemaTypes(root));
  const { routes, errors: templateErrors } = emit(
    root,
    { en: content, ...translated },
    sources,
    types,
    schemas,
    drawn,
    renderers as never,
    cache.key,
  );
  if (templateErrors.length) return failed(sortErrors(dedupe(templateErrors)), warnings);
  writeEditorSettings(root, collections);
  cache.save(types);
  return {
    ok: true,
    errors,
    warnings,
    missingPhotos: drawn,
    annotations: warningAnnotations,
    pages: routes.length,
    routes,
    report: [
      ...warningLines,
      ...photoLine,
      `${count} data files valid; generated/ written for ${routes.length} routes (${ms(started)}).`,
    ],
  };
}

/** The result when the data has errors: each error, the warnings, then what to do. */
function failed(errors: DataError[], warnings: DataError[]): CodegenResult {
  const files = new Set(errors.map((e) => e.file)).size;
  return {
    ok: false,
    errors,
    warnings,
    annotations: [...errors.map((e) => formatAnnotation(e)), ...warnings.map((w) => formatAnnotation(w, 'warning'))],
    report: [
      ...errors.map(formatError),
      ...warnings.map(formatWarning),
      '',
      `${errors.length} problem${errors.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}. Fix ${errors.length === 1 ? 'it' : 'them'} and run \`npm run validate\` again; generated/ was left as it was.`,
    ],
  };
}

const ms = (t: number) => `${Math.round(performance.now() - t)} ms`;
