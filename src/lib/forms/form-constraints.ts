/**
 * The browser half of a form's JSON Schema: the string keywords a browser can enforce by itself (required,
 * minLength, maxLength, pattern) turned into input attributes at build time. The receiver checks the whole schema
 * again, so the page gets the same rules without shipping a validator (ajv would cost ~35 KB gzip).
 */
export interface InputConstraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A regular expression the browser compiles with the `v` flag and anchors at both ends. */
  pattern?: string;
}

interface ObjectSchema {
  required?: string[];
  properties: Record<string, { [keyword: string]: unknown; minLength?: number; maxLength?: number; pattern?: string }>;
}

export function inputConstraints<K extends string>(
  schema: ObjectSchema,
  names: readonly K[],
): Record<K, InputConstraints> {
  const out = {} as Record<K, InputConstraints>;
  for (const name of names) {
    const p = schema.properties[name];
    if (!p) throw new Error(`The form schema has no property "${name}"`);
    const c: InputConstraints = {};
    if (schema.required?.includes(name)) c.required = true;
    if (p.minLength !== undefined) c.minLength = p.minLength;
    if (p.maxLength !== undefined) c.maxLength = p.maxLength;
    if (p.pattern !== undefined) c.pattern = p.pattern;
    out[name] = c;
  }
  return out;
}
