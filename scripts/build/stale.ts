import fs from 'node:fs';
import path from 'node:path';
import { ALL_BUILD_INPUTS } from './inputs.ts';
import { readState, stateFile } from './state.ts';

/** Names listed in the reason before "and N more". */
const LISTED = 3;

/**
 * Vike writes each `+config.ts` it loads, transpiled, beside it as `+config.ts.build-<hash>.mjs` and removes it once
 * loaded: a file no build reads, present for a moment whenever Vite loads the project (a build, `npm run dev`).
 */
const isVikeTemporaryFile = (rel: string) => /\.build-[0-9a-f]{12}\.mjs$/.test(rel);

/**
 * The files of the build's inputs, relative to the project and sorted: a build records them (dist/build-state.json),
 * so that a file added or removed since is told from a folder that only changed its time (Vike's temporary files, a
 * test's probe written and removed).
 */
export function inputFiles(root: string, sources: readonly string[] = ALL_BUILD_INPUTS): string[] {
  const files: string[] = [];
  // Folder by folder, each name made from its folder's: one path.relative per file was half the time at 2,500 files.
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const name = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else files.push(name);
    }
  };
  for (const source of sources) {
    const stat = fs.statSync(path.join(root, source), { throwIfNoEntry: false });
    if (stat?.isDirectory()) walk(source);
    else if (stat) files.push(source);
  }
  return files.filter((f) => !isVikeTemporaryFile(f)).sort();
}

/**
 * Why `npm start` must build before it serves, or undefined when the last finished build (dist/build-state.json,
 * written as a build's last step) is newer than every source and was made from the same files: the files changed
 * since then, and the folders where one was added or removed. A build that stopped half-way left no state.
 */
export function staleReason(root: string, sources: readonly string[] = ALL_BUILD_INPUTS): string | undefined {
  const state = readState(root);
  if (!state) {
    return fs.existsSync(path.join(root, 'dist/client'))
      ? 'dist/ holds no finished build: building the site…'
      : 'No build yet: building the site (about a minute the first time)…';
  }
  if (!state.inputFiles) return 'dist/ holds a build that did not list its sources: building the site…';
  const built = fs.statSync(stateFile(root)).mtimeMs;
  const now = inputFiles(root, sources);
  const changed = now.filter((f) => (fs.statSync(path.join(root, f), { throwIfNoEntry: false })?.mtimeMs ?? 0) > built);
  // A file added is named (it is newer than the build, or else a folder is); a file removed, by its folder.
  const listed = new Set(now);
  const before = new Set(state.inputFiles);
  const gone = state.inputFiles.filter((f) => !listed.has(f) && sources.some((s) => f === s || f.startsWith(`${s}/`)));
  const added = now.filter((f) => !before.has(f) && !changed.includes(f));
  const folders = [...new Set([...gone, ...added].map((f) => path.posix.dirname(f)))];
  const changes = [...changed, ...folders.map((dir) => `a file added or removed in ${dir}/`)];
  if (!changes.length) return undefined;
  const more = changes.length > LISTED ? ` and ${changes.length - LISTED} more` : '';
  return `Building again: ${changes.slice(0, LISTED).join(', ')}${more} changed since the last build…`;
}
