import type { Collection } from './collections.ts';
import type { Schemas } from './schemas.ts';
import { IDENTIFIER_DEFS, LOCALES } from './translations.ts';

// A JSON Schema node as read from schemas/: any keyword may appear, and each is checked where it is read.
// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents have no static shape here.
type S = Record<string, any>;
/** One field of the web editor's config (Sveltia CMS, Decap-compatible: https://sveltiacms.app/en/docs/fields). */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/**
 * The CMS drops YAML comments when it saves. This format (registered by src/admin/cms.ts) reads the schema comment
 * of line 1 into a hidden field and writes it back, so files edited on the web still name their schema.
 */
export const CMS_FORMAT = 'yaml-schema';
export const SCHEMA_FIELD = '$schema';
/** Written with the day's date by the editor on every save (src/admin/cms.ts) and by `npm run new:city`. */
export const LAST_UPDATED = 'lastUpdated';
const schemaField = (schemaPath: string): CmsField => ({
  name: SCHEMA_FIELD,
  label: 'Schema',
  widget: 'hidden',
  default: schemaPath,
});
/** A field the editor fills in by itself (hidden fields take no checks or hints). */
const hidden = ({ name, label }: CmsField, extra: Record<string, unknown> = {}): CmsField => ({
  name,
  label,
  widget: 'hidden',
  ...extra,
});

/** "zipCodes" -> "Zip codes"; "paint-roller" -> "Paint roller". */
export const humanize = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** "Zip codes" -> "Zip code", "Aliases" -> "Alias", "Categories" -> "Category": the label of one item of a list. */
export function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(s|x|ch|sh)es$/.test(label)) return label.replace(/es$/, '');
  return label.replace(/([^s])s$/, '$1');
}

/** The item field a list entry is summarised by in the editor (instead of "Item 1"), most telling first. */
const SUMMARY_FIELDS = ['name', 'title', 'label', 'heading', 'question', 'term', 'text', 'quote', 'alt', 'slug', 'id'];

/**
 * Field names in the order the data files write them, so the editor shows (and saves) fields in that order. Each
 * file's keys are merged in turn; a key one file adds goes after the key it follows there.
 */
export function keyOrder(samples: unknown[]): string[] {
  const order: string[] = [];
  for (const sample of samples) {
    if (!sample || typeof sample !== 'object' || Array.isArray(sample)) continue;
    let prev = -1;
    for (const key of Object.keys(sample)) {
      const at = order.indexOf(key);
      if (at === -1) order.splice(++prev, 0, key);
      else prev = at;
    }
  }
  return order;
}

/** The values found under `name` in each sample, lists flattened: the samples of a nested group or list item. */
const childSamples = (samples: unknown[], name: string): unknown[] =>
  samples.flatMap((s) => {
    const v = s && typeof s === 'object' ? (s as S)[name] : undefined;
    return Array.isArray(v) ? v : v === undefined ? [] : [v];
  });

interface Ctx {
  schemas: Schemas;
  key: string;
  markdown: string[];
  /** The label of the group a field is in: a list named just "items" is labelled after it. */
  group?: string;
}

/**
 * Turns a JSON Schema into CMS fields, so the web editor and the validator share one definition of every field:
 * descriptions become hints, required lists required fields, enums and county choices selects with readable labels,
 * patterns, lengths and list sizes checks; groups and lists nest. `samples` (the data files) give the field order.
 */
export function schemaToFields(
  schema: S,
  schemas: Schemas,
  schemaKey: string,
  markdown: string[] = [],
  samples: unknown[] = [],
): CmsField[] {
  return fieldsOf(schema, { schemas, key: schemaKey, markdown }, samples);
}

function fieldsOf(schema: S, ctx: Ctx, samples: unknown[]): CmsField[] {
  const required = new Set<string>(schema.required ?? []);
  const names = Object.keys(schema.properties ?? {});
  const order = keyOrder(samples);
  const rank = (n: string) => (order.includes(n) ? order.indexOf(n) : order.length + names.indexOf(n));
  return [...names]
    .sort((a, b) => rank(a) - rank(b))
    .map((name) =>
      field(
        name,
        schema.properties[name],
        required.has(name),
        ctx,
        childSamples(samples, name),
        ctx.markdown.includes(name) ? 'markdown' : undefined,
      ),
    );
}

function resolve(prop: S, schemas: Schemas, key: string): S {
  if (!prop.$ref) return prop;
  const target = schemas.resolve(String(prop.$ref), key) ?? {};
  const { $ref: _ref, ...rest } = prop;
  return { ...resolve(target, schemas, key), ...rest };
}

/** Markdown paths below a field ("sections.*.body" under "sections" -> "body"). */
const nestedMarkdown = (markdown: string[], name: string) =>
  markdown.filter((m) => m.startsWith(`${name}.`)).map((m) => m.split('.').pop()!);

/** Length and pattern checks of a text field (Sveltia's minlength/maxlength, Decap's pattern with its message). */
function textChecks(prop: S): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (prop.minLength !== undefined) out.minlength = prop.minLength;
  if (prop.maxLength !== undefined) out.maxlength = prop.maxLength;
  if (typeof prop.pattern === 'string') out.pattern = [prop.pattern, String(prop.description ?? 'Check the format.')];
  return out;
}

/**
 * The length limits of a Markdown field, as a pattern: Sveltia's minlength/maxlength apply to its String and Text
 * widgets only, while a pattern is checked on every widget. Code points are counted (the `u` flag), as JSON Schema's
 * minLength/maxLength count them.
 */
function markdownChecks(prop: S): Record<string, unknown> {
  if (prop.minLength === undefined && prop.maxLength === undefined) return {};
  const range = `{${prop.minLength ?? 0},${prop.maxLength ?? ''}}`;
  const n = (v: number) => v.toLocaleString('en-US');
  const words = [
    prop.minLength !== undefined && `at least ${n(prop.minLength)}`,
    prop.maxLength !== undefined && `at most ${n(prop.maxLength)}`,
  ]
    .filter(Boolean)
    .join(' and ');
  return { pattern: [`/^[\\s\\S]${range}$/u`, `Write ${words} characters.`] };
}

function options(prop: S): { label: string; value: unknown }[] | undefined {
  if (prop.enum) return prop.enum.map((v: unknown) => ({ label: humanize(String(v)), value: v }));
  if (prop.anyOf?.every((b: S) => 'const' in b))
    return prop.anyOf.map((b: S) => ({ label: String(b.title ?? humanize(String(b.const))), value: b.const }));
  return undefined;
}

/**
 * The field with its translation setting: `i18n: true` on a text a visitor reads (the rule of
 * scripts/codegen/translations.ts: not an identifier, a format, a choice, or `"x-translate": false`) and on a list or
 * group holding one; the editor then shows it in each language and saves the Spanish in `<name>.es.yaml`. Other
 * fields are edited in English only and are the same in every language.
 */
function field(name: string, raw: S, required: boolean, ctx: Ctx, samples: unknown[], forced?: string): CmsField {
  const made = untranslated(name, raw, required, ctx, samples, forced);
  const prop = resolve(raw, ctx.schemas, ctx.key);
  const identifier = typeof raw.$ref === 'string' && IDENTIFIER_DEFS.test(String(raw.$ref));
  if (identifier || prop['x-translate'] === false || made.widget === 'hidden') return made;
  const text = ['string', 'text', 'markdown'].includes(made.widget) && !prop.format && !made.options;
  const holdsText = (f: CmsField) => f.i18n === true;
  const nested =
    (made.fields as CmsField[] | undefined)?.some(holdsText) ||
    (made.field ? holdsText(made.field as CmsField) : false);
  return text || nested ? { ...made, i18n: true } : made;
}

function untranslated(
  name: string,
  raw: S,
  required: boolean,
  ctx: Ctx,
  samples: unknown[],
  forced?: string,
): CmsField {
  const prop = resolve(raw, ctx.schemas, ctx.key);
  const label = humanize(name);
  const base: CmsField = { name, label, widget: 'string', required };
  if (prop.description) base.hint = String(prop.description);
  // lastUpdated is the date of the save, never a default copied from the schema or another file.
  if (name === LAST_UPDATED) return hidden(base);
  if (prop.default !== undefined) base.default = prop.default;
  if (forced) return { ...base, widget: forced, ...markdownChecks(prop) };
  const choices = options(prop);
  if (choices) return { ...base, widget: 'select', options: choices };
  if (prop.const !== undefined) return hidden(base, { default: prop.const });
  if (prop.type === 'boolean') return { ...base, widget: 'boolean', default: prop.default ?? false };
  if (prop.type === 'integer' || prop.type === 'number') {
    return {
      ...base,
      widget: 'number',
      value_type: prop.type === 'integer' ? 'int' : 'float',
      ...(prop.minimum !== undefined && { min: prop.minimum }),
      ...(prop.maximum !== undefined && { max: prop.maximum }),
    };
  }
  if (prop.type === 'array') {
    const items = resolve(prop.items ?? {}, ctx.schemas, ctx.key);
    const size = {
      ...(prop.minItems !== undefined && { min: prop.minItems }),
      ...(prop.maxItems !== undefined && { max: prop.maxItems }),
    };
    // uniqueItems has no CMS option: the hint says it, and validation enforces it.
    const hint = prop.uniqueItems ? { hint: `${base.hint ?? ''} Each entry once.`.trim() } : {};
    // "Requirements" > "Items" would give "Item": the group's name says what one entry is.
    const itemLabel = name === 'items' && ctx.group ? singular(ctx.group) : singular(label);
    const itemChoices = options(items);
    if (itemChoices) return { ...base, ...hint, widget: 'select', multiple: true, options: itemChoices, ...size };
    if (items.type === 'object') {
      const fields = fieldsOf(items, { ...ctx, markdown: nestedMarkdown(ctx.markdown, name) }, samples);
      const summary =
        SUMMARY_FIELDS.find((f) => fields.some((x) => x.name === f && !['list', 'object'].includes(x.widget))) ??
        fields.find((x) => x.widget === 'string')?.name;
      return {
        ...base,
        ...hint,
        widget: 'list',
        label_singular: itemLabel,
        ...(summary && { summary: `{{fields.${summary}}}` }),
        ...size,
        fields,
      };
    }
    return {
      ...base,
      ...hint,
      widget: 'list',
      label_singular: itemLabel,
      ...size,
      field: { ...field(name, prop.items ?? {}, true, ctx, samples), label: itemLabel },
    };
  }
  if (prop.type === 'object')
    return {
      ...base,
      widget: 'object',
      fields: fieldsOf(prop, { ...ctx, markdown: nestedMarkdown(ctx.markdown, name), group: label }, samples),
    };
  if (prop.format === 'date') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', time_format: false };
  if (typeof prop.pattern === 'string' && /\.\(jpg/.test(prop.pattern)) return { ...base, widget: 'image' };
  const long = (prop.minLength ?? 0) >= 20 || (prop.maxLength ?? 0) > 300;
  return { ...base, widget: long ? 'text' : 'string', ...textChecks(prop) };
}

/** Where the editor commits: the GitHub repository of data/site.yaml's webEditor. */
export interface EditorBackend {
  repository: string;
  branch: string;
  /** The site's address (data/site.yaml baseUrl): its /api/auth signs editors in to GitHub in one click. */
  baseUrl?: string;
}

/** The sign-in endpoint the form handler serves (src/server/auth-app.ts), below the site's address. */
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
