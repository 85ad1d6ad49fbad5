import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../tests/fixtures/project-copy.ts';

// `npm run bench` on a fresh clone, which has no generated/ until something runs codegen: the benchmark must get as
// far as reading its arguments. Its modules once imported the server, which reads generated/, and it failed before
// its first step. The copy holds the tracked files only (the work tree's, edits included), packages linked.
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fresh-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0');
  for (const file of tracked.filter((f) => f && fs.existsSync(path.join(REPO_ROOT, f)))) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, file), path.join(root, file));
  }
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('npm run bench starts on a clone without generated/: it reads and checks its arguments', () => {
  expect(fs.existsSync(path.join(root, 'generated'))).toBe(false);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/bench/src/bench.ts', '--cities', 'many'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND/);
  expect(run.stderr).toMatch(/--cities many: give whole numbers/);
  expect(run.status).not.toBe(0);
});
