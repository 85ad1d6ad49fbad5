/**
 * How many values a form post may carry, judged before it is parsed: parsers take time that grows with the number of
 * parts, and reading the fields one name at a time took time that grew with its square (a 349 KB URL-encoded post
 * blocked `npm start` for more than 5 s, 10,000 multipart parts for 1 s). The forms have about a dozen fields, so a
 * post with more values than its schema allows is refused without being parsed. Pure: every host runs it.
 */
import { FORMS, type FormName } from './form-entries.ts';

/** The values a post of `form` may carry: one per field, and a list field's maxItems (check boxes, photos). */
export function maxValues(form: FormName): number {
  const fields = Object.values(FORMS[form].schema.properties) as { type?: string; maxItems?: number }[];
  return fields.reduce((n, f) => n + (f.type === 'array' ? (f.maxItems ?? 1) : 1), 0);
}

/** The values of a URL-encoded body, counted by its separators (an empty pair counts too: no form sends one). */
export function urlEncodedValues(body: string): number {
  let n = body.length ? 1 : 0;
  for (let at = body.indexOf('&'); at !== -1; at = body.indexOf('&', at + 1)) n++;
  return n;
}

/** The boundary a multipart Content-Type names, or undefined. */
export function multipartBoundary(contentType: string): string | undefined {
  const m = /^multipart\/form-data\b.*?;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

/** One part of a multipart body: a text field, or a file (it has a file name, empty when none was chosen). */
export interface Part {
  name: string;
  filename?: string;
  type: string;
  body: Uint8Array<ArrayBuffer>;
}

const text = new TextDecoder();

/**
 * The parts of a multipart/form-data body (RFC 7578), or undefined when it is malformed or has more than `maxParts`
 * parts, found with the bytes' own search and each body a view of the bytes, never a copy: the runtimes' formData()
 * took 1.1 s of blocked server for a 32 MB post, this takes milliseconds. Counting stops at the limit.
 */
export function multipartParts(bytes: Uint8Array<ArrayBuffer>, boundary: string, maxParts: number): Part[] | undefined {
  const encode = (s: string) => new TextEncoder().encode(s);
  const delimiter = encode(`\r\n--${boundary}`);
  const crlf2 = encode('\r\n\r\n');
  // The first delimiter may come first in the body, without its CRLF.
  let at = matchesAt(bytes, delimiter.subarray(2), 0) ? 0 : find(bytes, delimiter, 0);
  if (at === -1) return undefined;
  at += at === 0 ? delimiter.length - 2 : delimiter.length;
  const parts: Part[] = [];
  for (;;) {
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return parts; // the closing delimiter
    if (bytes[at] !== 0x0d || bytes[at + 1] !== 0x0a || parts.length === maxParts) return undefined;
    const headersEnd = find(bytes, crlf2, at);
    const next = headersEnd === -1 ? -1 : find(bytes, delimiter, headersEnd + 2);
    if (next === -1) return undefined;
    const part = partHeaders(text.decode(bytes.subarray(at + 2, headersEnd)));
    if (!part) return undefined;
    parts.push({ ...part, body: bytes.subarray(headersEnd + 4, next) });
    at = next + delimiter.length;
  }
}

/** A part's name, file name and type from its headers; undefined without a form-data Content-Disposition. */
function partHeaders(headers: string): Omit<Part, 'body'> | undefined {
  const disposition = /^content-disposition:\s*form-data\s*(;.*)$/im.exec(headers)?.[1];
  if (!disposition) return undefined;
  const param = (key: string) => new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(disposition)?.[1];
  const name = param('name');
  if (name === undefined) return undefined;
  const type = /^content-type:\s*([^\r\n;]+)/im.exec(headers)?.[1].trim() ?? '';
  const filename = param('filename');
  return filename === undefined ? { name, type } : { name, filename, type };
}

/** Where `pattern` next occurs in `bytes` from `from`, or -1: each candidate found by its first byte. */
function find(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(pattern[0], from); at !== -1; at = bytes.indexOf(pattern[0], at + 1))
    if (matchesAt(bytes, pattern, at)) return at;
  return -1;
}

function matchesAt(bytes: Uint8Array, pattern: Uint8Array, at: number): boolean {
  if (at + pattern.length > bytes.length) return false;
  for (let i = 0; i < pattern.length; i++) if (bytes[at + i] !== pattern[i]) return false;
  return true;
}
