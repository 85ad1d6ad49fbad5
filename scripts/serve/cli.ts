/** Serves dist/client as it is (no build step): what the browser tests run against. */
import path from 'node:path';
import { createServer } from './server.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
createServer(path.resolve('dist/client')).listen(port, host, () => console.log(`Serving dist/client at http://${host}:${port}`));
