import { isIP } from 'node:net';

/** An IPv4 address as Node names it on a dual-stack socket (`::ffff:203.0.113.7`), written plainly. */
export const plainAddress = (address: string) =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

/**
 * The client's address for limits counted per address. `remote` is the connection's own; X-Forwarded-For is read only
 * when the connection comes from a trusted reverse proxy, since anyone else can write it. The header lists one
 * address per hop, each proxy appending the one it received from: read from the right, skipping the trusted proxies,
 * the first other address is the client. A value that is no address is not trusted: the last trusted hop is kept.
 */
export function clientAddress(
  remote: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
): string | undefined {
  if (remote === undefined || !trusted.has(plainAddress(remote))) return remote;
  let client = plainAddress(remote);
  const hops = (forwardedFor ?? '').split(',').map((hop) => plainAddress(hop.trim()));
  for (let i = hops.length - 1; i >= 0 && trusted.has(client); i--) {
    if (!isIP(hops[i])) break;
    client = hops[i];
  }
  return client;
}

/** TRUSTED_PROXIES: comma-separated addresses; empty when unset. */
export const trustedProxies = (value: string | undefined): Set<string> =>
  new Set(
    (value ?? '')
      .split(',')
      .map((address) => plainAddress(address.trim()))
      .filter(Boolean),
  );
