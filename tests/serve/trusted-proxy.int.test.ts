import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PER_ADDRESS_CONNECTIONS } from '../../scripts/serve/connections.ts';
import { createServer, type ServerOptions } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { DEFAULT_RATE_LIMIT } from '../../src/server/forms-app.ts';
import { clearOfRateWindowEnd } from '../rate-window.ts';
import { quoteFields } from './quote-request.ts';

// `npm start` behind a reverse proxy (TRUSTED_PROXIES): the proxy's X-Forwarded-For names the visitor whose posts are
// counted, while the same header from anyone else is ignored; the proxy's own connections are not capped per address.
const dirs: string[] = [];
const servers: ReturnType<typeof createServer>[] = [];
afterAll(async () => {
  for (const server of servers) await closeServer(server);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(o: ServerOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'client'));
  const server = createServer(path.join(dir, 'client'), {
    dataDir: path.join(dir, 'data'),
    env: { FORMS_RATE_LIMIT: '1' },
    ...o,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
}

/** Sign-ups to the newsletter, one per forwarded address in turn: the statuses. */
const signUps = async (base: string, forwardedFor: string[]) => {
  const statuses: number[] = [];
  for (const [i, address] of forwardedFor.entries()) {
    const res = await fetch(`${base}/api/newsletter`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: base,
        'X-Forwarded-For': address,
      },
      body: JSON.stringify({ email: `reader${i}@example.com` }),
    });
    statuses.push(res.status);
  }
  return statuses;
};

describe('npm start behind a reverse proxy', () => {
  it("counts posts by the visitor's address the trusted proxy forwards", async () => {
    await clearOfRateWindowEnd();
    const { base } = await serve({ trustedProxies: ['127.0.0.1'] });
    expect(await signUps(base, ['198.51.100.1', '198.51.100.1', '198.51.100.2'])).toEqual([201, 429, 201]);
  });

  it('counts the quotes of one IPv6 /64 the proxy forwards as one client', async () => {
    await clearOfRateWindowEnd();
    const { base } = await serve({
      trustedProxies: ['127.0.0.1'],
      env: { FORMS_RATE_LIMIT: String(DEFAULT_RATE_LIMIT) },
    });
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const res = await fetch(`${base}/api/quote`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Origin: base,
          'X-Forwarded-For': `2001:db8:1:2::${i.toString(16)}`,
        },
        body: JSON.stringify(quoteFields(`Neighbour ${i}`)),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_RATE_LIMIT);
    expect(statuses.slice(DEFAULT_RATE_LIMIT).every((s) => s === 429)).toBe(true);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    await clearOfRateWindowEnd();
    const { base } = await serve({ trustedProxies: [] });
    expect(await signUps(base, ['198.51.100.1', '198.51.100.2'])).toEqual([201, 429]);
  });

  it('does not cap the connections of the trusted proxy, which carries every visitor', async () => {
    const { server, base } = await serve({ trustedProxies: ['127.0.0.1'] });
    const { port } = new URL(base);
    const sockets = await Promise.all(
      Array.from(
        { length: PER_ADDRESS_CONNECTIONS + 10 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
            socket.on('error', () => {});
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
    for (const socket of sockets) socket.destroy();
    expect(held).toBe(PER_ADDRESS_CONNECTIONS + 10);
  });
});
