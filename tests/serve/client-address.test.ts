import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from '../../src/server/hosts/client-address.ts';

const proxy = trustedProxies('127.0.0.1, 10.0.0.2');

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from a connection that is no trusted proxy: anyone can write it', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', proxy)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '198.51.100.1', new Set())).toBe('203.0.113.7');
  });

  it('takes the address the trusted proxy received from, not one the client wrote before it', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1', proxy)).toBe('198.51.100.1');
    // Two trusted proxies in a row: the first address neither of them is.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.2', proxy)).toBe('198.51.100.1');
  });

  it('reads an IPv4 address on a dual-stack socket as the plain one', () => {
    expect(clientAddress('::ffff:127.0.0.1', '::ffff:198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', '2001:db8::1', proxy)).toBe('2001:db8::1');
  });

  it('knows a trusted proxy however its address is written', () => {
    // The mapped IPv4 address in hexadecimal, upper case, brackets, the long form of ::1.
    expect(clientAddress('::ffff:7f00:1', '198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(clientAddress('::FFFF:10.0.0.2', '198.51.100.1', proxy)).toBe('198.51.100.1');
    const v6 = trustedProxies('0:0:0:0:0:0:0:1, 2001:DB8::a');
    expect(clientAddress('::1', '198.51.100.1', v6)).toBe('198.51.100.1');
    expect(clientAddress('[2001:db8::a]', '198.51.100.1', v6)).toBe('198.51.100.1');
    // A hop is read as an address however it is written too.
    expect(clientAddress('127.0.0.1', '::ffff:c633:6401', proxy)).toBe('198.51.100.1');
    // Another address of the proxy's network is not the proxy.
    expect(clientAddress('::ffff:7f00:2', '198.51.100.1', proxy)).toBe('::ffff:7f00:2');
  });

  it('keeps the proxy when the header is missing or no address', () => {
    expect(clientAddress('127.0.0.1', undefined, proxy)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'unknown', proxy)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.1, nonsense', proxy)).toBe('127.0.0.1');
  });

  it('reads TRUSTED_PROXIES as a comma-separated list, empty when unset', () => {
    expect([...trustedProxies(undefined)]).toEqual([]);
    expect([...trustedProxies(' 127.0.0.1 ,,::1')]).toEqual(['127.0.0.1', '::1']);
  });
});
