/**
 * The rule of tests/README.md, checked: a test file that starts a process, listens on a port or runs codegen is named
 * x.int.test.ts (project `integration`), so that `npm run test:unit` stays in memory and takes seconds. A file is
 * caught by what it writes itself or by a helper of tests/ (or tools/bench/test/) it imports that does it; the
 * modules of src/ and scripts/ it imports are not followed, so a unit test may call codegen's pure functions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import vitestConfig from '../../vitest.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEST_FOLDERS = ['tests', 'tools/bench/test'];
// Run after the build, in project `site` or by Playwright: outside this rule.
const AFTER_BUILD = ['tests/site/', 'tests/hosts/', 'tests/e2e/', 'tests/fixtures/'];

/** What starts a process, opens a port or runs codegen, each with the words of the rule it breaks. */
const WORK = [
  { pattern: /from 'node:child_process'/, what: 'starts a process (node:child_process)' },
  { pattern: /from 'esbuild'|\besbuildOnce\b/, what: "starts esbuild's own binary" },
  { pattern: /\.listen\(|\bcreateServer\b|\bBlobsServer\b|from '@hono\/node-server'/, what: 'listens on a port' },
  { pattern: /\brunCodegen\b|\bensureTool\b/, what: 'runs codegen or installs a tool package' },
];

const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');
const inTestFolder = (file: string) =>
  TEST_FOLDERS.some((dir) => file.startsWith(`${dir}/`)) && !AFTER_BUILD.some((dir) => file.startsWith(dir));

const found = new Map<string, string | null>();
/** Why a file of the test folders does outside work (itself or through a helper it imports), or null. */
function work(file: string, seen = new Set<string>()): string | null {
  if (found.has(file)) return found.get(file) ?? null;
  if (seen.has(file)) return null;
  seen.add(file);
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  let why = WORK.find(({ pattern }) => pattern.test(text))?.what ?? null;
  for (const [, spec] of why ? [] : text.matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)) {
    const helper = rel(path.resolve(ROOT, path.dirname(file), spec));
    const through = inTestFolder(helper) && fs.existsSync(path.join(ROOT, helper)) ? work(helper, seen) : null;
    if (through) {
      why = `${through}, through ${helper}`;
      break;
    }
  }
  found.set(file, why);
  return why;
}

const testFiles = TEST_FOLDERS.flatMap((dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.test.ts') && inTestFolder(f) && !f.includes('/node_modules/')),
);
// This file names the patterns it looks for, and does none of it.
const self = rel(import.meta.filename);

describe('unit and integration test files', () => {
  it('finds test files of both kinds', () => {
    expect(testFiles.filter((f) => f.endsWith('.int.test.ts')).length).toBeGreaterThan(0);
    expect(testFiles.filter((f) => !f.endsWith('.int.test.ts')).length).toBeGreaterThan(0);
  });

  it('names x.int.test.ts every file that starts a process, listens on a port or runs codegen', () => {
    const misnamed = testFiles
      .filter((f) => !f.endsWith('.int.test.ts') && f !== self)
      .flatMap((f) => {
        const why = work(f);
        return why ? [`${f} ${why}: rename it ${path.basename(f, '.test.ts')}.int.test.ts (tests/README.md)`] : [];
      });
    expect(misnamed).toEqual([]);
  });
});

describe("the run's temporary files", () => {
  // tests/run-tmp.ts: before it, a unit run left 8 folders in the system's temporary folder and a whole run hundreds.
  it('go to a folder of the run, removed when it ends, in every project', () => {
    expect(path.basename(os.tmpdir())).toMatch(/^vitest-run-/);
    const projects = (vitestConfig.test?.projects ?? []) as { test: { name: string; globalSetup?: string[] } }[];
    for (const { test } of projects) expect(test.globalSetup, test.name).toContain('tests/run-tmp.ts');
  });
});

describe("the test helpers' hooks", () => {
  // Every project's files share their worker's modules (vitest.config.ts): a hook at a helper's top level is
  // registered for the first file of the worker that imports the helper, and never for the others.
  const helpers = TEST_FOLDERS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/\/(e2e|fixtures|node_modules)\//.test(f)),
  );
  it('are registered by the calling test or file, never at the top level of a helper module', () => {
    expect(helpers.length).toBeGreaterThan(10);
    const hooked = helpers.filter((f) =>
      /^(beforeAll|afterAll|beforeEach|afterEach)\(/m.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
    );
    // The setup files, which Vitest runs again before each file, are where such hooks belong.
    expect(hooked.filter((f) => !f.endsWith('restore-env.ts'))).toEqual([]);
  });
});
