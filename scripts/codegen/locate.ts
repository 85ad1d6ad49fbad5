import { isMap, isScalar, isSeq, type Node } from 'yaml';
import type { DataError } from './data-error.ts';
import type { SourceFile } from './load.ts';

/**
 * Finds where a value sits in a YAML file, following a JSON pointer's segments through maps and lists.
 * When `key` is given, points at that key of the map reached (for unknown or misspelled fields).
 * A path that leads nowhere (a missing field) stops at the deepest node that exists.
 */
export function locate(src: SourceFile, segments: string[], key?: string): { line: number; col: number } {
  let node: unknown = src.doc.contents;
  for (const seg of segments) {
    const next = child(node, seg);
    if (!next) break;
    node = next;
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    if (pair && isScalar(pair.key) && pair.key.range) return src.lineCounter.linePos(pair.key.range[0]);
  }
  const range = (node as Node | null)?.range;
  return range ? src.lineCounter.linePos(range[0]) : { line: 1, col: 1 };
}

function child(node: unknown, seg: string): unknown {
  if (isMap(node)) return node.items.find((p) => isScalar(p.key) && String(p.key.value) === seg)?.value ?? undefined;
  if (isSeq(node)) return node.items[Number(seg)];
  return undefined;
}

/** "/zipCodes/0" -> ["zipCodes", "0"] (JSON pointer, RFC 6901). */
export function pointerSegments(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** ["faq", "2", "answer"] -> "faq[2].answer", the way a person reads a field. */
export function fieldName(segments: string[]): string {
  return segments.reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), '');
}

/** An error at the place a value sits in its file. */
export function at(src: SourceFile, segs: string[], message: string): DataError {
  return { file: src.file, ...locate(src, segs), message };
}
