import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
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

export function loadYaml(root: string, file: string): { source?: SourceFile; errors: DataError[] } {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors: DataError[] = doc.errors.map((err) => {
    const pos = lineCounter.linePos(err.pos[0]);
    const what = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return { file, line: pos.line, col: pos.col, message: `YAML syntax error: ${what}. Check the indentation and quotes on this line and the one before.` };
  });
  if (errors.length) return { errors };
  const stem = path.basename(file).replace(/\.ya?ml$/, '');
  return { source: { file, stem, text, doc, lineCounter, data: doc.toJS() }, errors };
}

/** Every .yaml file directly inside a folder of data/, sorted so output is stable. */
export function listYaml(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => `${dir}/${f}`);
}
