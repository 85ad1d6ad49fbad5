import type http from 'node:http';
import type { Socket } from 'node:net';
import { clientNetwork } from '../../src/lib/serving/client-network.ts';
import { plainAddress } from '../../src/server/hosts/client-address.ts';

/** Connections one address may hold open at once: a browser opens about six per site; a shared network several. */
export const PER_ADDRESS_CONNECTIONS = 64;

/**
 * Caps the connections each address (an IPv6 client's /64: src/lib/serving/client-network.ts) holds open: past
 * `perAddress`, a new one from the same address is closed as soon as it is accepted, so a single client that opens a thousand idle connections holds `perAddress` of them and
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

/** The share of server.maxConnections kept free for new visitors (a burst of them at once): 50 of 1,000. */
const SPARE_SHARE = 0.05;

/**
 * Near the server's limit (server.maxConnections less a twentieth of it), closes idle connections so that a new visitor is
 * answered: first those that have not sent a request (or not all of its headers) yet, oldest first, then those idle
 * between requests, oldest first; a connection whose request is being answered is never closed. The per-address cap
 * holds one client to 64, but 16 addresses held all 1,000 places with idle connections until their headers' timeout.
 */
export function shedIdleConnections(server: http.Server): void {
  const live = new Set<Socket>();
  const waiting = new Set<Socket>();
  const between = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    // Closed already by the per-address cap, or by its client.
    if (socket.destroyed) return;
    live.add(socket);
    waiting.add(socket);
    socket.once('close', () => {
      live.delete(socket);
      waiting.delete(socket);
      between.delete(socket);
    });
    const most = server.maxConnections - Math.ceil(server.maxConnections * SPARE_SHARE);
    for (const idle of [waiting, between])
      for (const old of idle) {
        if (!(live.size > most)) return;
        if (old === socket) continue;
        idle.delete(old);
        live.delete(old);
        old.destroy();
      }
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    waiting.delete(req.socket);
    between.delete(req.socket);
    res.once('finish', () => {
      if (!req.socket.destroyed && live.has(req.socket)) between.add(req.socket);
    });
  });
}
