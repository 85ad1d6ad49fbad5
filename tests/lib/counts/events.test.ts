import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/content/routes.ts';
import {
  BEACON_EVENTS,
  countablePages,
  dayOf,
  daysBefore,
  formSendKey,
  MAX_BEACON_BYTES,
  parseBeacon,
} from '../../../src/lib/counts/events.ts';
import { notFoundPage } from '../../../src/lib/serving/serving-rules.ts';

// What a beacon may count: only known events, only pages of the route list, the city from the page itself.
const pages = countablePages(routes);
const city = routes.find((r) => r.kind === 'city')!;
const spanishCity = routes.find((r) => r.kind === 'city' && r.locale === 'es');
const page = routes.find((r) => r.kind === 'about')!;
const beacon = (e: unknown, p: unknown) => parseBeacon(JSON.stringify({ e, p }), pages, '2026-11-25');

describe('counting', () => {
  it('counts each beacon event on every page of the route list, and names the city of a city page', () => {
    for (const e of BEACON_EVENTS)
      expect(beacon(e, page.url)).toEqual({ day: '2026-11-25', path: page.url, city: '', event: e });
    expect(beacon('tel', city.url)).toMatchObject({ path: city.url, city: city.id });
    if (spanishCity) expect(beacon('view', spanishCity.url)?.city).toBe(spanishCity.id);
    expect(routes.every((r) => beacon('view', r.url))).toBe(true);
  });
  it('refuses unknown events, paths that are not pages, a city the client names, and what is not a beacon', () => {
    expect(beacon('purchase', page.url)).toBeUndefined();
    expect(beacon('quote', page.url)).toBeUndefined(); // a send is counted by the server when it stores the entry
    expect(beacon('view', '/no-such-page')).toBeUndefined();
    expect(beacon('view', `${page.url}/`)).toBeUndefined();
    expect(beacon('view', 42)).toBeUndefined();
    expect(parseBeacon(JSON.stringify({ e: 'view', p: page.url, c: 'atlantis-fl' }), pages, '2026-11-25')?.city).toBe(
      '',
    );
    expect(parseBeacon('view /about', pages, '2026-11-25')).toBeUndefined();
    expect(parseBeacon('null', pages, '2026-11-25')).toBeUndefined();
    expect(
      parseBeacon(JSON.stringify({ e: 'view', p: page.url, pad: 'x'.repeat(MAX_BEACON_BYTES) }), pages, '2026-11-25'),
    ).toBeUndefined();
  });
  it("counts an unknown address on the route that answers it, when there is one (the unknown cities' page)", () => {
    const notFound = (p: string) => notFoundPage(p, routes);
    const fallback = routes.find((r) => r.kind === 'city-fallback')!;
    expect(parseBeacon(JSON.stringify({ e: 'tel', p: '/service-areas/springfield' }), pages, 'd', notFound)).toEqual({
      day: 'd',
      path: fallback.url,
      city: '',
      event: 'tel',
    });
    expect(parseBeacon(JSON.stringify({ e: 'tel', p: '/wp-login.php' }), pages, 'd', notFound)).toBeUndefined();
  });
  it('accepts a path as location.pathname encodes it', () => {
    expect(parseBeacon(JSON.stringify({ e: 'view', p: encodeURI(page.url) }), pages, 'd')?.path).toBe(page.url);
    expect(beacon('view', '/%E0%A4%A')).toBeUndefined();
  });
  it("counts a form's send on the page that sent it, or on no page", () => {
    expect(formSendKey('quote', `https://example.com${city.url}?x=1`, pages, 'd')).toEqual({
      day: 'd',
      path: city.url,
      city: city.id,
      event: 'quote',
    });
    expect(formSendKey('newsletter', 'https://example.com/nope', pages, 'd')).toEqual({
      day: 'd',
      path: '',
      city: '',
      event: 'newsletter',
    });
    expect(formSendKey('applications', undefined, pages, 'd')?.path).toBe('');
    expect(formSendKey('view', undefined, pages, 'd')).toBeUndefined();
    expect(formSendKey('unknown', undefined, pages, 'd')).toBeUndefined();
    // Counted only beside a quote's send, never as a form of its own.
    expect(formSendKey('quote-window', undefined, pages, 'd')).toBeUndefined();
  });
  it("days are Florida's calendar days", () => {
    expect(dayOf(Date.UTC(2026, 10, 26, 3))).toBe('2026-11-25'); // 10 pm in Florida
    expect(dayOf(Date.UTC(2026, 10, 26, 6))).toBe('2026-11-26');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-11-25', 29)).toBe('2026-10-27');
  });
});
