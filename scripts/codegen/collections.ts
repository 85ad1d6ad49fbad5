/**
 * What lives in data/ and which schema each file follows: the one table codegen, the editor settings and the
 * docs read. `many` collections are folders with one file per record, named by the record's id field.
 * `templates` says which variables the file's strings may use: every string is a Handlebars template.
 */
import type { Collection } from './collection.ts';

export type { Collection } from './collection.ts';

/** A page of data/pages/: one file, its schema of the same name under schemas/pages/ unless said otherwise. */
const page = (
  name: string,
  type: string,
  file: string,
  extra: Partial<Collection> & Pick<Collection, 'bundled'>,
): Collection => ({
  name,
  type,
  path: `data/pages/${file}.yaml`,
  schema: `pages/${file}.schema.json`,
  many: false,
  templates: 'site',
  ...extra,
});

export const collections: Collection[] = [
  {
    name: 'site',
    type: 'Site',
    path: 'data/site.yaml',
    schema: 'site.schema.json',
    many: false,
    templates: 'site',
    bundled: false,
  },
  {
    name: 'schedule',
    type: 'Schedule',
    path: 'data/schedule.yaml',
    schema: 'schedule.schema.json',
    many: false,
    templates: 'site',
    bundled: false,
  },
  {
    name: 'cities',
    type: 'City',
    path: 'data/cities',
    schema: 'city.schema.json',
    many: true,
    idField: 'citySlug',
    idFrom: { field: 'cityName', template: '{{fields.cityName}}-fl' },
    templates: 'site',
    bundled: false,
  },
  {
    name: 'services',
    type: 'Service',
    path: 'data/services',
    schema: 'service.schema.json',
    many: true,
    idField: 'slug',
    templates: 'site',
    bundled: true,
  },
  {
    name: 'projects',
    type: 'Project',
    path: 'data/projects',
    schema: 'project.schema.json',
    many: true,
    idField: 'id',
    templates: 'site',
    bundled: true,
  },
  {
    name: 'projectCategories',
    type: 'ProjectCategories',
    path: 'data/project-categories.yaml',
    schema: 'project-categories.schema.json',
    many: false,
    templates: 'site',
    bundled: true,
  },
  {
    name: 'blogPosts',
    type: 'BlogPost',
    path: 'data/blog',
    schema: 'blog-post.schema.json',
    many: true,
    idField: 'id',
    templates: 'site',
    bundled: true,
    markdown: ['content'],
  },
  page('home', 'HomePage', 'home', { bundled: true }),
  page('about', 'AboutPage', 'about', { bundled: true }),
  page('goals', 'GoalsPage', 'goals', { bundled: true }),
  page('customWallUnits', 'CustomWallUnitsPage', 'custom-wall-units', { bundled: true }),
  page('projectNotFound', 'ProjectNotFoundPage', 'project-not-found', { bundled: true }),
  page('portfolioPage', 'PortfolioPage', 'portfolio', { bundled: true }),
  page('blogPage', 'BlogPage', 'blog', { bundled: true }),
  page('quote', 'QuotePage', 'quote', { bundled: true }),
  page('serviceAreas', 'ServiceAreasPage', 'service-areas', { bundled: true }),
  page('cityPage', 'CityPage', 'city-page', { bundled: false, templates: 'city' }),
  page('plainCity', 'PlainCityPage', 'plain-city', { bundled: false, templates: 'plainCity' }),
  page('techRecruitment', 'TechRecruitmentPage', 'tech-recruitment', { bundled: true }),
  page('guarantee', 'GuaranteePage', 'guarantee', { bundled: true }),
  {
    name: 'messages',
    type: 'Messages',
    path: 'data/messages.yaml',
    schema: 'messages.schema.json',
    many: false,
    templates: 'site',
    bundled: false,
  },
  page('terms', 'LegalPage', 'terms', {
    bundled: true,
    schema: 'pages/legal.schema.json',
    markdown: ['sections.*.body'],
  }),
  page('privacy', 'LegalPage', 'privacy', {
    bundled: true,
    schema: 'pages/legal.schema.json',
    markdown: ['sections.*.body'],
  }),
];

/**
 * What codegen derives besides the collections (scripts/codegen/build-content.ts), and whether the bundle holds it:
 * the counties and the plain city pages follow the cities, read at render time (generated/city-pages/).
 */
export const DERIVED_CONTENT: Record<string, { bundled: boolean }> = {
  counties: { bundled: false },
  plainCityPages: { bundled: false },
};

/**
 * The names of the content the pages' bundle holds, in the order given: each a collection or derived content that says
 * it is bundled. A name that is neither is refused, so nothing new is bundled (or left out) without a word.
 */
export function bundledNames(names: string[]): string[] {
  const bundled = new Map([
    ...collections.map((c) => [c.name, c.bundled] as const),
    ...Object.entries(DERIVED_CONTENT).map(([name, d]) => [name, d.bundled] as const),
  ]);
  const unknown = names.filter((name) => !bundled.has(name));
  if (unknown.length)
    throw new Error(
      `Codegen made content ${unknown.map((n) => `"${n}"`).join(', ')} that is neither a collection nor derived content: add it to collections or DERIVED_CONTENT in scripts/codegen/collections.ts, saying whether the pages' bundle holds it (bundled).`,
    );
  return names.filter((name) => bundled.get(name));
}

/**
 * What data/ may hold besides the collections' files: paths (a folder ends in /) codegen reads otherwise (images,
 * found by the names the data gives) or not at all. Any other file is an error, so a misnamed file is never skipped
 * without a word. Hidden files (.DS_Store, .gitkeep) are ignored too.
 */
export const IGNORED_IN_DATA = ['data/README.md', 'data/images/'];
