import { describe, expect, it } from 'vitest';
import { clientKey, clientNetwork, UNKNOWN_CLIENT } from '../../../src/lib/serving/client-network.ts';

describe('clientNetwork', () => {
  it('counts an IPv6 client by its /64, however the address is spelled', () => {
    const net = '2001:db8:1:2::/64';
    for (const a of [
      '2001:db8:1:2::5',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '[2001:db8:1:2::9]',
      '2001:db8:1:2::1%eth0',
      ' 2001:db8:1:2:a:b:c:d ',
    ])
      expect(clientNetwork(a), a).toBe(net);
    expect(clientNetwork('2001:db8:1:3::5')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('fe80::1%25eth0')).toBe('fe80::/64');
  });
  it('reads an IPv4 address on a dual-stack socket as that address, and counts IPv4 per address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('203.0.113.8')).toBe('203.0.113.8');
  });
  it('puts a missing or unreadable address in one count', () => {
    for (const a of [undefined, '', 'unknown', '2001:db8::1::2', '999.1.1.1', '<script>'])
      expect(clientNetwork(a), String(a)).toBe(UNKNOWN_CLIENT);
  });
  it('hashes the network, never the address, into the store key', async () => {
    expect(await clientKey('2001:db8:1:2::5')).toBe(await clientKey('2001:db8:1:2::6'));
    expect(await clientKey('::ffff:203.0.113.7')).toBe(await clientKey('203.0.113.7'));
    expect(await clientKey('203.0.113.7')).not.toBe(await clientKey('203.0.113.8'));
    expect(await clientKey('2001:db8:1:2::5')).toMatch(/^[0-9a-f]{32}$/);
  });
});
