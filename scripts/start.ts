/**
 * npm start: builds the site when dist/ is missing or older than its sources (a file changed, added or deleted),
 * then serves it on http://127.0.0.1:4173 (PORT and HOST override) with the hosts' rules (scripts/serve/server.ts).
 * The server is imported only after the build: it reads generated/, which a fresh clone does not have yet.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { requireSupportedNode } from './node-version.ts';

requireSupportedNode();
const root = process.cwd();
const clientDir = path.join(root, 'dist/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
/** What the build reads: a change to any of these (or a file removed from them) makes the built site stale. */
const SOURCES = ['data', 'schemas', 'src', 'public', 'scripts/codegen', 'vite.config.ts', 'package-lock.json', 'tools/cms/package-lock.json'];

/** The newest modification time of a file or folder and everything in it; a folder's changes when a file is deleted. */
function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  let newest = fs.statSync(target).mtimeMs;
  if (!fs.statSync(target).isDirectory()) return newest;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const marker = path.join(clientDir, 'index.html');
const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const changed = SOURCES.filter((s) => newestMtime(path.join(root, s)) > built);
if (!built || changed.length) {
  console.log(built ? `Building again: ${changed.join(', ')} changed since the last build…` : 'No build yet: building the site (about a minute the first time)…');
  execSync('npm run build', { stdio: 'inherit' });
}

const { createServer } = await import('./serve/server.ts');
createServer(clientDir).listen(port, host, () => {
  console.log(`Serving the built site at http://${host}:${port} (Ctrl+C to stop)`);
});
