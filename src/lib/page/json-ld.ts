import type { Thing, WithContext } from 'schema-dts';

/** A page's JSON-LD: the nodes codegen builds for it (scripts/codegen/schema-org.ts), rendered by one component. */
export type Graph = WithContext<Thing>[];

/**
 * JSON for a <script type="application/ld+json"> block. "<", ">" and "&" become \u escapes, so a value such as
 * "</script><script>" stays data; U+2028/2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
