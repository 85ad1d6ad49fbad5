import type { AnySchemaObject, ErrorObject } from 'ajv';
import type { DataError } from './data-error.ts';
import type { SourceFile } from './load.ts';
import { fieldName, locate, pointerSegments } from './locate.ts';
import type { Schemas } from './schemas.ts';
import { suggest } from './suggest.ts';

/**
 * Turns ajv's output into sentences a marketer can act on: where (file:line:col), which field, what was expected,
 * what was found, and the likely fix. The wording is pinned by tests/codegen/bad-data*.test.ts.
 */
export function mapAjvErrors(src: SourceFile, errors: ErrorObject[], schemas: Schemas, schemaKey: string): DataError[] {
  const out: DataError[] = [];
  const choiceAt = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  for (const err of errors) {
    // A failed choice (anyOf) also reports each branch it tried: the choice's own sentence says it all.
    if (choiceAt.has(err.instancePath) && err.keyword !== 'anyOf' && err.keyword !== 'oneOf') continue;
    const segments = pointerSegments(err.instancePath);
    const field = fieldName(segments) || 'the file';
    const at = (key?: string) => ({ file: src.file, ...locate(src, segments, key) });
    const help = describe(err.parentSchema, schemas, schemaKey);
    const found = describeValue(err.data);
    const p = err.params as Record<string, unknown>;
    switch (err.keyword) {
      case 'required': {
        const missing = String(p.missingProperty);
        const propSchema = (err.schema && err.parentSchema?.properties?.[missing]) as AnySchemaObject | undefined;
        const what = describe(propSchema, schemas, schemaKey);
        const where = segments.length ? ` to ${field}` : '';
        out.push({
          ...at(),
          message: `the required field "${missing}" is missing${segments.length ? ` in ${field}` : ''}. Add a line "${missing}:"${where}${what ? `: ${what.replace(/\.$/, '')}` : ''}.`,
        });
        break;
      }
      case 'additionalProperties': {
        const extra = String(p.additionalProperty);
        const allowed = Object.keys((err.parentSchema?.properties ?? {}) as object);
        const guess = suggest(extra, allowed);
        const hint = guess ? ` Did you mean "${guess}"?` : ` Allowed fields here: ${allowed.join(', ')}.`;
        out.push({
          ...at(extra),
          message: `${field === 'the file' ? 'unknown' : `${field} has an unknown`} field "${extra}".${hint}`,
        });
        break;
      }
      case 'type':
        out.push({
          ...at(),
          message: `${field} must be ${article(String(p.type))} but is ${found}.${p.type === 'array' && typeof err.data === 'string' ? ` Write it as a list: ${segments.at(-1)}: ["${err.data}"].` : ''}${help ? ` Expected: ${help}` : ''}`,
        });
        break;
      case 'pattern':
      case 'format':
        out.push({
          ...at(),
          message: `${field} is ${found}, which is not in the expected form. Expected: ${help || `${err.keyword} ${String(p.pattern ?? p.format)}`}`,
        });
        break;
      case 'enum':
      case 'const':
      case 'anyOf':
      case 'oneOf': {
        const choices = allowedValues(err, schemas, schemaKey);
        const guess = typeof err.data === 'string' && choices.length ? suggest(err.data, choices) : undefined;
        // With a likely fix, a long list of choices only distracts; without one, it is the help.
        const list = guess && choices.length > 12 ? '' : ` Allowed: ${choices.join(', ')}.`;
        out.push({
          ...at(),
          message: `${field} is ${found}, which is not allowed.${guess ? ` Did you mean "${guess}"?` : ''}${choices.length ? list : ''}`,
        });
        break;
      }
      case 'minLength':
      case 'maxLength':
      case 'minItems':
      case 'maxItems': {
        const limit = Number(p.limit);
        const unit = err.keyword.endsWith('Length') ? 'characters' : 'items';
        const actual = Array.isArray(err.data) ? err.data.length : String(err.data ?? '').length;
        const bound = err.keyword.startsWith('min') ? `at least ${limit}` : `at most ${limit}`;
        out.push({
          ...at(),
          message: `${field} is too ${err.keyword.startsWith('min') ? 'short' : 'long'}: it needs ${bound} ${unit} and has ${actual}.${help ? ` Expected: ${help}` : ''}`,
        });
        break;
      }
      default:
        out.push({
          ...at(),
          message: `${field} ${err.message ?? 'is not valid'} but is ${found}.${help ? ` Expected: ${help}` : ''}`,
        });
    }
  }
  return out;
}

function allowedValues(err: ErrorObject, schemas: Schemas, schemaKey: string): string[] {
  if (err.keyword === 'enum') return ((err.params as { allowedValues: unknown[] }).allowedValues ?? []).map(String);
  if (err.keyword === 'const') return [String((err.params as { allowedValue: unknown }).allowedValue)];
  const branches = ((err.schema ?? []) as AnySchemaObject[]).map((b) =>
    b.$ref ? schemas.resolve(b.$ref, schemaKey) : b,
  );
  return branches.filter((b): b is AnySchemaObject => !!b && 'const' in b).map((b) => String(b.const));
}

/** The schema's description of a field, following a $ref when the field only points elsewhere. */
function describe(schema: AnySchemaObject | undefined, schemas: Schemas, schemaKey: string): string {
  if (!schema) return '';
  if (schema.description) return String(schema.description);
  if (schema.$ref) return describe(schemas.resolve(String(schema.$ref), schemaKey), schemas, schemaKey);
  return '';
}

/** Values up to this many characters are quoted whole; longer ones keep their start and end. */
export const SHOWN = 120;

/** "start of a long value … its end": both ends, where mistakes in a pasted value usually are. */
export function middleEllipsis(value: string, max = SHOWN): string {
  if (value.length <= max) return value;
  const head = Math.ceil((max - 1) * 0.6);
  const tail = max - 1 - head;
  return `${value.slice(0, head).trimEnd()}…${value.slice(-tail).trimStart()}`;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'string')
    return value.length > SHOWN ? `"${middleEllipsis(value)}" (${value.length} characters)` : `"${value}"`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'a group of fields';
  return `${typeof value} ${String(value)}`;
}

function article(type: string): string {
  const names: Record<string, string> = {
    array: 'a list',
    object: 'a group of fields',
    string: 'text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
  };
  return names[type] ?? type;
}
