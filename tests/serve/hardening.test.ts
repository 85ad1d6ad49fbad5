import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compressedDir } from '../../scripts/build/host-files.ts';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { adminContentSecurityPolicy, baseHeaders } from '../../src/lib/serving-rules.ts';

// `npm start` tried as an attacker would: each way in an attacker tried, against a small site of its own.
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
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let out = '';
    socket.on('data', (d) => (out += d.toString('latin1')));
    socket.on('end', () => resolve(out));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}
const status = (response: string) => Number(response.split(' ')[1]);
const fdCount = () => fs.readdirSync('/proc/self/fd').length;

describe('npm start, hardened', () => {
  it('answers a malformed Range with 416 and keeps running', async () => {
    const res = await fetch(`${base}/favicon.svg`, { headers: { Range: 'bytes=100-50' } });
    expect(res.status).toBe(416);
    expect((await fetch(`${base}/favicon.svg`, { headers: { Range: 'bytes=0-3' } })).status).toBe(206);
    expect((await fetch(`${base}/about`)).status).toBe(200);
  });

  it('leaks no file descriptor over 2,000 aborted downloads', async () => {
    const before = fdCount();
    for (let i = 0; i < 2000; i += 50) {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise<void>((resolve) => {
              const socket = net.connect(port, '127.0.0.1', () =>
                socket.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n'),
              );
              socket.once('data', () => socket.destroy());
              socket.on('close', () => resolve());
              socket.on('error', () => resolve());
            }),
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(fdCount() - before).toBeLessThan(20);
    expect((await fetch(`${base}/about`)).status).toBe(200);
  }, 120_000);

  it('never redirects off the site: protocol-relative and backslash paths are not found', async () => {
    for (const p of ['//x//evil.com/', '//evil.com/', '/\\evil.com/', '/%2F%2Fevil.com/', '/\\/evil.com']) {
      const res = await raw(`GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      const location = /\r\nlocation: ([^\r]*)/i.exec(res)?.[1];
      if (location) expect(location, p).toMatch(/^\/(?![/\\])/);
      expect(res, p).not.toMatch(/\r\nlocation: [^\r]*evil/i);
    }
    const res = await fetch(`${base}/about/`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about');
  });

  it('redirects a trailing slash only on a page, to the address as sent', async () => {
    for (const [p, location] of [
      ['/about/', '/about'],
      ['/about/?a=1', '/about?a=1'],
      ['/%61bout/', '/%61bout'],
      ['/services/painting/', '/services/painting'],
    ]) {
      const res = await raw(`GET ${p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(status(res), p).toBe(301);
      expect(/\r\nlocation: ([^\r]*)/i.exec(res)?.[1], p).toBe(location);
    }
    for (const p of ['/nope/', '/service-areas/nowhere/', '/assets/app-abc123.js/', '/about//'])
      expect(status(await raw(`GET ${p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)), p).toBe(404);
  });

  it('answers every control character in a path, raw or encoded, anywhere, 400 or 404: never a redirect, never a 500, nothing logged', async () => {
    const bytes = [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f];
    const places = [
      '/X/evil.example/',
      '/X/evil.example',
      '/aboutX/',
      '/Xabout/',
      '/abXout',
      '/about/X',
      '/about/X/',
      '/service-areas/X/',
      '/XX/',
    ];
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
    const wrong: string[] = [];
    try {
      for (const b of bytes) {
        const encoded = `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
        for (const form of [String.fromCharCode(b), encoded, encoded.toLowerCase()]) {
          await Promise.all(
            places.map(async (place) => {
              const target = place.replaceAll('X', form);
              const res = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
              const code = status(res);
              if (code !== 400 && code !== 404)
                wrong.push(`${JSON.stringify(target)}: ${code} ${/\r\nlocation: ([^\r]*)/i.exec(res)?.[1] ?? ''}`);
            }),
          );
          // In the query it is no part of the path: the page or its redirect, the query kept encoded, never a 500.
          for (const target of [`/about?q=${form}`, `/about/?q=${form}`]) {
            const res = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
            const location = /\r\nlocation: ([^\r]*)/i.exec(res)?.[1];
            if (![200, 301, 400].includes(status(res)) || (location && !/^\/about\?q=%[0-9a-f]{2}$/i.test(location)))
              wrong.push(`${JSON.stringify(target)}: ${status(res)} ${location ?? ''}`);
          }
        }
      }
    } finally {
      spy.mockRestore();
    }
    expect(wrong).toEqual([]);
    expect(logged).toEqual([]);
    expect((await fetch(`${base}/about`)).status).toBe(200);
  }, 60_000);

  it('answers 405 with Allow for other methods on static files', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${base}/about`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('never serves the host files or dotfiles, but serves real pages whose names start with _', async () => {
    for (const p of ['/_headers', '/_redirects', '/_routes.json', '/.env', '/.well-known/secret.txt']) {
      const res = await fetch(`${base}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain('root 404');
    }
    expect((await fetch(`${base}/service-areas/_fallback`)).status).toBe(200);
    const city = await fetch(`${base}/service-areas/nowhere`);
    expect(city.status).toBe(404);
    expect(await city.text()).toContain('city 404');
  });

  it('answers HEAD with the headers and length of GET', async () => {
    for (const p of ['/', '/about', '/assets/app-abc123.js', '/no-such-page']) {
      const [get, head] = await Promise.all([
        fetch(`${base}${p}`, { headers: { 'Accept-Encoding': 'identity' } }),
        fetch(`${base}${p}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } }),
      ]);
      const body = Buffer.from(await get.arrayBuffer());
      expect(head.status, p).toBe(get.status);
      expect(head.headers.get('content-length'), p).toBe(String(body.length));
      expect(head.headers.get('content-type'), p).toBe(get.headers.get('content-type'));
    }
  });

  it('serves the precompressed copies to clients that take them, the file itself to others', async () => {
    const br = await raw('GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, br\r\nConnection: close\r\n\r\n');
    expect(br).toMatch(/\r\ncontent-encoding: br\r\n/i);
    expect(br).toMatch(/\r\ncontent-type: text\/html/i);
    const gz = await raw('GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, br;q=0\r\nConnection: close\r\n\r\n');
    expect(gz).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
    const plain = await raw('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(plain).not.toMatch(/content-encoding/i);
    expect(plain).toContain('home home');
    expect(await (await fetch(`${base}/`)).text()).toBe(files['index.html']);
  });

  it('compresses a page on its first request and keeps the copy; a page too small to gain is sent as it is', async () => {
    const copy = path.join(compressedDir(site), 'services/painting.html.br');
    expect(fs.existsSync(copy)).toBe(false);
    const res = await fetch(`${base}/services/painting`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(files['services/painting.html']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(copy)).toString()).toBe(files['services/painting.html']);
    const small = await raw('GET /about HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n');
    expect(small).not.toMatch(/content-encoding/i);
    expect(fs.existsSync(path.join(compressedDir(site), 'about.html.br'))).toBe(false);
  });

  it('sends Cache-Control: pages revalidate, hashed assets are immutable', async () => {
    expect((await fetch(`${base}/about`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/assets/app-abc123.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/about`)).headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
  });

  it("sends the site's headers and policy on every answer, unknown, refused and redirected ones included; the editor its own", async () => {
    const sitePolicy = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(sitePolicy).toMatch(/^default-src 'self'/);
    const wrong: string[] = [];
    const answers = [
      ...[
        '/nope',
        '/a/b/c/nope',
        '/es/nope',
        '/es/a/b/c/nope',
        '/about/',
        '/nope/',
        '/%09/evil.example/',
        '/_headers',
        '/assets/nope.js',
      ].map((p) => ['GET', p]),
      ['POST', '/about'],
      ['DELETE', '/nope'],
    ];
    for (const [method, p] of answers) {
      const headers = (await fetch(`${base}${p}`, { method, redirect: 'manual' })).headers;
      if (headers.get('content-security-policy') !== sitePolicy)
        wrong.push(`${method} ${p}: ${headers.get('content-security-policy')}`);
      for (const [k, v] of Object.entries(baseHeaders))
        if (headers.get(k) !== v) wrong.push(`${method} ${p}: ${k} ${headers.get(k)}`);
    }
    expect(wrong).toEqual([]);
    expect((await fetch(`${base}/admin/nope`)).headers.get('content-security-policy')).toBe(adminContentSecurityPolicy);
  });

  it('cuts off a client that is slow to send its headers', async () => {
    const started = Date.now();
    const res = await raw('GET / HTTP/1.1\r\nHost: x\r\n');
    expect(status(res) === 408 || res === '').toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('caps the open connections', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const s = net.connect(port, '127.0.0.1', () => resolve(s));
            s.on('error', () => {});
            s.resume();
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    const closed = sockets.filter((s) => s.destroyed || s.readableEnded).length;
    for (const s of sockets) s.destroy();
    expect(closed).toBeGreaterThanOrEqual(10);
  });
});
