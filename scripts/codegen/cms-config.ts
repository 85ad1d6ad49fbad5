import { type CmsField, hidden, schemaToFields } from './cms-fields.ts';
import { humanize, singular } from './cms-labels.ts';
import type { Collection } from './collections.ts';
import type { Schemas } from './schemas.ts';
import { LOCALES } from './translations.ts';

/**
 * The CMS drops YAML comments when it saves. This format (registered by src/admin/cms.ts) reads the schema comment
 * of line 1 into a hidden field and writes it back, so files edited on the web still name their schema.
 */
export const CMS_FORMAT = 'yaml-schema';
export const SCHEMA_FIELD = '$schema';
const schemaField = (schemaPath: string): CmsField => ({
  name: SCHEMA_FIELD,
  label: 'Schema',
  widget: 'hidden',
  default: schemaPath,
});

/** Where the editor commits: the GitHub repository of data/site.yaml's webEditor. */
export interface EditorBackend {
  repository: string;
  branch: string;
  /** The site's address (data/site.yaml baseUrl): its /api/auth signs editors in to GitHub in one click. */
  baseUrl?: string;
}

/** The sign-in endpoint the form handler serves (src/server/access/auth-app.ts), below the site's address. */
export const AUTH_ENDPOINT = 'api/auth';

/**
 * The CMS's config.yml (as an object): one collection per collection of scripts/codegen/collections.ts, fields from
 * its schema in the order of its data files (`content`: the loaded records by collection name).
 */
export function cmsConfig(
  collections: Collection[],
  schemas: Schemas,
  content: Record<string, unknown> = {},
  backend: EditorBackend = { repository: 'owner/repository', branch: 'main' },
) {
  const comment = (c: Collection, file: string) => `${`../`.repeat(file.split('/').length - 1)}schemas/${c.schema}`;
  const samples = (c: Collection) => [content[c.name] ?? []].flat();
  const many = collections.filter((c) => c.many);
  const single = collections.filter((c) => !c.many);
  return {
    // "Sign in with GitHub" goes through the site's own OAuth endpoint (base_url + auth_endpoint: the CMS needs an
    // absolute address), and a token can still be pasted; on localhost the CMS also offers to edit the local checkout
    // through the browser's File System Access API, without any account.
    backend: {
      name: 'github',
      repo: backend.repository,
      branch: backend.branch,
      ...(backend.baseUrl ? { base_url: backend.baseUrl.replace(/\/+$/, ''), auth_endpoint: AUTH_ENDPOINT } : {}),
    },
    media_folder: 'data/images/uploads',
    public_folder: 'uploads',
    // File names from a record's name: lower-case ASCII words joined by hyphens, as the id patterns require.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Each language side by side; a translation is saved beside its English file as <name>.es.yaml, the layout
    // codegen reads (scripts/codegen/translations.ts). A new entry starts in English only (a new city has no Spanish
    // page until someone writes its intro): the editor offers to add Español, and saving never asks for it.
    // English keeps its file name (about.yaml, not about.en.yaml): omit_default_locale_from_file_path.
    i18n: {
      structure: 'multiple_files',
      locales: [...LOCALES],
      default_locale: 'en',
      initial_locales: 'default',
      omit_default_locale_from_file_path: true,
    },
    // An optional field left empty is left out of the file, as a marketer writing YAML would leave it: written as
    // `geo: null` it would fail the schema (an optional group is a whole group or nothing).
    output: { omit_empty_optional_fields: true },
    collections: [
      ...many.map((c) => {
        const schema = schemas.schema(c.schema) ?? {};
        const fields = schemaToFields(schema, schemas, c.schema, c.markdown, samples(c));
        // The id is the file name: derived from the record's name when there is one (never typed), checked by its
        // pattern otherwise.
        const idFrom = c.idFrom;
        return {
          name: c.name,
          label: humanize(c.name),
          label_singular: singular(humanize(c.name)),
          folder: c.path,
          extension: 'yaml',
          format: CMS_FORMAT,
          i18n: true,
          create: true,
          identifier_field: idFrom?.field ?? c.idField,
          slug: idFrom ? idFrom.template : `{{fields.${c.idField}}}`,
          summary: `{{fields.${idFrom?.field ?? c.idField}}}`,
          fields: [
            schemaField(comment(c, `${c.path}/x.yaml`)),
            ...fields.map((f) => (idFrom && f.name === c.idField ? hidden(f) : f)),
          ],
        };
      }),
      {
        name: 'pages',
        label: 'Site and pages',
        format: CMS_FORMAT,
        i18n: true,
        files: single.map((c) => ({
          name: c.name,
          label: humanize(c.name),
          // A file collection says where each language's file is: data/pages/about.yaml, data/pages/about.es.yaml.
          file: c.path.replace(/\.yaml$/, '.{{locale}}.yaml'),
          format: CMS_FORMAT,
          i18n: true,
          fields: [
            schemaField(comment(c, c.path)),
            ...schemaToFields(schemas.schema(c.schema) ?? {}, schemas, c.schema, c.markdown, samples(c)),
          ],
        })),
      },
    ],
  };
}
