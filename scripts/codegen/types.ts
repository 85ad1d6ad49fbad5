import fs from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { collections } from './collections.ts';

/**
 * Derives the TypeScript types from the JSON Schemas, so each field is defined once. Fields with a default are
 * emitted as required, because codegen fills defaults in before pages see the data.
 */
export async function schemaTypes(root: string): Promise<string> {
  const properties: Record<string, JSONSchema> = {};
  const seen = new Set<string>();
  for (const c of collections) {
    if (seen.has(c.type)) continue;
    seen.add(c.type);
    const file = path.join(root, 'schemas', c.schema);
    const schema = absoluteRefs(JSON.parse(fs.readFileSync(file, 'utf8')), file) as JSONSchema;
    properties[c.type] = { ...schema, title: c.type };
  }
  const all: JSONSchema = {
    title: 'AllSchemas',
    type: 'object',
    additionalProperties: false,
    properties,
    required: Object.keys(properties),
  };
  const types = await compile(all, 'AllSchemas', {
    bannerComment: '',
    cwd: path.join(root, 'schemas'),
    additionalProperties: false,
    unreachableDefinitions: false,
    format: false,
  });
  // The names a page's row may give as its `translatedBy` (src/lib/routing/page-kinds.ts): a typo there is a type error.
  const bundled = collections.filter((c) => c.bundled).map((c) => JSON.stringify(c.name));
  return `${types}\n/** A collection of data/ the pages' bundle holds, by its name in scripts/codegen/collections.ts. */\nexport type BundledCollection = ${bundled.join(' | ')};\n`;
}

function absoluteRefs(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, file));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === '$ref' && typeof v === 'string' ? resolveRef(v, file) : absoluteRefs(v, file);
  }
  const props = out.properties as Record<string, { default?: unknown }> | undefined;
  if (props) {
    const withDefault = Object.keys(props).filter((p) => props[p] && 'default' in props[p]);
    if (withDefault.length) out.required = [...new Set([...((out.required as string[]) ?? []), ...withDefault])];
  }
  return out;
}

function resolveRef(ref: string, file: string): string {
  const [target, hash = ''] = ref.split('#');
  const base = target ? path.resolve(path.dirname(file), target) : file;
  return `${base}${hash ? `#${hash}` : ''}`;
}
