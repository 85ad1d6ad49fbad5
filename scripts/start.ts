/**
 * npm start: builds the site if dist/ is missing or older than the data and code, then serves it on
 * http://127.0.0.1:4173 (PORT and HOST override) with the static host's rules (scripts/serve/server.ts).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from './serve/server.ts';

const root = process.cwd();
const clientDir = path.join(root, 'dist/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const built = fs.existsSync(path.join(clientDir, 'index.html')) ? fs.statSync(path.join(clientDir, 'index.html')).mtimeMs : 0;
const sources = Math.max(...['data', 'schemas', 'src', 'public'].map((d) => newestMtime(path.join(root, d))));
if (built < sources) {
  console.log(built ? 'Sources changed since the last build: building again…' : 'No build yet: building the site…');
  execSync('npm run build', { stdio: 'inherit' });
}

createServer(clientDir).listen(port, host, () => {
  console.log(`Serving the built site at http://${host}:${port} (Ctrl+C to stop)`);
});
