/** The checks and choices of one web editor field, read from its JSON Schema. */
import { humanize, type S } from './cms-labels.ts';

/** Length and pattern checks of a text field (Sveltia's minlength/maxlength, Decap's pattern with its message). */
export function textChecks(prop: S): Record<string, unknown> {
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
export function markdownChecks(prop: S): Record<string, unknown> {
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

export function options(prop: S): { label: string; value: unknown }[] | undefined {
  if (prop.enum) return prop.enum.map((v: unknown) => ({ label: humanize(String(v)), value: v }));
  if (prop.anyOf?.every((b: S) => 'const' in b))
    return prop.anyOf.map((b: S) => ({ label: String(b.title ?? humanize(String(b.const))), value: b.const }));
  return undefined;
}
