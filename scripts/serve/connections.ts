import type http from 'node:http';
import { clientNetwork } from '../../src/lib/client-network.ts';
import { plainAddress } from './client-address.ts';

/** Connections one address may hold open at once: a browser opens about six per site; a shared network several. */
export const PER_ADDRESS_CONNECTIONS = 64;

/**
 * Caps the connections each address (an IPv6 client's /64: src/lib/client-network.ts) holds open: past `perAddress`, a new one from the same address is closed as
 * soon as it is accepted, so a single client that opens a thousand idle connections holds `perAddress` of them and
 * the server's overall cap (server.maxConnections) stays free for everyone else. The addresses in `exempt` (a reverse
 * proxy in front, which carries every visitor's connections and caps its own) are not counted.
 */
export function capConnectionsPerAddress(
  server: http.Server,
  perAddress: number,
  exempt: ReadonlySet<string> = new Set(),
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    // A socket already closed by the client has no address left to count.
    if (socket.remoteAddress === undefined || exempt.has(plainAddress(socket.remoteAddress))) return;
    const address = clientNetwork(socket.remoteAddress);
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
