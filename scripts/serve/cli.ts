/** Serves dist/client (or SITE_DIR) as it is, no build step: what the browser tests run against. */
import path from 'node:path';
import { createServer } from './server.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dir = path.resolve(process.env.SITE_DIR ?? 'dist/client');
createServer(dir).listen(port, host, () => console.log(`Serving ${dir} at http://${host}:${port}`));
