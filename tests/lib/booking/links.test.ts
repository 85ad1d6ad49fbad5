import { describe, expect, it } from 'vitest';
import { signPhoto } from '../../../src/lib/access/signed-link.ts';
import { type BookingLink, bookingUrl, readLink } from '../../../src/lib/booking/links.ts';

// The booking's links: signed for one purpose, one request, one SEQUENCE (the owner's) and one expiry; anything
// changed, or another secret, opens nothing; past its time a link reads as expired.
const SECRET = 'test-link-secret';
const ORIGIN = 'https://www.example.com';
const NOW = Date.parse('2026-11-30T12:00:00.000Z');
const confirm: BookingLink = { purpose: 'confirm', id: '42', sequence: 3, expires: NOW / 1000 + 3600 };

const read = async (url: string, now = NOW, secret = SECRET) => {
  const u = new URL(url);
  return readLink(secret, u.pathname.replace(/^\/api\//, ''), (n) => u.searchParams.get(n) ?? undefined, now);
};
const swap = (url: string, from: string, to: string) => url.replace(from, to);

describe('the booking’s signed links', () => {
  it('start with the site’s address and read back as what was signed', async () => {
    const url = await bookingUrl(SECRET, ORIGIN, confirm);
    expect(url.startsWith(`${ORIGIN}/api/booking/confirm/42?s=3&e=`)).toBe(true);
    expect(await read(url)).toEqual({ ...confirm, expired: false });
    const visit = await bookingUrl(SECRET, ORIGIN, {
      purpose: 'visit',
      id: '2026-11-30T11:00:00.000Z-ab',
      expires: 2e9,
    });
    expect(await read(visit)).toMatchObject({ purpose: 'visit', id: '2026-11-30T11:00:00.000Z-ab' });
  });

  it('say they expired once their time has passed', async () => {
    const url = await bookingUrl(SECRET, ORIGIN, confirm);
    expect(await read(url, confirm.expires * 1000)).toMatchObject({ expired: true });
  });

  it('open nothing for another purpose, request, SEQUENCE, expiry or secret', async () => {
    const url = await bookingUrl(SECRET, ORIGIN, confirm);
    for (const tampered of [
      swap(url, '/confirm/', '/decline/'),
      swap(url, '/confirm/42', '/confirm/43'),
      swap(url, 's=3', 's=4'),
      swap(url, `e=${confirm.expires}`, `e=${confirm.expires + 86_400}`),
      url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      url.replace(/&sig=[^&]+/, ''),
      swap(url, 's=3&', ''),
    ])
      expect(await read(tampered), tampered).toBeUndefined();
    expect(await read(url, NOW, 'another-secret')).toBeUndefined();
  });

  it('cannot be made from a photo link’s signature, nor turn an owner’s link into the homeowner’s', async () => {
    const photo = new URLSearchParams(await signPhoto(SECRET, 'booking|confirm|42|3', NOW));
    const forged = `${ORIGIN}/api/booking/confirm/42?s=3&e=${photo.get('expires')}&sig=${photo.get('sig')}`;
    expect(await read(forged)).toBeUndefined();
    const owner = await bookingUrl(SECRET, ORIGIN, { ...confirm, purpose: 'visit' });
    expect(await read(owner)).toBeUndefined();
  });
});
