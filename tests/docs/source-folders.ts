import fs from 'node:fs';
import path from 'node:path';

// The folders of code, as tsconfig.json's `include` lists them: the one list a new host's folder is added to (its
// entry, as functions/ and netlify/ are), which the docs' checks below read instead of keeping lists of their own.
const ROOT = path.resolve(import.meta.dirname, '../..');
const include = (JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] })
  .include;

/** Every folder of code written by hand (generated/ is codegen's). */
export const SOURCE_FOLDERS = include.filter(
  (dir) =>
    dir !== 'generated' && fs.existsSync(path.join(ROOT, dir)) && fs.statSync(path.join(ROOT, dir)).isDirectory(),
);

/** The hosts' entry folders: every folder of code but the site's own, its commands, its tests and its tools. */
export const HOST_FOLDERS = SOURCE_FOLDERS.filter(
  (dir) => !['src', 'scripts', 'tests'].includes(dir) && !dir.startsWith('tools/'),
);

/** Every file of the folders of code whose name `pattern` matches, from the root, packages' own folders left out. */
export const sourceFiles = (pattern: RegExp) =>
  SOURCE_FOLDERS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => pattern.test(f) && !f.split(path.sep).includes('node_modules'))
      .map((f) => path.join(dir, f)),
  );
