import ipaddr from 'ipaddr.js';

/**
 * An address written one way, so a trusted proxy is known however it is spelled: an IPv4 address on a dual-stack
 * socket (`::ffff:203.0.113.7`, or `::ffff:cb00:7107` as a host or a proxy may write it) as the plain IPv4 one, an IPv6
 * address in its shortest lower-case form (`0:0:0:0:0:0:0:1` and `[::1]` are `::1`). What is no address is returned
 * as it is.
 */
export function plainAddress(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toString() : address;
}

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
    if (!ipaddr.isValid(hops[i])) break;
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
