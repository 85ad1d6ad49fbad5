import path from 'node:path';
import { type Collection, collections, IGNORED_IN_DATA } from './collections.ts';
import type { DataError } from './data-error.ts';
import { listFiles } from './load.ts';
import { englishFileOf } from './translations.ts';

/**
 * Files in data/ that codegen did not read and that IGNORED_IN_DATA does not list: each is an error naming the file
 * and the likely fix (a wrong extension or case, a sub-folder), since the marketer expects it on the site.
 */
export function unloadedFiles(root: string, loaded: Set<string>): DataError[] {
  const ignored = (f: string) =>
    IGNORED_IN_DATA.some((i) => (i.endsWith('/') ? f.startsWith(i) : f === i)) ||
    f.split('/').some((part) => part.startsWith('.'));
  // A translation of a file that was read but is invalid waits for that file's own errors to be fixed: no error of its own.
  const waits = (f: string) => loaded.has(englishFileOf(f)?.file ?? '');
  return listFiles(root, 'data')
    .filter((f) => !loaded.has(f) && !ignored(f) && !waits(f))
    .map((file) => ({ file, line: 1, col: 1, message: `${file} is not read by the site: ${why(file)}` }));
}

const known = () => collections.map((c: Collection) => (c.many ? `${c.path}/*.yaml` : c.path)).join(', ');
const ADVICE =
  'or delete it; to keep a file here on purpose, add it to IGNORED_IN_DATA in scripts/codegen/collections.ts.';

function why(file: string): string {
  const dir = path.posix.dirname(file);
  const name = path.posix.basename(file);
  const folder = collections.find((c) => c.many && (dir === c.path || dir.startsWith(`${c.path}/`)));
  const translation = englishFileOf(file);
  if (translation)
    return `it translates ${translation.file}, which does not exist: a translation sits beside the file it translates, with its name. Rename it to match that file, or delete it.`;
  const yamlLike = /\.ya?ml(\.|$)/i.exec(name);
  if (folder && dir !== folder.path)
    return `${folder.path}/ reads no sub-folders. Move it to ${folder.path}/${name}, ${ADVICE}`;
  if (yamlLike) {
    const fixed = `${dir}/${name.slice(0, yamlLike.index).toLowerCase()}.yaml`;
    return `data files end in .yaml (lower case). Rename it to ${fixed}, ${ADVICE}`;
  }
  return `it is not one of the data files (${known()}). Move it elsewhere ${ADVICE}`;
}
