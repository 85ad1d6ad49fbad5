import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_FOLDERS } from './source-folders.ts';

// Folders that say what they hold: scripts/ has commands only at its top, a module sits in the folder of its command;
// src/lib/ holds what the pages and the form handler run, not what only the build does; each folder a newcomer would
// wonder about says in a README what lives there.
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const tsFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));

describe('the layout', () => {
  it('keeps only commands at the top of scripts/: each is run by an npm script or by CI', () => {
    const runners = [
      ...Object.values(JSON.parse(read('package.json')).scripts as Record<string, string>),
      ...fs.readdirSync(path.join(ROOT, '.github/workflows')).map((f) => read(`.github/workflows/${f}`)),
    ].join('\n');
    const notRun = fs
      .readdirSync(path.join(ROOT, 'scripts'))
      .filter((f) => f.endsWith('.ts') && !runners.includes(`scripts/${f}`));
    expect(notRun, 'move a module into the folder of the command that uses it').toEqual([]);
  });

  it('keeps in src/lib/ only modules that something outside scripts/ and tests/ imports (build-only ones live in scripts/)', () => {
    const runtime = ['src', ...HOST_FOLDERS, 'generated']
      .filter((dir) => fs.existsSync(path.join(ROOT, dir)))
      .flatMap((dir) => tsFiles(dir).map((f) => `${dir}/${f}`));
    const imported = new Set(
      runtime.flatMap((file) =>
        [...read(file).matchAll(/(?:from|import\() ?'(\.[^']+)'/g)].map((m) =>
          path.join(path.dirname(file), m[1] as string),
        ),
      ),
    );
    const buildOnly = tsFiles('src/lib')
      .map((f) => `src/lib/${f}`)
      .filter((f) => !imported.has(f));
    expect(buildOnly).toEqual([]);
  });

  // A folder past about fifteen files gets rooms by domain (STYLE.md): src/lib/ keeps only its door to the generated
  // data at its root, src/server/ the handler's app and its post; each room says in its README what lives there, and
  // no name in one is also a file of the other (src/server/ runs src/lib/'s rules for a request): "quote-answer.ts" in
  // both was two different things.
  it.each([
    ['src/lib', 'src/server'],
    ['src/server', 'src/lib'],
  ])('gives %s rooms by domain, each with a short README, and no file name of %s', (dir, other) => {
    const root = fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true });
    expect(root.filter((e) => e.isFile()).length).toBeLessThanOrEqual(15);
    for (const room of root.filter((e) => e.isDirectory())) {
      const readme = path.join(ROOT, dir, room.name, 'README.md');
      expect(fs.existsSync(readme), `${dir}/${room.name}/README.md`).toBe(true);
      expect(fs.readFileSync(readme, 'utf8').trim().split('\n').length).toBeLessThanOrEqual(6);
    }
    const names = new Set(tsFiles(other).map((f) => path.basename(f)));
    expect(tsFiles(dir).filter((f) => names.has(path.basename(f)))).toEqual([]);
  });

  it('keeps src/content/ (the door to generated/) free of src/lib/: the rules read the data, not the other way', () => {
    const door = tsFiles('src/content').filter((f) => /from '[./]*\/lib\//.test(read(`src/content/${f}`)));
    expect(door).toEqual([]);
  });

  it.each([
    'scripts/build',
    'scripts/codegen',
    'scripts/serve',
    'scripts/start',
    'scripts/check-launch',
    'scripts/new-city',
    'src/server',
    'src/islands',
    'src/client',
    'src/lib',
    ...HOST_FOLDERS,
    'tests',
  ])('has a short README in %s', (dir) => {
    const readme = path.join(ROOT, dir, 'README.md');
    expect(fs.existsSync(readme), `${dir}/README.md`).toBe(true);
    expect(fs.readFileSync(readme, 'utf8').trim().split('\n').length).toBeLessThanOrEqual(6);
  });
});
