/**
 * The package's commands keep Node's module resolution from one run to the next (scripts/resolve-cache.mjs, loaded by
 * scripts/compile-cache.mjs): a later run takes each import's file from the cache, and asks Node again whenever the
 * answer may have changed: its file gone, another package.json or other installed packages.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WITH_COMPILE_CACHE } from '../../../scripts/build/plan.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let tmp: string;
const at = (file: string) => path.join(tmp, file);
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(at(file)), { recursive: true });
  fs.writeFileSync(at(file), text);
};
const CACHE = 'node_modules/.cache/node-resolve.json';
const readCache = (): { fingerprint: string; answers: Record<string, [string, string | null]> } =>
  JSON.parse(fs.readFileSync(at(CACHE), 'utf8'));
/** What the entry prints: the installed package's word and the local module's. */
const run = () => execFileSync(process.execPath, [...WITH_COMPILE_CACHE, 'entry.ts'], { cwd: tmp, encoding: 'utf8' });

beforeEach(() => {
  // A project of its own: this project's two start modules, an installed package and two local modules.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resolve-cache-'));
  for (const file of ['scripts/compile-cache.mjs', 'scripts/resolve-cache.mjs'])
    write(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
  write('package.json', '{ "type": "module" }');
  write('node_modules/.package-lock.json', '{ "lockfileVersion": 3 }');
  write('node_modules/word/package.json', '{ "name": "word", "type": "module", "exports": "./index.js" }');
  write('node_modules/word/index.js', "export default 'installed';");
  write('local.ts', "export default 'local';");
  write('other.ts', "export default 'other';");
  write('entry.ts', "import word from 'word';\nimport local from './local.ts';\nconsole.log(word, local);");
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Points the cache's answer for the entry's `./local.ts` at `other.ts`, as a stale answer would. */
function misdirect() {
  const cache = readCache();
  const key = Object.keys(cache.answers).find((k) => k.includes('\n./local.ts\n'));
  expect(key).toBeDefined();
  cache.answers[key!] = [cache.answers[key!][0].replace('local.ts', 'other.ts'), null];
  fs.writeFileSync(at(CACHE), JSON.stringify(cache));
}

describe("the commands' module resolution", () => {
  it('is kept after a run, and a later run takes each file from it without asking Node', () => {
    expect(run()).toBe('installed local\n');
    const answers = Object.entries(readCache().answers).map(([key, [url]]) => [key.split('\n')[1], url]);
    expect(answers).toContainEqual(['word', expect.stringMatching(/\/node_modules\/word\/index\.js$/)]);
    expect(answers).toContainEqual(['./local.ts', expect.stringMatching(/\/local\.ts$/)]);
    // The cache's answer is followed, even a wrong one: proof that Node was not asked.
    misdirect();
    expect(run()).toBe('installed other\n');
  });

  it('asks Node again when the file an answer names is gone, and keeps its new answer', () => {
    run();
    misdirect();
    fs.rmSync(at('other.ts'));
    expect(run()).toBe('installed local\n');
    expect(Object.values(readCache().answers).some(([url]) => url.endsWith('/other.ts'))).toBe(false);
  });

  it('starts over when package.json or the installed packages change', () => {
    run();
    misdirect();
    write('package.json', '{ "type": "module", "private": true }');
    expect(run()).toBe('installed local\n');
    misdirect();
    write('node_modules/.package-lock.json', '{ "lockfileVersion": 3, "packages": {} }');
    expect(run()).toBe('installed local\n');
  });

  it('keeps nothing for a project whose node_modules is linked from another', () => {
    const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'resolve-cache-modules-'));
    try {
      fs.cpSync(at('node_modules'), modules, { recursive: true });
      fs.rmSync(at('node_modules'), { recursive: true });
      fs.symlinkSync(modules, at('node_modules'), 'dir');
      expect(run()).toBe('installed local\n');
      expect(fs.existsSync(path.join(modules, '.cache/node-resolve.json'))).toBe(false);
    } finally {
      fs.rmSync(modules, { recursive: true, force: true });
    }
  });
});
