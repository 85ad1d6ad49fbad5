/**
 * The routes codegen must write for the data of a project root, for tests/codegen/write.int.test.ts: the site's one route
 * list (buildRoutes, src/lib/routing/routes.ts) made from the data as codegen reads it (loadCollection: the project's YAML
 * reader, with the schemas' defaults), so no rule of the list is written twice; and the records each kind of page is
 * made from, so the test can check that every one of them has its pages.
 */
import { collections } from '../../scripts/codegen/collections.ts';
import { type Loaded, loadCollection } from '../../scripts/codegen/load-collections.ts';
import { loadSchemas } from '../../scripts/codegen/schemas.ts';
import { translationSources } from '../../scripts/codegen/translation-sources.ts';
import { TRANSLATIONS } from '../../src/lib/i18n/locale.ts';
import { buildRoutes, type Route, type RouteKind, type RouteSources } from '../../src/lib/routing/routes.ts';

/** Each kind of page that shows one record, and the collection and id field of its records. */
export const RECORD_PAGES: { kind: RouteKind; collection: string; id: string }[] = [
  { kind: 'city', collection: 'cities', id: 'citySlug' },
  { kind: 'service', collection: 'services', id: 'slug' },
  { kind: 'project', collection: 'projects', id: 'id' },
  { kind: 'blog-post', collection: 'blogPosts', id: 'id' },
];

export interface DataRoutes {
  /** Every route the data gives, English and translated. */
  routes: Route[];
  /** The English records of each collection, as codegen reads them. */
  records: (collection: string) => Record<string, unknown>[];
}

export function dataRoutes(root: string): DataRoutes {
  const schemas = loadSchemas(root);
  const loaded = new Map<string, Loaded>(collections.map((c) => [c.name, loadCollection(root, c, schemas).loaded]));
  const records = (name: string) => loaded.get(name)!.records.map((r) => r.data);
  const translations = Object.fromEntries(
    TRANSLATIONS.flatMap((locale) => {
      const sources = translationSources(loaded, locale);
      return sources ? [[locale, sources]] : [];
    }),
  );
  const sources = {
    cities: records('cities'),
    services: records('services'),
    projects: records('projects'),
    projectCategories: records('projectCategories')[0],
    blogPosts: records('blogPosts'),
    translations,
  } as unknown as RouteSources;
  return { routes: buildRoutes(sources), records };
}
