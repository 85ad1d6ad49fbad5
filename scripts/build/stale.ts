import fs from 'node:fs';
import path from 'node:path';
import { ALL_BUILD_INPUTS } from './inputs.ts';
import { stateFile } from './state.ts';

/** Names listed in the reason before "and N more". */
const LISTED = 3;

/**
 * Why `npm start` must build before it serves, or undefined when the last finished build (dist/build-state.json,
 * written as a build's last step) is newer than every source: the files changed since then, and the folders where
 * one was added or removed (a folder changes when a file is). A build that stopped half-way left no state.
 */
export function staleReason(root: string, sources = ALL_BUILD_INPUTS): string | undefined {
  const state = stateFile(root);
  if (!fs.existsSync(state)) {
    return fs.existsSync(path.join(root, 'dist/client'))
      ? 'dist/ holds no finished build: building the site…'
      : 'No build yet: building the site (about a minute the first time)…';
  }
  const built = fs.statSync(state).mtimeMs;
  const files: string[] = [];
  const folders: string[] = [];
  for (const source of sources) {
    const abs = path.join(root, source);
    if (!fs.existsSync(abs)) continue;
    const entries = fs.statSync(abs).isDirectory()
      ? fs.readdirSync(abs, { recursive: true, withFileTypes: true }).map((e) => path.join(e.parentPath, e.name))
      : [];
    for (const file of [abs, ...entries]) {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat || stat.mtimeMs <= built) continue;
      (stat.isDirectory() ? folders : files).push(path.relative(root, file).split(path.sep).join('/'));
    }
  }
  // A folder is news only when none of the changed files explains it (a file was removed, or renamed away).
  const emptied = folders.filter((dir) => !files.some((f) => path.posix.dirname(f) === dir));
  const changes = [...files, ...emptied.map((dir) => `a file added or removed in ${dir}/`)];
  if (!changes.length) return undefined;
  const more = changes.length > LISTED ? ` and ${changes.length - LISTED} more` : '';
  return `Building again: ${changes.slice(0, LISTED).join(', ')}${more} changed since the last build…`;
}
