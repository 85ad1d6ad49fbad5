/**
 * Vitest global setup of every project: the run's temporary files in one folder of its own, removed when the run ends.
 * Tests make folders for their servers, stores and copies with os.tmpdir(), and child processes (wrangler, codegen)
 * write there too; a test that forgot to remove its folder left it behind on every run (hundreds of them on a
 * developer's machine). The test workers start after this and inherit TMPDIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-run-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
