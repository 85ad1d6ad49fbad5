import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { capConnectionsPerAddress } from '../../scripts/serve/connections.ts';

// npm start's cap on the connections one client holds counts an IPv6 client by its /64 (src/lib/serving/client-network.ts),
// as the form handler's limits do: its subscriber opens each connection from another address of it at will.
class FakeSocket extends EventEmitter {
  destroyed = false;
  readonly remoteAddress: string;
  constructor(remoteAddress: string) {
    super();
    this.remoteAddress = remoteAddress;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

describe('connections per client', () => {
  it('counts the connections of one /64 together, ::ffff:a.b.c.d as a.b.c.d, and other clients apart', () => {
    const server = new EventEmitter();
    capConnectionsPerAddress(server as unknown as http.Server, 3);
    const open = (address: string) => {
      const socket = new FakeSocket(address);
      server.emit('connection', socket);
      return socket;
    };
    const v6 = [1, 2, 3, 4, 5].map((i) => open(`2001:db8:1:2::${i}`));
    expect(v6.map((s) => s.destroyed)).toEqual([false, false, false, true, true]);
    expect(open('2001:db8:1:3::1').destroyed).toBe(false);
    const v4 = [open('::ffff:198.51.100.4'), open('198.51.100.4'), open('::ffff:198.51.100.4'), open('198.51.100.4')];
    expect(v4.map((s) => s.destroyed)).toEqual([false, false, false, true]);
    // A connection that closes gives its place back to its /64.
    v6[0].destroy();
    expect(open('2001:db8:1:2::abcd').destroyed).toBe(false);
  });
});
