import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { dayItem, mapLink, smsLink } from '../../../src/lib/booking/day-items.ts';
import type { Booking } from '../../../src/lib/booking/state.ts';

// A visit on the owner's day page: who, where, when, and one tap to call, text (in the homeowner's language) or map.
const b: Booking = {
  id: '9',
  receivedAt: '2026-11-29T12:00:00.000Z',
  entry: { name: 'Ana  Ruiz', phone: '(561) 555-0142', address: '12 Palm Ave, Jupiter', reference: 'K7M-3QX' },
  state: 'requested',
  sequence: 0,
  window: '2026-12-01T08:00',
  changedAt: '2026-11-29T12:00:00.000Z',
};

describe('a visit of the owner’s day', () => {
  it.each(['en', 'es'])('texts the homeowner in %s, calls, maps, and says how long it waited', (locale) => {
    const words = messages[locale]!.booking;
    const item = dayItem(b, {
      window: 'Tue, Dec 1, 8 – 10 AM',
      homeownerWindow: 'W',
      ownerText: words.ownerText,
      business: 'Florida Fix-It Pros',
      waitingMs: 19 * 3_600_000 + 59 * 60_000,
    });
    const message = words.ownerText
      .replace('{name}', 'Ana Ruiz')
      .replace('{business}', 'Florida Fix-It Pros')
      .replace('{window}', 'W');
    expect(item).toEqual({
      id: '9',
      state: 'requested',
      window: 'Tue, Dec 1, 8 – 10 AM',
      name: 'Ana Ruiz',
      phone: '(561) 555-0142',
      address: '12 Palm Ave, Jupiter',
      reference: 'K7M-3QX',
      waitingHours: 19,
      tel: 'tel:5615550142',
      sms: `sms:5615550142?body=${encodeURIComponent(message)}`,
      map: 'https://www.google.com/maps/search/?api=1&query=12%20Palm%20Ave%2C%20Jupiter',
    });
    expect(decodeURIComponent(new URL(item.sms!).search.slice('?body='.length))).toBe(message);
  });
  it('leaves out the links it has nothing for', () => {
    const item = dayItem({ ...b, entry: {} }, { window: 'W', homeownerWindow: 'W', ownerText: 'x', business: 'B' });
    expect(item).toEqual({ id: '9', state: 'requested', window: 'W', name: '', phone: '', address: '', reference: '' });
    expect(smsLink('+1 561 555 0142', 'a&b')).toBe('sms:+15615550142?body=a%26b');
    expect(mapLink('1 A St #2')).toBe('https://www.google.com/maps/search/?api=1&query=1%20A%20St%20%232');
  });
});
