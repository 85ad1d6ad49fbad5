import fs from 'node:fs';
import net from 'node:net';

// Ports the system hands out to outgoing connections and to listen(0) (Linux: 32768 to 60999). A port taken from that
// range was free when asked for, but any connection or server of another test file could take it before the test's
// server listened on it: wrangler then ended with "Address already in use" (seen once in a fresh-clone .ci/run). Below the range only
// another test's pick can meet it, one chance in thousands.
const EPHEMERAL_FROM = (() => {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
})();
const LOWEST = 10_000;

/** Whether a server can listen on `port` of 127.0.0.1 right now. */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A TCP port nothing listens on right now and the system gives no connection, for a server a test starts. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * (EPHEMERAL_FROM - LOWEST));
    if (await canListen(port)) return port;
  }
}
