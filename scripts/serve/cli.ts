/** Serves dist/client (or SITE_DIR) as it is, no build step: what the browser tests and the bench run against. */
import path from 'node:path';
import { createServer } from './server.ts';
import { settingsAllowStart } from './settings-check.ts';
import { closeServer, exitOnSignals } from './stop.ts';

if (!settingsAllowStart(process.env)) process.exit(1);
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dir = path.resolve(process.env.SITE_DIR ?? 'dist/client');
// FORMS_DATA_DIR: where the forms' database goes (default .data/).
const server = createServer(dir, {
  dataDir: process.env.FORMS_DATA_DIR ? path.resolve(process.env.FORMS_DATA_DIR) : undefined,
}).listen(port, host, () => console.log(`Serving ${dir} at http://${host}:${port}`));
exitOnSignals(() => closeServer(server));
