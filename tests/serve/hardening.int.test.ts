import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';

import { fdCount, hardenedSite, status } from './hardening-site.ts';

// `npm start` tried as an attacker would, against a small site of its own: ranges, descriptors, paths, methods.
const h = hardenedSite();

describe('npm start, hardened', () => {
  it('answers a malformed Range with 416 and keeps running', async () => {
    const res = await fetch(`${h.base}/favicon.svg`, { headers: { Range: 'bytes=100-50' } });
    expect(res.status).toBe(416);
    expect((await fetch(`${h.base}/favicon.svg`, { headers: { Range: 'bytes=0-3' } })).status).toBe(206);
    expect((await fetch(`${h.base}/about`)).status).toBe(200);
  });

  it('leaks no file descriptor over 2,000 aborted downloads', async () => {
    const before = fdCount();
    for (let i = 0; i < 2000; i += 50) {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise<void>((resolve) => {
              const socket = net.connect(h.port, '127.0.0.1', () =>
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
    expect((await fetch(`${h.base}/about`)).status).toBe(200);
  }, 120_000);

  it('never redirects off the site: protocol-relative and backslash paths are not found', async () => {
    for (const p of ['//x//evil.com/', '//evil.com/', '/\\evil.com/', '/%2F%2Fevil.com/', '/\\/evil.com']) {
      const res = await h.raw(`GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      const location = /\r\nlocation: ([^\r]*)/i.exec(res)?.[1];
      if (location) expect(location, p).toMatch(/^\/(?![/\\])/);
      expect(res, p).not.toMatch(/\r\nlocation: [^\r]*evil/i);
    }
    const res = await fetch(`${h.base}/about/`, { redirect: 'manual' });
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
      const res = await h.raw(`GET ${p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(status(res), p).toBe(301);
      expect(/\r\nlocation: ([^\r]*)/i.exec(res)?.[1], p).toBe(location);
    }
    for (const p of ['/nope/', '/service-areas/nowhere/', '/assets/app-abc123.js/', '/about//'])
      expect(status(await h.raw(`GET ${p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)), p).toBe(404);
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
              const res = await h.raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
              const code = status(res);
              if (code !== 400 && code !== 404)
                wrong.push(`${JSON.stringify(target)}: ${code} ${/\r\nlocation: ([^\r]*)/i.exec(res)?.[1] ?? ''}`);
            }),
          );
          // In the query it is no part of the path: the page or its redirect, the query kept encoded, never a 500.
          for (const target of [`/about?q=${form}`, `/about/?q=${form}`]) {
            const res = await h.raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
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
    expect((await fetch(`${h.base}/about`)).status).toBe(200);
  }, 60_000);

  it('answers 405 with Allow for other methods on static files', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${h.base}/about`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });
});
