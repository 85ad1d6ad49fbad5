/**
 * The site's forms as the server sees them, from their JSON Schemas (schemas/forms/): which fields a form post
 * carries as lists or as a boolean, the table columns an entry fills, the fields to fix after a refusal, and JSON and
 * CSV that are safe wherever they are read. Pure: the form handler (src/server/forms-app.ts) runs it on Node,
 * Cloudflare and Netlify alike.
 */
import application from '../../../schemas/forms/application.schema.json' with { type: 'json' };
import newsletter from '../../../schemas/forms/newsletter.schema.json' with { type: 'json' };
import quote from '../../../schemas/forms/quote.schema.json' with { type: 'json' };

interface FieldSchema {
  type?: string;
  const?: unknown;
}
interface FormSchema {
  properties: Record<string, FieldSchema>;
}

/** The forms by name: the endpoint is /api/<name> and the SQL table is <name> (migrations/). */
export const FORMS = {
  // ok: the key of the answer to a stored entry in data/messages.yaml's `forms`, which has it in each language.
  applications: { schema: application as FormSchema, ok: 'applicationOk' },
  newsletter: { schema: newsletter as FormSchema, ok: 'newsletterOk' },
  quote: { schema: quote as FormSchema, ok: 'quoteOk' },
} as const;
export type FormName = keyof typeof FORMS;
export const isFormName = (name: string): name is FormName => Object.hasOwn(FORMS, name);

/** The field people never see and bots fill: checked by the schema (must be empty), never stored, never named. */
export const HONEYPOT = 'website';

/** Bodies larger than this are refused (413) before they are read in full. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The forms the owner is e-mailed about at once (a newsletter sign-up is no lead to call back). */
export const EMAILED_FORMS: readonly FormName[] = ['quote', 'applications'];

/** The field of the quote request that the handler fills with the photos it kept; the visitor's own value is dropped. */
export const PHOTOS_FIELD = 'photos';

/** The field of the quote request that says how many photos were dropped for the photo budget; never the visitor's. */
export const PHOTOS_DROPPED_FIELD = 'photosDropped';
/** Why they were dropped: the client's share of the day, the day's or the total budget (src/lib/photos/photo-budget.ts). */
export const PHOTOS_DROPPED_FOR_FIELD = 'photosDroppedFor';

/** The quote request's short reference (src/lib/quote/quote-reference.ts) and the language of its page, set by the handler. */
export const REFERENCE_FIELD = 'reference';
export const LOCALE_FIELD = 'locale';

/** The fields of a form that only the handler fills: a visitor's own values for them are dropped before the check. */
export const HANDLER_FIELDS: Partial<Record<FormName, readonly string[]>> = {
  quote: [PHOTOS_FIELD, PHOTOS_DROPPED_FIELD, PHOTOS_DROPPED_FOR_FIELD, REFERENCE_FIELD, LOCALE_FIELD],
};

/** The fields typed in a textarea: their line breaks are kept (src/lib/forms/plain-text.ts); every other field is one line. */
export const MULTILINE_FIELDS: Partial<Record<FormName, readonly string[]>> = { quote: ['details'] };

const isBoolean = (s: FieldSchema) => s.type === 'boolean' || typeof s.const === 'boolean';

/** The columns an entry of a form fills, in the schema's order (the honeypot is never stored). */
export const columns = (form: FormName) => Object.keys(FORMS[form].schema.properties).filter((k) => k !== HONEYPOT);

/**
 * A request body as the entry the schema checks. JSON as it is; a plain form post (no JavaScript) with the schema's
 * list fields as lists (repeated check boxes) and "true" as true only in a boolean field: elsewhere it stays text.
 * Undefined when the body is not an object.
 */
export function parseEntry(form: FormName, body: string, contentType: string): Record<string, unknown> | undefined {
  if (/^application\/json\b/i.test(contentType)) {
    try {
      const value: unknown = JSON.parse(body);
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) return undefined;
  return fieldsEntry(form, new URLSearchParams(body));
}

/**
 * The text fields of a form post (URL-encoded, or multipart with its files left out) as the entry the schema checks:
 * the schema's list fields as lists (repeated check boxes), "true" as true only in a boolean field. One pass over the
 * values: asking for each name's values in turn took time that grew with the square of the names.
 */
export function fieldsEntry(form: FormName, params: Iterable<[string, unknown]>): Record<string, unknown> {
  const props = FORMS[form].schema.properties;
  const lists = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (typeof value !== 'string') continue;
    const values = lists.get(key);
    if (values) values.push(value);
    else lists.set(key, [value]);
  }
  const out: Record<string, unknown> = {};
  for (const [key, values] of lists) {
    const field = props[key] ?? {};
    out[key] = field.type === 'array' ? values : isBoolean(field) && values[0] === 'true' ? true : values[0];
  }
  return out;
}

/** The fields a refused entry must fix, from the validator's errors; the honeypot is never among them. */
export function fieldsToFix(errors: { instancePath: string; params: object }[] | null | undefined): string[] {
  const names = (errors ?? []).map(
    (e) => e.instancePath.split('/')[1] || String((e.params as { missingProperty?: string }).missingProperty ?? ''),
  );
  return [...new Set(names)].filter((n) => n && n !== HONEYPOT);
}

/** The SQL values of an entry, one per column: lists as JSON text, booleans as 1/0, absent fields as NULL. */
export function rowValues(form: FormName, entry: Record<string, unknown>): (string | number | null)[] {
  return columns(form).map((c) => {
    const v = entry[c];
    if (v === undefined || v === null) return null;
    if (typeof v === 'boolean') return v ? 1 : 0;
    if (typeof v === 'string' || typeof v === 'number') return v;
    return safeJson(v);
  });
}

/** JSON with U+2028 and U+2029 escaped: raw, they end a line in JavaScript and in line-based readers. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * CSV (RFC 4180) for spreadsheets: every cell quoted, and a cell a spreadsheet would run as a formula (starting with
 * = + - @ or a tab) prefixed with an apostrophe, since applicants type these cells.
 */
export function toCsv(header: string[], rows: Record<string, unknown>[]): string {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : String(v);
    return `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
  };
  return `${[header, ...rows.map((r) => header.map((h) => r[h]))].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Escapes text for HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A stored row back as the entry that was sent: lists parsed, booleans true/false, NULL columns left out. */
export function entryFromRow(form: FormName, row: Record<string, unknown>): Record<string, unknown> {
  const props = FORMS[form].schema.properties;
  const entry: Record<string, unknown> = {};
  for (const c of columns(form)) {
    const v = row[c];
    if (v === null || v === undefined) continue;
    entry[c] = props[c].type === 'array' ? JSON.parse(String(v)) : isBoolean(props[c]) ? Boolean(v) : v;
  }
  return entry;
}
