/**
 * Shared by the tests of `npm start` as an attacker tries it (hardening*.test.ts): a small site of its own in a temp
 * folder, served with short timeouts and few connections, and a raw request that fetch() would not normalise.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { compressedDir } from '../../scripts/build/host-files.ts';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';

/** Writes the small site, starts the server before the file's tests and stops it after; `base` once it listens. */
export function hardenedSite() {
  const site = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-')), 'client');
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><title>Home</title>${'home '.repeat(500)}`,
    'about.html': '<!doctype html><title>About</title>',
    'services/painting.html': `<!doctype html><title>Painting</title>${'paint '.repeat(500)}`,
    '404.html': '<!doctype html><title>Not found</title>root 404',
    'service-areas/404.html': '<!doctype html><title>Not found</title>city 404',
    'service-areas/_fallback.html': '<!doctype html><title>Fallback</title>',
    'assets/app-abc123.js': 'console.log(1);'.repeat(200),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'big.bin': Buffer.alloc(4 * 1024 * 1024, 7),
    _headers: '/*\n  X-Test: 1\n',
    _redirects: '/* /404.html 404\n',
    '_routes.json': '{}',
    '.env': 'SECRET=1',
    '.well-known/secret.txt': 'hidden',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    fs.writeFileSync(path.join(site, name), content);
  }
  fs.mkdirSync(compressedDir(site), { recursive: true });
  fs.writeFileSync(
    path.join(compressedDir(site), 'index.html.br'),
    zlib.brotliCompressSync(files['index.html'] as string),
  );
  fs.writeFileSync(path.join(compressedDir(site), 'index.html.gz'), zlib.gzipSync(files['index.html'] as string));

  const server = createServer(site, {
    dataDir: path.join(site, '..', 'data'),
    headersTimeout: 500,
    requestTimeout: 1000,
    connectionsCheckingInterval: 100,
    maxConnections: 20,
  });
  let port = 0;
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await closeServer(server);
    fs.rmSync(path.dirname(site), { recursive: true, force: true });
  });

  /** A raw request: fetch() would normalise the paths these tests send. */
  const raw = (request: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let out = '';
      socket.on('data', (d) => (out += d.toString('latin1')));
      socket.on('end', () => resolve(out));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
  return {
    site,
    files,
    raw,
    server,
    get base() {
      return base;
    },
    get port() {
      return port;
    },
  };
}

export const status = (response: string) => Number(response.split(' ')[1]);
export const fdCount = () => fs.readdirSync('/proc/self/fd').length;
