import { describe, expect, it } from 'vitest';
import { inboxOf, recipientKey } from '../../../src/lib/leads/recipient.ts';

describe('one inbox however its address is written', () => {
  it('drops case, sub-addresses, Gmail dots and a trailing dot, and writes a Unicode domain as DNS does', () => {
    expect(inboxOf(' Victim+Quote7@Example.COM ')).toBe('victim@example.com');
    expect(inboxOf('victim@example.com.')).toBe('victim@example.com');
    expect(inboxOf('V.I.C.T.I.M+x@googlemail.com')).toBe('victim@gmail.com');
    expect(inboxOf('josé@mañana.example')).toBe('josé@xn--maana-pta.example');
    // Dots count elsewhere: first.last and firstlast are two people at most providers.
    expect(inboxOf('first.last@example.com')).toBe('first.last@example.com');
  });
  it('keys an inbox by a hash, never the address', async () => {
    const key = await recipientKey('Victim+1@example.com');
    expect(key).toBe(await recipientKey('victim@EXAMPLE.com'));
    expect(key).not.toBe(await recipientKey('other@example.com'));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
