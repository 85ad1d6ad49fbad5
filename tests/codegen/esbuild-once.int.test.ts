/**
 * Codegen's small bundles (the web editor's scripts, the island hold and counting scripts) are made again only when a
 * file they were made from changed: an import's change counts as much as the entry's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOnce, isKept, keptFile, keptOutput, markKept } from '../../scripts/codegen/esbuild-once.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esbuild-once-'));
const name = `test-${process.pid}`;
const cacheFile = path.resolve(import.meta.dirname, `../../node_modules/.cache/codegen-esbuild/${name}.json`);
const keptJson = cacheFile.replace(/\.json$/, '-kept.json');
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(cacheFile, { force: true });
  fs.rmSync(keptJson, { force: true });
  for (const f of fs.readdirSync(path.dirname(cacheFile)))
    if (f.startsWith(`${name}-`)) fs.rmSync(path.join(path.dirname(cacheFile), f), { force: true });
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

describe('keptFile', () => {
  it('makes the file once per key and links the kept copy into place', () => {
    let made = 0;
    const make = () => `bundle ${++made}`;
    const [a, b, c] = ['a.js', 'b.js', 'c.js'].map((f) => path.join(dir, f));
    keptFile(`${name}-file`, 'v1', a, make);
    keptFile(`${name}-file`, 'v1', b, make);
    expect([fs.readFileSync(a, 'utf8'), fs.readFileSync(b, 'utf8')]).toEqual(['bundle 1', 'bundle 1']);
    // One file under two names (a copy where the temporary folder is on another file system).
    if (fs.statSync(a).nlink > 1) expect(fs.statSync(b).ino).toBe(fs.statSync(a).ino);
    keptFile(`${name}-file`, 'v2', c, make);
    expect(fs.readFileSync(c, 'utf8')).toBe('bundle 2');
    expect(made).toBe(2);
  });
});

describe('isKept and markKept', () => {
  it('say whether this key passed before, and no other', () => {
    expect(isKept(`${name}-mark`, 'schemas v1')).toBe(false);
    markKept(`${name}-mark`, 'schemas v1');
    expect(isKept(`${name}-mark`, 'schemas v1')).toBe(true);
    expect(isKept(`${name}-mark`, 'schemas v2')).toBe(false);
  });
});
