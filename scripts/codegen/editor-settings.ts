import fs from 'node:fs';
import path from 'node:path';
import type { Collection } from './collection.ts';

/**
 * The editor's settings (.vscode/settings.json): the YAML extension's map of each data file to its schema, so an
 * editor checks a file as it is typed and completes its keys. Written by codegen from the collections' table, so a
 * new collection is mapped without anyone listing it a second time; the file is not committed (.gitignore).
 */
export function editorSettings(collections: readonly Collection[]): string {
  const schemas = new Map<string, Collection[]>();
  for (const c of collections)
    schemas.set(`./schemas/${c.schema}`, [...(schemas.get(`./schemas/${c.schema}`) ?? []), c]);
  const map = Object.fromEntries(
    [...schemas].map(([schema, of]) => {
      const files = of.map((c) => (c.many ? `${c.path}/*.yaml` : c.path));
      return [schema, files.length === 1 ? files[0] : files];
    }),
  );
  const settings = { 'yaml.schemas': map, 'yaml.validate': true, 'yaml.completion': true, 'yaml.hover': true };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

/** Writes the editor's settings under `root` when they changed (an unchanged file keeps its date). */
export function writeEditorSettings(root: string, collections: readonly Collection[]): void {
  const file = path.join(root, '.vscode', 'settings.json');
  const text = editorSettings(collections);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
