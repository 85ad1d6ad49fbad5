/**
 * What lives in data/ and which schema each file follows: the one table codegen, the editor settings and the
 * docs read. `many` collections are folders with one file per record, named by the record's id field.
 * `templates` says which variables the file's strings may use: every string is a Handlebars template.
 */
export interface Collection {
  name: string;
  /** A file (single) or folder (many) under the project root. */
  path: string;
  schema: string;
  many: boolean;
  /** The TypeScript type codegen derives from the schema for one record. */
  type: string;
  /** For many: the field that must equal the file name. */
  idField?: string;
  /**
   * For many: the id is derived from another field, never typed (the web editor's file-name template, in Sveltia
   * CMS's slug syntax; the editor then writes the id field from the file name).
   */
  idFrom?: { field: string; template: string };
  /** site: rendered once with {site}; city / plainCity: rendered per city by codegen. */
  templates: 'site' | 'city' | 'plainCity';
  /** Fields written in Markdown, delivered to pages as HTML ("*" matches every item of a list). */
  markdown?: string[];
}

export const collections: Collection[] = [
  { name: 'site', type: 'Site', path: 'data/site.yaml', schema: 'site.schema.json', many: false, templates: 'site' },
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
  {
    name: 'home',
    type: 'HomePage',
    path: 'data/pages/home.yaml',
    schema: 'pages/home.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'about',
    type: 'AboutPage',
    path: 'data/pages/about.yaml',
    schema: 'pages/about.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'goals',
    type: 'GoalsPage',
    path: 'data/pages/goals.yaml',
    schema: 'pages/goals.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'customWallUnits',
    type: 'CustomWallUnitsPage',
    path: 'data/pages/custom-wall-units.yaml',
    schema: 'pages/custom-wall-units.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'projectNotFound',
    type: 'ProjectNotFoundPage',
    path: 'data/pages/project-not-found.yaml',
    schema: 'pages/project-not-found.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'portfolioPage',
    type: 'PortfolioPage',
    path: 'data/pages/portfolio.yaml',
    schema: 'pages/portfolio.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'blogPage',
    type: 'BlogPage',
    path: 'data/pages/blog.yaml',
    schema: 'pages/blog.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'quote',
    type: 'QuotePage',
    path: 'data/pages/quote.yaml',
    schema: 'pages/quote.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'serviceAreas',
    type: 'ServiceAreasPage',
    path: 'data/pages/service-areas.yaml',
    schema: 'pages/service-areas.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'cityPage',
    type: 'CityPage',
    path: 'data/pages/city-page.yaml',
    schema: 'pages/city-page.schema.json',
    many: false,
    templates: 'city',
  },
  {
    name: 'plainCity',
    type: 'PlainCityPage',
    path: 'data/pages/plain-city.yaml',
    schema: 'pages/plain-city.schema.json',
    many: false,
    templates: 'plainCity',
  },
  {
    name: 'techRecruitment',
    type: 'TechRecruitmentPage',
    path: 'data/pages/tech-recruitment.yaml',
    schema: 'pages/tech-recruitment.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'guarantee',
    type: 'GuaranteePage',
    path: 'data/pages/guarantee.yaml',
    schema: 'pages/guarantee.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'messages',
    type: 'Messages',
    path: 'data/messages.yaml',
    schema: 'messages.schema.json',
    many: false,
    templates: 'site',
  },
  {
    name: 'terms',
    type: 'LegalPage',
    path: 'data/pages/terms.yaml',
    schema: 'pages/legal.schema.json',
    many: false,
    templates: 'site',
    markdown: ['sections.*.body'],
  },
  {
    name: 'privacy',
    type: 'LegalPage',
    path: 'data/pages/privacy.yaml',
    schema: 'pages/legal.schema.json',
    many: false,
    templates: 'site',
    markdown: ['sections.*.body'],
  },
];

/**
 * What data/ may hold besides the collections' files: paths (a folder ends in /) codegen reads otherwise (images,
 * found by the names the data gives) or not at all. Any other file is an error, so a misnamed file is never skipped
 * without a word. Hidden files (.DS_Store, .gitkeep) are ignored too.
 */
export const IGNORED_IN_DATA = ['data/README.md', 'data/images/'];
