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
  /** Fields written in Markdown, delivered to pages as HTML ("*" matches every item of a list). */
  markdown?: string[];
}
