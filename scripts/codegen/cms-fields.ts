/** A JSON Schema turned into the web editor's fields, so the editor and the validator share one definition of each. */
import { markdownChecks, options, textChecks } from './cms-checks.ts';
import { childSamples, humanize, keyOrder, type S, SUMMARY_FIELDS, singular } from './cms-labels.ts';
import type { Schemas } from './schemas.ts';
import { IDENTIFIER_DEFS } from './translations.ts';

/** One field of the web editor's config (Sveltia CMS, Decap-compatible: https://sveltiacms.app/en/docs/fields). */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };
/** Written with the day's date by the editor on every save (src/admin/cms.ts) and by `npm run new:city`. */
export const LAST_UPDATED = 'lastUpdated';
/** A field the editor fills in by itself (hidden fields take no checks or hints). */
export const hidden = ({ name, label }: CmsField, extra: Record<string, unknown> = {}): CmsField => ({
  name,
  label,
  widget: 'hidden',
  ...extra,
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
