import type { Locale } from '../../src/lib/i18n/locale.ts';
import { PAGE_KINDS } from '../../src/lib/routing/page-kinds.ts';
import type { TranslatablePage, TranslationSources } from '../../src/lib/routing/routes.ts';
import type { Loaded, LoadedRecord } from './load-collections.ts';
import { slugKey } from './translations.ts';

/** The collection whose translation gives each kind of page its Spanish version (`translatedBy` of its row). */
const PAGE_COLLECTIONS = Object.entries(PAGE_KINDS).flatMap(([kind, k]) =>
  'translatedBy' in k ? [[kind as TranslatablePage, k.translatedBy] as const] : [],
);

/**
 * What has a page in `locale` (src/lib/routing/routes.ts): the records translated into it and the slug of each (`slugEs`),
 * read from the translation files. None without the site's own translation. A city page needs the city-page
 * template in the language as well as the city.
 */
export function translationSources(loaded: Map<string, Loaded>, locale: Locale): TranslationSources | undefined {
  const es = (name: string) => loaded.get(name)!.records.filter((r) => r.translations?.[locale]);
  const slugOf = (r: LoadedRecord) => r.translations![locale]!.slug;
  if (!es('site').length) return undefined;
  const pages: TranslationSources['pages'] = {};
  for (const [kind, name] of PAGE_COLLECTIONS) {
    const [record] = es(name);
    if (record) pages[kind] = slugOf(record);
  }
  const bySlug = (name: string, id: string) =>
    Object.fromEntries(es(name).flatMap((r) => (slugOf(r) ? [[String(r.data[id]), slugOf(r)!]] : [])));
  return {
    pages,
    services: bySlug('services', 'slug'),
    blogPosts: bySlug('blogPosts', 'id'),
    cities: es('cityPage').length ? es('cities').map((r) => String(r.data.citySlug)) : [],
    projects: bySlug('projects', 'id'),
    projectCategories: categorySlugs(es('projectCategories')[0], locale),
    projectNotFound: es('projectNotFound').length > 0,
  };
}

/**
 * A translation's addresses of the portfolio's categories: the file's `slugEs` is the segment of their pages
 * (/es/trabajos/categoria/…), each category's `slugEs` its own. Undefined without a translation: no category pages.
 */
function categorySlugs(record: LoadedRecord | undefined, locale: Locale): TranslationSources['projectCategories'] {
  if (!record) return undefined;
  const key = slugKey(locale);
  const translation = record.translations![locale]!.src.data as { categories: Record<string, unknown>[] };
  const english = record.data as { categories: { slug: string }[] };
  const own = (i: number) => translation.categories[i]?.[key];
  return {
    segment: record.translations![locale]!.slug,
    slugs: Object.fromEntries(english.categories.flatMap((c, i) => (own(i) ? [[c.slug, String(own(i))]] : []))),
  };
}
