/**
 * npm start: builds the site when dist/ holds no finished build or one older than its sources (a file changed,
 * added or deleted: scripts/build/stale.ts), saying why, then serves it on http://127.0.0.1:4173 (PORT and HOST
 * override) with the hosts' rules (scripts/serve/server.ts).
 * The server is imported only after the build: it reads generated/, which a fresh clone does not have yet.
 * SIGTERM or SIGINT ends it within a second, the build's processes with it (scripts/serve/stop.ts).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { staleReason } from './build/stale.ts';
import { settingsAllowStart } from './serve/settings-check.ts';
import { closeServer, exitOnSignals } from './serve/stop.ts';
import { requireSupportedNode } from './start/node-version.ts';

requireSupportedNode();
// Before the build: a wrong setting is said in a second, not after a build of minutes.
if (!settingsAllowStart(process.env)) process.exit(1);
const root = process.cwd();
const clientDir = path.join(root, 'dist/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const reason = staleReason(root);
if (reason) {
  console.log(reason);
  // In a process group of its own, so that a signal ending npm start reaches every process of the build (npm, tsx,
  // the page renderers), not only its first.
  const build = spawn('npm', ['run', 'build'], { stdio: 'inherit', detached: true });
  const relay = (signal: NodeJS.Signals) => {
    try {
      process.kill(-build.pid!, signal);
    } catch {
      // The build has ended already.
    }
  };
  process.on('SIGTERM', relay).on('SIGINT', relay);
  const code = await new Promise<number>((resolve) =>
    build.on('exit', (c, signal) => resolve(c ?? 128 + os.constants.signals[signal ?? 'SIGTERM'])),
  );
  if (code !== 0) process.exit(code);
  process.off('SIGTERM', relay).off('SIGINT', relay);
}

const { createServer } = await import('./serve/server.ts');
const server = createServer(clientDir).listen(port, host, () => {
  console.log(`Serving the built site at http://${host}:${port} (Ctrl+C to stop)`);
});
exitOnSignals(() => closeServer(server));
