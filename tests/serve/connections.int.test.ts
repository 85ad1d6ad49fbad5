import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_ADDRESS_CONNECTIONS } from '../../scripts/serve/connections.ts';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';

// `npm start`'s own limits (createServer's defaults, nothing shortened) against clients that hold connections:
// a thousand idle ones from one address, sixteen addresses holding as many as each may, and slowloris, which sends
// its headers a line at a time.
const IDLE = 1_000;
/** Addresses that together hold more idle connections than the server takes, each within its own cap. */
const CROWD = 16;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'connections-'));
const site = path.join(dir, 'client');
fs.mkdirSync(site);
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
const server = createServer(site, { dataDir: path.join(dir, 'data') });
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await closeServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A connection that has opened, or been closed by the server at once (it then has nothing to wait for). */
const connect = (send?: (socket: net.Socket) => void, localAddress = '127.0.0.1') =>
  new Promise<net.Socket>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      send?.(socket);
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(socket));
    socket.resume();
  });
const closed = (socket: net.Socket) =>
  new Promise((resolve) => (socket.closed ? resolve(0) : socket.once('close', resolve)));
const held = () => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));

/** GET / from another address of the loopback (Linux answers all of 127.0.0.0/8): another visitor. */
const visitor = () =>
  new Promise<{ status?: number; ms: number }>((resolve) => {
    const started = Date.now();
    const request = http.get(
      // Without the keep-alive agent: its connection closes with the answer, leaving the next test nothing of it.
      { host: '127.0.0.1', port, path: '/', localAddress: '127.0.0.2', timeout: 5_000, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: Date.now() - started }));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ ms: Date.now() - started }));
  });

describe('npm start under clients that hold connections', () => {
  it(`holds at most ${PER_ADDRESS_CONNECTIONS} of ${IDLE} idle connections from one address and answers another visitor at once`, async () => {
    const sockets: net.Socket[] = [];
    try {
      for (let i = 0; i < IDLE; i++) sockets.push(await connect());
      expect(await held()).toBeLessThanOrEqual(PER_ADDRESS_CONNECTIONS);
      const answer = await visitor();
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 30_000);

  // Idle before a request (none sent yet), or between requests (one answered, the connection kept alive).
  it.each([
    ['before a request', undefined],
    ['between requests', (socket: net.Socket) => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n')],
  ])(
    `answers a new visitor while ${CROWD} addresses hold ${PER_ADDRESS_CONNECTIONS} connections each, idle %s`,
    async (_, send) => {
      const sockets: net.Socket[] = [];
      // The connections of the test before are gone first: none of them may free a place for the visitor.
      await expect.poll(held).toBe(0);
      try {
        // 127.0.0.10 to 127.0.0.25: more than the server's 1,000 between them, each within the per-address cap.
        for (let a = 0; a < CROWD; a++)
          sockets.push(
            ...(await Promise.all(
              Array.from({ length: PER_ADDRESS_CONNECTIONS }, () => connect(send, `127.0.0.${10 + a}`)),
            )),
          );
        // Until the server has taken all it will from its queue of accepted connections, and answered them.
        for (let before = -1, now = await held(); now !== before; before = now, now = await held())
          await new Promise((resolve) => setTimeout(resolve, 200));
        const answer = await visitor();
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeLessThan(2_000);
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    },
    30_000,
  );

  it('cuts a connection that sends nothing and one that trickles its headers within seconds', async () => {
    const started = Date.now();
    const idle = await connect();
    let trickle: NodeJS.Timeout | undefined;
    const slowloris = await connect((socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      trickle = setInterval(() => socket.writable && socket.write(`X-${Date.now()}: 1\r\n`), 500);
    });
    try {
      await Promise.all([closed(idle), closed(slowloris)]);
      // The headers' 5 s, checked each second: 5 to 6 s when quiet, 7 s once beside the other parts on two cores.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      clearInterval(trickle);
      idle.destroy();
      slowloris.destroy();
    }
  }, 20_000);
});
