/**
 * What lives in data/ and which schema each file follows: the one table codegen, the editor settings and the
 * docs read. `many` collections are folders with one file per record, named by the record's id field.
 * `templates` says which variables the file's strings may use: every string is a Handlebars template.
 */
import type { Collection } from './collection.ts';

export type { Collection } from './collection.ts';

/** A page of data/pages/: one file, its schema of the same name under schemas/pages/ unless said otherwise. */
const page = (name: string, type: string, file: string, extra: Partial<Collection> = {}): Collection => ({
  name,
  type,
  path: `data/pages/${file}.yaml`,
  schema: `pages/${file}.schema.json`,
  many: false,
  templates: 'site',
  ...extra,
});

export const collections: Collection[] = [
  { name: 'site', type: 'Site', path: 'data/site.yaml', schema: 'site.schema.json', many: false, templates: 'site' },
  {
    name: 'schedule',
    type: 'Schedule',
    path: 'data/schedule.yaml',
    schema: 'schedule.schema.json',
    many: false,
    templates: 'site',
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
  },
  {
    name: 'services',
    type: 'Service',
    path: 'data/services',
    schema: 'service.schema.json',
    many: true,
    idField: 'slug',
    templates: 'site',
  },
  {
    name: 'projects',
    type: 'Project',
    path: 'data/projects',
    schema: 'project.schema.json',
    many: true,
    idField: 'id',
    templates: 'site',
  },
  {
    name: 'projectCategories',
    type: 'ProjectCategories',
    path: 'data/project-categories.yaml',
    schema: 'project-categories.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'blogPosts',
    type: 'BlogPost',
    path: 'data/blog',
    schema: 'blog-post.schema.json',
    many: true,
    idField: 'id',
    templates: 'site',
    markdown: ['content'],
  },
  page('home', 'HomePage', 'home'),
  page('about', 'AboutPage', 'about'),
  page('goals', 'GoalsPage', 'goals'),
  page('customWallUnits', 'CustomWallUnitsPage', 'custom-wall-units'),
  page('projectNotFound', 'ProjectNotFoundPage', 'project-not-found'),
  page('portfolioPage', 'PortfolioPage', 'portfolio'),
  page('blogPage', 'BlogPage', 'blog'),
  page('quote', 'QuotePage', 'quote'),
  page('serviceAreas', 'ServiceAreasPage', 'service-areas'),
  page('cityPage', 'CityPage', 'city-page', { templates: 'city' }),
  page('plainCity', 'PlainCityPage', 'plain-city', { templates: 'plainCity' }),
  page('techRecruitment', 'TechRecruitmentPage', 'tech-recruitment'),
  page('guarantee', 'GuaranteePage', 'guarantee'),
  {
    name: 'messages',
    type: 'Messages',
    path: 'data/messages.yaml',
    schema: 'messages.schema.json',
    many: false,
    templates: 'site',
  },
  page('terms', 'LegalPage', 'terms', { schema: 'pages/legal.schema.json', markdown: ['sections.*.body'] }),
  page('privacy', 'LegalPage', 'privacy', { schema: 'pages/legal.schema.json', markdown: ['sections.*.body'] }),
];

/**
 * What data/ may hold besides the collections' files: paths (a folder ends in /) codegen reads otherwise (images,
 * found by the names the data gives) or not at all. Any other file is an error, so a misnamed file is never skipped
 * without a word. Hidden files (.DS_Store, .gitkeep) are ignored too.
 */
export const IGNORED_IN_DATA = ['data/README.md', 'data/images/'];
