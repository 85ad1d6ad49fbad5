import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { collections } from '../../scripts/codegen/collections.ts';
import { editorSettings } from '../../scripts/codegen/editor-settings.ts';

// The editor's map of data files to schemas is written by codegen from the collections' table: a new page's data file
// is mapped without a line of its own anywhere. Every English data file must be matched, by the schema its line 1
// names (the Spanish files are checked by codegen against their English file's schema).
const ROOT = path.resolve(import.meta.dirname, '../..');

it('maps every English data file to the schema its first line names', () => {
  const map = (JSON.parse(editorSettings(collections)) as { 'yaml.schemas': Record<string, string | string[]> })[
    'yaml.schemas'
  ];
  const globs = Object.entries(map).flatMap(([schema, files]) => [files].flat().map((glob) => ({ schema, glob })));
  const files = fs
    .readdirSync(path.join(ROOT, 'data'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') && !f.endsWith('.es.yaml'))
    .map((f) => `data/${f.split(path.sep).join('/')}`);
  expect(files).toContain('data/pages/about.yaml');
  const mapped = files.map((file) => {
    const named = /\$schema=(\S+)/.exec(fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')[0])?.[1];
    const schema = named && `./${path.posix.relative('.', path.posix.join(path.posix.dirname(file), named))}`;
    return [file, globs.filter((g) => path.matchesGlob(file, g.glob)).map((g) => g.schema), schema];
  });
  expect(mapped).toEqual(files.map((file, i) => [file, [mapped[i][2]], expect.stringMatching(/^\.\/schemas\//)]));
});
