import fs from 'node:fs';
import path from 'node:path';
import { type Document, LineCounter, parseDocument } from 'yaml';
import type { DataError } from './data-error.ts';

/** A YAML file read from data/, with what is needed to point back into its text. */
export interface SourceFile {
  /** Path relative to the project root, forward slashes. */
  file: string;
  /** The file name without .yaml: the id that must match the record's slug. */
  stem: string;
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  data: unknown;
}

/**
 * The byte offset of the first byte that is not UTF-8 (a file saved as Windows-1252 or Latin-1), or -1.
 * TextDecoder's fatal mode says only that there is one, not where.
 */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    const size =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (!size || i + size > bytes.length) return i;
    for (let k = 1; k < size; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    // Overlong forms, UTF-16 surrogates and code points above U+10FFFF.
    if (
      (b === 0xe0 && bytes[i + 1] < 0xa0) ||
      (b === 0xed && bytes[i + 1] > 0x9f) ||
      (b === 0xf0 && bytes[i + 1] < 0x90) ||
      (b === 0xf4 && bytes[i + 1] > 0x8f)
    )
      return i;
    i += size;
  }
  return -1;
}

export function loadYaml(root: string, file: string): { source?: SourceFile; errors: DataError[] } {
  const bytes = fs.readFileSync(path.join(root, file));
  const bad = invalidUtf8Offset(bytes);
  if (bad >= 0) {
    const before = bytes.subarray(0, bad).toString('utf8').split('\n');
    const hex = bytes[bad].toString(16).toUpperCase().padStart(2, '0');
    return {
      errors: [
        {
          file,
          line: before.length,
          col: before.at(-1)!.length + 1,
          message: `the file is not UTF-8: byte 0x${hex} at byte offset ${bad} is not valid UTF-8 (the file was probably saved as Windows-1252 or Latin-1, which would garble its accented letters). Save it again with the UTF-8 encoding (VS Code: "Save with Encoding" > UTF-8).`,
        },
      ],
    };
  }
  return parseSource(file, bytes.toString('utf8'));
}

/** Parses a data file's text (read from `file`, relative to the project root). */
export function parseSource(file: string, text: string): { source?: SourceFile; errors: DataError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors: DataError[] = doc.errors.map((err) => {
    const pos = lineCounter.linePos(err.pos[0]);
    const what = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return {
      file,
      line: pos.line,
      col: pos.col,
      message: `YAML syntax error: ${what}. Check the indentation and quotes on this line and the one before.`,
    };
  });
  if (errors.length) return { errors };
  return { source: sourceFile(file, text, doc.toJS()), errors };
}

/**
 * A parsed file keeps its text and data, not its syntax tree: a tree weighs some 20 times its text, and with
 * thousands of cities the trees alone would take gigabytes. The tree is parsed again only when an error has to
 * point into the file.
 */
export function sourceFile(file: string, text: string, data: unknown): SourceFile {
  const stem = path.basename(file).replace(/\.ya?ml$/, '');
  let tree: { doc: Document.Parsed; lineCounter: LineCounter } | undefined;
  const parse = () => {
    const lineCounter = new LineCounter();
    tree ??= { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
    return tree;
  };
  return {
    file,
    stem,
    text,
    data,
    get doc() {
      return parse().doc;
    },
    get lineCounter() {
      return parse().lineCounter;
    },
  };
}

/** Every .yaml file directly inside a folder of data/, sorted so output is stable. */
export function listYaml(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.yaml'))
    .map((f) => `${dir}/${f.name}`)
    .sort();
}

/** Every file under a folder (relative to root, forward slashes), sub-folders included. */
export function listFiles(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.relative(root, path.join(f.parentPath, f.name)).split(path.sep).join('/'))
    .sort();
}
