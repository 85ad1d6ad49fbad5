/**
 * npm start: builds the site when dist/ holds no finished build or one older than its sources (a file changed,
 * added or deleted: scripts/build/stale.ts), saying why, then serves it on http://127.0.0.1:4173 (PORT and HOST
 * override) with the hosts' rules (scripts/serve/server.ts).
 * The server is imported only after the build: it reads generated/, which a fresh clone does not have yet.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { staleReason } from './build/stale.ts';
import { requireSupportedNode } from './node-version.ts';

requireSupportedNode();
const root = process.cwd();
const clientDir = path.join(root, 'dist/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const reason = staleReason(root);
if (reason) {
  console.log(reason);
  execSync('npm run build', { stdio: 'inherit' });
}

const { createServer } = await import('./serve/server.ts');
createServer(clientDir).listen(port, host, () => {
  console.log(`Serving the built site at http://${host}:${port} (Ctrl+C to stop)`);
});
