/**
 * Who a client is for every per-client bound of the form handler (posts, beacons, token guesses, photos, the arrival
 * windows a post may hold) and for `npm start`'s connections per address: an IPv4 address, or an IPv6 client's /64.
 * An IPv6 subscriber is handed a whole /64 (RFC 6177) and picks any of its 2^64 addresses at will, so counting by
 * address let one phone send 30 of 30 quotes. The address is read the way hosts and proxies may spell it: an IPv4
 * address on a dual-stack socket (`::ffff:203.0.113.7`, or `::ffff:cb00:7107`) is that IPv4 address, a zone id
 * (`fe80::1%eth0`) and brackets are dropped, case and leading zeros do not matter. Parsed by ipaddr.js, pure: every
 * host runs it.
 */
import ipaddr from 'ipaddr.js';
import { shortHash } from '../access/short-hash.ts';

/** The key of a client whose address is missing or not an address: all of them share one count. */
export const UNKNOWN_CLIENT = 'unknown';

/** The address as read above, in one spelling; undefined when it is no address. */
function parsed(address: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = (address ?? '')
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  // process() reads an IPv4 address written as IPv6 as the IPv4 one.
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : undefined;
}

/** "203.0.113.7" or "2001:db8::1" however it was written (`::ffff:cb00:7107`, `[2001:DB8::1]`); undefined for none. */
export const canonicalAddress = (address: string | undefined) => parsed(address)?.toString();

/** "203.0.113.7", "2001:db8:1:2::/64", or UNKNOWN_CLIENT. */
export function clientNetwork(address: string | undefined): string {
  const ip = parsed(address);
  if (!ip) return UNKNOWN_CLIENT;
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${new ipaddr.IPv6([...(ip as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

/** The client's key in the store: a hash of its network, so no address is stored (the forms' rate limit's prefix). */
export const clientKey = (address: string | undefined) => shortHash(`forms-rate-limit:${clientNetwork(address)}`);
