import Handlebars from 'handlebars';
import type { DataError } from './data-error.ts';
import type { SourceFile } from './load.ts';
import { fieldName, locate } from './locate.ts';

// React escapes what it renders, so templates must not escape a second time (&amp;amp;).
const hb = Handlebars.create();
const compiled = new Map<string, HandlebarsTemplateDelegate>();

function compile(text: string): HandlebarsTemplateDelegate {
  let t = compiled.get(text);
  if (!t) {
    t = hb.compile(text, { strict: true, noEscape: true });
    compiled.set(text, t);
  }
  return t;
}

/**
 * Renders every string of a value as a Handlebars template in strict mode: a variable that does not exist is an
 * error at the string's position, never an empty string on a live page.
 */
export function renderStrings<T>(
  src: SourceFile,
  value: T,
  context: object,
  path: string[] = [],
): { value: T; errors: DataError[] } {
  const errors: DataError[] = [];
  const walk = (v: unknown, segs: string[]): unknown => {
    if (typeof v === 'string') {
      if (!v.includes('{{')) return v;
      try {
        return compile(v)(context);
      } catch (e) {
        errors.push({ file: src.file, ...locate(src, segs), message: templateMessage(fieldName(segs), e, context, v) });
        return v;
      }
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, [...segs, String(i)]));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, [...segs, k])]));
    return v;
  };
  return { value: walk(value, path) as T, errors };
}

function templateMessage(field: string, e: unknown, context: object, template: string): string {
  const raw = e instanceof Error ? e.message : String(e);
  const last = /"([^"]+)" not defined/.exec(raw)?.[1];
  const unknown = last && (writtenPath(template, e) ?? last);
  const names = Object.keys(context)
    .map((k) => `{{${k}.…}}`)
    .join(', ');
  if (unknown)
    return `${field} uses the template variable "${unknown}", which does not exist. Check its spelling; this file may use ${names} (see data/site.yaml).`;
  return `${field} is not a valid template: ${raw.split('\n')[0]}. Write variables as {{site.phone.display}}.`;
}

/** Handlebars names only the last segment of an unknown path; its error's location spans the path as written. */
function writtenPath(template: string, e: unknown): string | undefined {
  const { lineNumber, column, endLineNumber, endColumn } = e as {
    lineNumber?: number;
    column?: number;
    endLineNumber?: number;
    endColumn?: number;
  };
  if (lineNumber === undefined || column === undefined || endColumn === undefined || endLineNumber !== lineNumber)
    return undefined;
  return template.split('\n')[lineNumber - 1]?.slice(column, endColumn).trim() || undefined;
}
