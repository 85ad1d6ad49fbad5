import type { Collection } from './collections.ts';
import type { Schemas } from './schemas.ts';

type S = Record<string, any>;
/** One field of Decap CMS's config (https://decapcms.org/docs/widgets/). */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/**
 * Decap CMS drops YAML comments when it saves. This format (registered by src/admin/cms.ts) reads the schema comment
 * of line 1 into a hidden field and writes it back, so files edited on the web still name their schema.
 */
export const CMS_FORMAT = 'yaml-schema';
export const SCHEMA_FIELD = '$schema';
const schemaField = (schemaPath: string): CmsField => ({ name: SCHEMA_FIELD, label: 'Schema', widget: 'hidden', default: schemaPath, required: false });

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/**
 * Turns a JSON Schema into Decap CMS fields, so the web editor and the validator share one definition of every field:
 * descriptions become hints, enums and county choices become selects, patterns are enforced, lists and groups nest.
 */
export function schemaToFields(schema: S, schemas: Schemas, schemaKey: string, markdown: string[] = []): CmsField[] {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries<S>(schema.properties ?? {}).map(([name, prop]) => field(name, prop, required.has(name), schemas, schemaKey, markdown.includes(name) ? 'markdown' : undefined, markdown));
}

function resolve(prop: S, schemas: Schemas, key: string): S {
  if (!prop.$ref) return prop;
  const target = schemas.resolve(String(prop.$ref), key) ?? {};
  const { $ref: _ref, ...rest } = prop;
  return { ...resolve(target, schemas, key), ...rest };
}

function field(name: string, raw: S, required: boolean, schemas: Schemas, key: string, forced?: string, markdown: string[] = []): CmsField {
  const prop = resolve(raw, schemas, key);
  const base: CmsField = { name, label: prop.title && !prop.anyOf ? String(prop.title) : label(name), widget: 'string', required };
  if (prop.description) base.hint = String(prop.description);
  if (prop.default !== undefined) base.default = prop.default;
  const nested = (p: S) => markdown.filter((m) => m.startsWith(`${name}.*.`) || m.startsWith(`${name}.`)).map((m) => m.split('.').pop()!).filter((m) => p.properties?.[m]);
  if (forced) return { ...base, widget: forced };
  if (prop.enum) return { ...base, widget: 'select', options: prop.enum.map(String) };
  if (prop.const !== undefined) return { ...base, widget: 'hidden', default: prop.const };
  if (prop.anyOf?.every((b: S) => 'const' in b)) return { ...base, widget: 'select', options: prop.anyOf.map((b: S) => ({ label: String(b.title ?? b.const), value: b.const })) };
  if (prop.type === 'boolean') return { ...base, widget: 'boolean' };
  if (prop.type === 'integer' || prop.type === 'number') return { ...base, widget: 'number', value_type: prop.type === 'integer' ? 'int' : 'float', ...(prop.minimum !== undefined && { min: prop.minimum }), ...(prop.maximum !== undefined && { max: prop.maximum }) };
  if (prop.type === 'array') {
    const items = resolve(prop.items ?? {}, schemas, key);
    if (items.type === 'object') return { ...base, widget: 'list', fields: schemaToFields(items, schemas, key, nested(items)) };
    if (items.enum) return { ...base, widget: 'select', multiple: true, options: items.enum.map(String) };
    return { ...base, widget: 'list', field: field('item', items, true, schemas, key) };
  }
  if (prop.type === 'object') return { ...base, widget: 'object', fields: schemaToFields(prop, schemas, key, nested(prop)) };
  if (typeof prop.pattern === 'string' && /\.\(jpg/.test(prop.pattern)) return { ...base, widget: 'image' };
  const long = (prop.minLength ?? 0) >= 20 || (prop.maxLength ?? 0) > 300;
  const out: CmsField = { ...base, widget: long ? 'text' : 'string' };
  if (prop.pattern) out.pattern = [String(prop.pattern), String(prop.description ?? 'Check the format.')];
  return out;
}

/** Decap CMS's config.yml (as an object): one collection per collection of scripts/codegen/collections.ts. */
export function cmsConfig(collections: Collection[], schemas: Schemas) {
  const comment = (c: Collection, file: string) => `../`.repeat(file.split('/').length - 1) + `schemas/${c.schema}`;
  const many = collections.filter((c) => c.many);
  const single = collections.filter((c) => !c.many);
  return {
    // Git-based: edits become commits (or pull requests with the editorial workflow), checked by the same validation.
    backend: { name: 'git-gateway', branch: 'main' },
    publish_mode: 'editorial_workflow',
    local_backend: true,
    media_folder: 'data/images/uploads',
    public_folder: 'uploads',
    collections: [
      ...many.map((c) => {
        const schema = schemas.resolve(c.schema, c.schema) ?? {};
        return {
          name: c.name,
          label: label(c.name),
          folder: c.path,
          extension: 'yaml',
          format: CMS_FORMAT,
          create: true,
          identifier_field: c.idField,
          slug: `{{fields.${c.idField}}}`,
          fields: [schemaField(comment(c, `${c.path}/x.yaml`)), ...schemaToFields(schema, schemas, c.schema, c.markdown)],
        };
      }),
      {
        name: 'pages',
        label: 'Site and pages',
        format: CMS_FORMAT,
        files: single.map((c) => ({
          name: c.name,
          label: label(c.name),
          file: c.path,
          fields: [schemaField(comment(c, c.path)), ...schemaToFields(schemas.resolve(c.schema, c.schema) ?? {}, schemas, c.schema, c.markdown)],
        })),
      },
    ],
  };
}
