/** One kind of file in data/ (the table of them is collections.ts). */
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
  /**
   * Whether the pages' bundle holds it (generated/content.ts and each translation's module): a page's data hook then
   * reads it at no cost. false for what is written elsewhere (the site, the schedule: their own modules; the messages:
   * generated/messages.ts) or read at render time (the cities and the city pages' templates: generated/city-pages/,
   * src/lib/routing/city-pages.ts), so that a city's edit does not bundle again. Required, so a new collection says which.
   */
  bundled: boolean;
  /** Fields written in Markdown, delivered to pages as HTML ("*" matches every item of a list). */
  markdown?: string[];
}
