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
      .flatMap((dir) => tsFiles(dir).map((f) => ({ file: `${dir}/${f}`, text: read(`${dir}/${f}`) })));
    const buildOnly = fs
      .readdirSync(path.join(ROOT, 'src/lib'))
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => {
        const name = f.replace(/\.ts$/, '');
        const imported = new RegExp(`from '(?:\\./|[./]*/lib/)${name}(?:\\.ts|\\.js)?'`);
        return !runtime.some(({ file, text }) => file !== `src/lib/${f}` && imported.test(text));
      });
    expect(buildOnly).toEqual([]);
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
