import { canonicalAddress } from '../../lib/serving/client-network.ts';

/**
 * An address in one spelling, so a trusted proxy is known however it is written (../../lib/serving/client-network.ts:
 * `::ffff:7f00:1` and `::FFFF:127.0.0.1` are `127.0.0.1`, `0:0:0:0:0:0:0:1` and `[::1]` are `::1`); what is no
 * address is returned as it is.
 */
export const plainAddress = (address: string) => canonicalAddress(address) ?? address;

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
  const hops = (forwardedFor ?? '').split(',').map(canonicalAddress);
  for (let i = hops.length - 1; i >= 0 && trusted.has(client); i--) {
    const hop = hops[i];
    if (hop === undefined) break;
    client = hop;
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
