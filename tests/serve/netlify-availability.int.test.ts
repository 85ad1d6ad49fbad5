import { getStore } from '@netlify/blobs';
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/forms.ts';
import { windowLabel, windowsFor } from '../../src/lib/calendar/availability.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { netlifyUnderTest, postJson } from './netlify-blobs.ts';
import { quoteFields } from './quote-request.ts';

// The arrival windows from the Netlify Function, called as Netlify calls it (its rewrite sends /api/availability to
// /.netlify/functions/forms/availability), against Netlify's own local Blobs server: the labelled windows, a request's
// window stored with it, a full window no longer offered and a further request for it answered 409 naming the next.
const origin = 'https://netlify-availability.example';
netlifyUnderTest(origin);

interface Answer {
  windows: { start: string; label: string; free: number }[];
}
const offered = async () => {
  const res = await handler(new Request(`${origin}/.netlify/functions/forms/availability?locale=en`), {
    ip: '203.0.113.60',
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ((await res.json()) as Answer).windows;
};
// One address per request: the function's rate limit (FORMS_RATE_LIMIT, 3 here) counts per address.
const ask = (name: string, window: string, n: number) =>
  postJson(origin, 'quote?locale=en', { ...quoteFields(name), window }, `203.0.113.${70 + n}`);

describe('arrival windows from the Netlify Function (Blobs)', () => {
  it('answers labelled windows, stores a request’s window and stops offering the window once full', async () => {
    const windows = await offered();
    const expected = new Map(windowsFor(windowRules, Date.now()).map((w) => [w.start, w]));
    expect(windows.length).toBeGreaterThan(1);
    for (const w of windows) {
      const rule = expected.get(w.start);
      expect(rule, `${w.start} is not one of the schedule's windows`).toBeDefined();
      expect(w).toEqual({ start: w.start, label: windowLabel(rule!, 'en', windowRules.timeZone), free: rule!.free });
    }
    const [first, next] = windows;
    for (let i = 0; i < windowRules.visitsPerWindow; i++)
      expect((await ask(`Netlify Window ${i}`, first.start, i)).status).toBe(201);
    const store = getStore({ name: 'form-entries', consistency: 'strong' });
    const { blobs } = await store.list({ prefix: 'quote/' });
    const stored = await Promise.all(
      blobs.map(async (b) => ((await store.get(b.key, { type: 'json' })) as { entry: { window?: string } }).entry),
    );
    expect(stored.filter((e) => e.window === first.start)).toHaveLength(windowRules.visitsPerWindow);
    expect((await offered()).map((w) => w.start)).not.toContain(first.start);

    const refused = await ask('Netlify Window late', first.start, windowRules.visitsPerWindow);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string; fields: string[] };
    expect(body.fields).toEqual(['window']);
    expect(body.message).toContain(next.label);
  }, 30_000);
});
