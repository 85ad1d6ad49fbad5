import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Not copied: history, installed packages (linked instead), and everything a build or a test run writes.
const SKIP = new Set([
  '.git',
  'node_modules',
  'dist',
  'generated',
  'reports',
  'test-results',
  'playwright-report',
  '.injection',
  '.third-language',
  '.data',
]);
// Caches the build writes under node_modules/: kept private so the copy starts as cold as a fresh clone.
const PRIVATE = new Set(['.cache', '.vite', '.vite-temp']);

export interface Workspace {
  root: string;
  remove(): void;
}

/**
 * A copy of the project in a temporary folder (in `base`), where the benchmark builds without touching the checkout:
 * the source files are copied, each installed package is linked, and the build caches start empty, as after a clone.
 */
export function makeWorkspace(projectRoot: string, base = os.tmpdir()): Workspace {
  const root = fs.mkdtempSync(path.join(base, 'bench-site-'));
  const tools = path.join(projectRoot, 'tools');
  for (const entry of fs.readdirSync(projectRoot)) {
    if (SKIP.has(entry) || entry.startsWith('.generated-') || entry.startsWith('.draft-')) continue;
    // The separately installed tool packages (tools/*/node_modules) are linked below, like the site's own; the peers
    // of the benchmark (tools/bench/peers) build from the checkout and are not needed in the copy at all.
    const filter =
      entry === 'tools'
        ? (src: string) => !/(^|[\\/])(node_modules|\.install-)|^bench[\\/]peers[\\/]/.test(path.relative(tools, src))
        : undefined;
    fs.cpSync(path.join(projectRoot, entry), path.join(root, entry), { recursive: true, filter });
  }
  linkPackages(projectRoot, root);
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * Links each package installed in `projectRoot` (its own, and those of each tool package under tools/) into its copy
 * at `root`, leaving the copy's build caches its own: a build there neither reads nor evicts the checkout's.
 */
export function linkPackages(projectRoot: string, root: string): void {
  const tools = path.join(projectRoot, 'tools');
  for (const tool of fs.existsSync(tools) ? fs.readdirSync(tools) : []) {
    const installed = path.join(tools, tool, 'node_modules');
    if (fs.existsSync(installed) && fs.existsSync(path.join(root, 'tools', tool)))
      fs.symlinkSync(installed, path.join(root, 'tools', tool, 'node_modules'), 'dir');
  }
  const modules = path.join(projectRoot, 'node_modules');
  fs.mkdirSync(path.join(root, 'node_modules'));
  for (const entry of fs.readdirSync(modules)) {
    if (!PRIVATE.has(entry)) fs.symlinkSync(path.join(modules, entry), path.join(root, 'node_modules', entry));
  }
}

/** Writes the files, first removing any written by an earlier call. */
export function replaceGeneratedCities(
  root: string,
  files: { file: string; text: string }[],
  prefix = 'generated-city-',
): void {
  const dir = path.join(root, 'data/cities');
  for (const f of fs.readdirSync(dir)) if (f.startsWith(prefix)) fs.rmSync(path.join(dir, f));
  for (const { file, text } of files) fs.writeFileSync(path.join(root, file), text);
}
