import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Nothing built, generated or written by a tool is committed: once a folder of 1,200 pages of filler (99 MB) landed
// by accident and every clone downloaded it. The repository holds sources; what a tool writes is named in .gitignore.
const ROOT = path.resolve(import.meta.dirname, '../..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean);
// A source file is small: the largest today is package-lock.json (about 240 KB). A larger one is a build's output, a
// database or an unshrunk photo (photos go through the image pipeline: data/README.md).
const MAX_BYTES = 1024 * 1024;
// Pages are rendered by the build; the only HTML kept by hand is the CMS's and the stats page's shell.
const HTML_KEPT = new Set(['public/admin/index.html', 'public/admin/stats.html', 'public/admin/day.html']);
const isCheckout = fs.existsSync(path.join(ROOT, '.git'));

describe.runIf(isCheckout)('what the repository holds', () => {
  const tracked = git('ls-files');

  it('holds no file that .gitignore says a tool writes', () => {
    const ignored = git('ls-files', '--cached', '--ignored', '--exclude-standard');
    expect(ignored, 'remove them with `git rm -r --cached <path>`').toEqual([]);
  });

  it('holds no file over 1 MB', () => {
    const large = tracked.filter((f) => {
      const file = path.join(ROOT, f);
      return fs.existsSync(file) && fs.statSync(file).size > MAX_BYTES;
    });
    expect(large, 'a built file, a database or an unshrunk photo: keep it out and name it in .gitignore').toEqual([]);
  });

  it('holds no rendered page', () => {
    const pages = tracked.filter((f) => /\.html?$/.test(f) && !HTML_KEPT.has(f));
    expect(pages, 'pages are rendered by `npm run build` into dist/: remove them').toEqual([]);
  });
});
