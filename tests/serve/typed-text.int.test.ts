import { describe, expect, it } from 'vitest';
import { blobs, handler, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';
import { CONTROL, cleaned, hostile } from './typed-text.ts';

// Control characters and HTML typed into the form never reach what is stored, the owner's invitation or his feed of
// visits (a calendar app may render HTML in an event's description, and RFC 5545 allows no control character in
// text); accents, Spanish, emoji and the line breaks of the details stay.
describe.each([
  ['SQLite', async () => sqlite()],
  ['Netlify Blobs', blobs],
])('text typed into the quote form on %s', (_, open) => {
  it('is stored, invited and fed without control characters or HTML, with its accents, emoji and line breaks', async () => {
    const { store } = await open();
    const { app, post, sent } = handler(store, { settings: { CALENDAR_TOKEN: 'the-calendar-token' } });
    const { windows } = (await (await app.request('http://localhost/api/availability')).json()) as {
      windows: { start: string; free: number }[];
    };
    const window = windows.find((w) => w.free > 0)?.start ?? '';
    const res = await post('quote', JSON.stringify({ ...quoteFields('x'), ...hostile, window }), 'application/json');
    expect(res.status).toBe(201);
    const [stored] = (await store.bookings?.list('2000-01-01', 10)) ?? [];
    expect(stored.entry).toMatchObject(cleaned);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const invite = sent.find((m) => m.to === 'owner@example.com')?.attachments?.[0]?.content ?? '';
    const feed = await (await app.request('http://localhost/api/calendar.ics?token=the-calendar-token')).text();
    // Unfolded (RFC 5545 folds lines at 75 octets with CRLF and a space).
    for (const ics of [invite, feed].map((text) => text.replace(/\r\n[ \t]/g, ''))) {
      expect(ics).toContain('José Núñez');
      expect(ics).toContain('Línea uno 🙂\\nLínea dos alert(1)\\ntercera pague aquí');
      expect(ics.replaceAll('\r\n', '')).not.toMatch(CONTROL);
      expect(ics).not.toMatch(/<|evil\.example/);
    }
  });
});
