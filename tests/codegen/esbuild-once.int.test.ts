/**
 * Codegen's small bundles (the web editor's scripts, the island hold and counting scripts) are made again only when a
 * file they were made from changed: an import's change counts as much as the entry's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOnce, keptOutput } from '../../scripts/codegen/esbuild-once.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esbuild-once-'));
const name = `test-${process.pid}`;
const cacheFile = path.resolve(import.meta.dirname, `../../node_modules/.cache/codegen-esbuild/${name}.json`);
const keptFile = cacheFile.replace(/\.json$/, '-kept.json');
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(cacheFile, { force: true });
  fs.rmSync(keptFile, { force: true });
});

const entry = path.join(dir, 'entry.ts');
const imported = path.join(dir, 'word.ts');
const build = () =>
  esbuildOnce(name, { entryPoints: [entry], bundle: true, format: 'esm', logLevel: 'warning' })[0].text;

describe('esbuildOnce', () => {
  it('bundles, then gives the kept output while no input changed', () => {
    fs.writeFileSync(entry, "import { word } from './word.ts';\nconsole.log(word);\n");
    fs.writeFileSync(imported, "export const word = 'first';\n");
    expect(build()).toContain('"first"');
    // Marked in the cache: the next call gives what was kept, not a new bundle.
    const kept = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    kept.outputs[0].text = 'kept';
    fs.writeFileSync(cacheFile, JSON.stringify(kept));
    expect(build()).toBe('kept');
  });

  it('bundles again when an imported file changed', () => {
    fs.writeFileSync(imported, "export const word = 'second';\n");
    expect(build()).toContain('"second"');
  });

  it('bundles again when the options changed', () => {
    const minified = esbuildOnce(name, { entryPoints: [entry], bundle: true, format: 'esm', minify: true })[0].text;
    expect(minified).toContain('"second"');
    expect(minified).not.toBe(build());
  });
});

describe('keptOutput', () => {
  it('makes the output once per key', () => {
    let made = 0;
    const make = () => ({ made: ++made });
    expect(keptOutput(`${name}-kept`, 'schemas v1', make)).toEqual({ made: 1 });
    expect(keptOutput(`${name}-kept`, 'schemas v1', make)).toEqual({ made: 1 });
    expect(keptOutput(`${name}-kept`, 'schemas v2', make)).toEqual({ made: 2 });
    expect(made).toBe(2);
  });
});
