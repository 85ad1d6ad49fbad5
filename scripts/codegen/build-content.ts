import { type Locale, languageOf, TRANSLATIONS, type Translation } from '../../src/lib/i18n/locale.ts';
import { META_DESCRIPTION_MAX } from '../../src/lib/page/meta-description.ts';
import type { DataError } from './data-error.ts';
import type { SourceFile } from './load.ts';
import type { Loaded, LoadedRecord } from './load-collections.ts';
import { at, fieldName } from './locate.ts';
import { ALLOWED_SCHEMES, convertMarkdown } from './markdown.ts';
import type { Schemas } from './schemas.ts';
import { renderStrings } from './templates.ts';

type Rec = Record<string, unknown>;

/** One language's version of a record: the English file, or its translation laid over it. */
type Version = { src: SourceFile; data: Rec };
const versionOf = (r: LoadedRecord, locale: Locale): Version | undefined =>
  locale === 'en' ? r : r.translations?.[locale];

/**
 * Turns validated records into the content pages read, in English and in each language the site is translated into
 * (`translations`: for Spanish, only the records with a Spanish file, none at all without data/site.es.yaml).
 */
export function buildContent(
  loaded: Map<string, Loaded>,
  schemas: Schemas,
): { content: Rec; translations: Partial<Record<Translation, Rec>>; errors: DataError[] } {
  const en = buildLocale(loaded, schemas, 'en')!;
  const errors = [...en.errors];
  const translations: Partial<Record<Translation, Rec>> = {};
  for (const locale of TRANSLATIONS) {
    const built = buildLocale(loaded, schemas, locale);
    if (!built) continue;
    errors.push(...built.errors);
    translations[locale] = built.content;
  }
  return { content: en.content, translations, errors: dedupe(errors) };
}

/**
 * One language's content: templates rendered with that language's site (the city page's per city is
 * cityPageRenderer's), Markdown turned into HTML, collections in display order, counties named.
 */
function buildLocale(
  loaded: Map<string, Loaded>,
  schemas: Schemas,
  locale: Locale,
): { content: Rec; errors: DataError[] } | undefined {
  const errors: DataError[] = [];
  const siteVersion = versionOf(loaded.get('site')!.records[0], locale);
  if (!siteVersion) return undefined;
  const site = siteVersion.data;
  const content: Rec = { site };

  for (const l of loaded.values()) {
    const c = l.collection;
    if (c.name === 'site' || c.templates !== 'site') continue;
    const rendered = l.records.flatMap((record) => {
      const version = versionOf(record, locale);
      if (!version) return [];
      const { src, data } = version;
      const r = renderStrings(src, data, { site });
      errors.push(...r.errors, ...longDescriptions(src, r.value));
      for (const bad of c.markdown ? convertMarkdown(r.value, c.markdown) : []) {
        const links = bad.hrefs.map((h) => `"${h}"`).join(', ');
        errors.push(
          at(
            src,
            bad.segs,
            `${fieldName(bad.segs)} links to ${links}: a link in Markdown may only start with ${ALLOWED_SCHEMES.map((s) => `${s}:`).join(', ')} or be a path on this site (/about, #faq). Change or remove the link.`,
          ),
        );
      }
      return [r.value];
    });
    if (c.many) content[c.name] = rendered;
    else if (rendered.length) content[c.name] = rendered[0];
  }

  const countyNames = countyTitles(schemas, locale);
  const cities = (content.cities as Rec[]).map(
    (city): Rec => ({ ...city, countyName: countyNames.get(String(city.county)) ?? String(city.county) }),
  );
  content.cities = cities;
  (content.services as Rec[]).sort((a, b) => Number(a.order) - Number(b.order));
  (content.projects as Rec[]).sort(
    (a, b) =>
      String(b.completedDate).localeCompare(String(a.completedDate)) || String(a.id).localeCompare(String(b.id)),
  );
  (content.blogPosts as Rec[]).sort((a, b) => String(b.date).localeCompare(String(a.date)));
  content.counties = [...new Set(cities.map((c) => String(c.county)))].map((slug) => ({
    slug,
    name: countyNames.get(slug) ?? slug,
  }));
  // A translation has only its translated cities, but names every county: the English cities listed on its pages
  // (the service-area index, the city search) sit under their county's name in this language too.
  if (locale !== 'en')
    return { content: { ...content, counties: [...countyNames].map(([slug, name]) => ({ slug, name })) }, errors };

  // The plain pages and the generic city page are English only: they are kept out of the index (src/lib/routing/routes.ts).
  const plain = loaded.get('plainCity')!.records[0];
  const plainNames: [string, string][] = [
    ...cities
      .filter((c) => c.plainPage)
      .map((c): [string, string] => [String(c.citySlug).replace(/-fl$/, ''), String(c.cityName)]),
    ['_fallback', String(plain.data.fallbackCityName ?? 'South Florida')],
  ];
  content.plainCityPages = Object.fromEntries(
    plainNames.map(([slug, cityName]) => {
      const r = renderStrings(plain.src, plain.data, { site, cityName });
      errors.push(...r.errors, ...longDescriptions(plain.src, r.value));
      return [slug, r.value];
    }),
  );
  return { content, errors };
}

/**
 * The meta descriptions of a record longer than search results show (src/lib/page/meta-description.ts), as its page
 * will print them: with their variables filled in. The schemas cannot say it, a description with {{site.…}} being
 * longer or shorter than its page's; before, such a page passed `npm run validate` and failed the built-page check.
 */
function longDescriptions(src: SourceFile, value: unknown, segs: string[] = []): DataError[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => longDescriptions(src, v, [...segs, String(i)]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'metaDescription' && typeof v === 'string' && v.length > META_DESCRIPTION_MAX
      ? [
          at(
            src,
            [...segs, key],
            `metaDescription is ${v.length} characters with its variables filled in; search results show ${META_DESCRIPTION_MAX} and cut the rest mid-word. Shorten it by ${v.length - META_DESCRIPTION_MAX}.`,
          ),
        ]
      : longDescriptions(src, v, [...segs, key]),
  );
}

/**
 * The shared blocks of data/pages/city-page.yaml filled in for one city. Not kept for every city in the content:
 * codegen writes each city's page file as it renders it (scripts/codegen/city-pages.ts), so memory stays flat with
 * the number of cities. Its errors are the template's, the same for every city: the caller reports them once.
 */
export function cityPageRenderer(
  loaded: Map<string, Loaded>,
  site: Rec,
  locale: Locale = 'en',
): ((city: Rec) => { value: Rec; errors: DataError[] }) & { inputs: string } {
  const template = versionOf(loaded.get('cityPage')!.records[0], locale);
  const render = (city: Rec) => {
    if (!template)
      throw new Error(
        `data/pages/city-page.yaml has no ${locale} version: no ${locale} city page is built without it.`,
      );
    const r = renderStrings(template.src, template.data, {
      site,
      city: { ...city, zipCode: (city.zipCodes as string[])[0] },
    });
    return { value: r.value as Rec, errors: r.errors };
  };
  // What it renders from besides the city, for the fingerprint of each city's file (scripts/codegen/city-pages.ts).
  return Object.assign(render, { inputs: JSON.stringify([locale, template?.data ?? null, site]) });
}

/**
 * The display names of counties, read from the titles of the county choices in schemas/defs.schema.json ("Broward
 * County") and written with the language's `countyName` of data/languages.json: "condado de Broward" in Spanish.
 */
function countyTitles(schemas: Schemas, locale: Locale): Map<string, string> {
  const county = schemas.resolve('defs.schema.json#/$defs/county', 'defs.schema.json') as {
    anyOf: { const: string; title: string }[];
  };
  const name = (title: string) => languageOf(locale).countyName.replace('{name}', title.replace(/ County$/, ''));
  return new Map(county.anyOf.map((c) => [c.const, name(c.title)]));
}

// A template used for every city fails the same way for each: report it once.
export function dedupe(errors: DataError[]): DataError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}:${e.line}:${e.col}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
