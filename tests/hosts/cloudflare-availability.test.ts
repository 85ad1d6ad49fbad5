// The arrival windows in Cloudflare's local runtime (wrangler pages dev, D1): GET /api/availability answers the
// schedule's windows with their labels less those a busy time of the owner's calendar covers (OWNER_CALENDAR_ICS_URL,
// an iCal file served inside the test, read by the Function with ical.js), a quote request naming the first window is
// stored in D1 with it, and once the window holds data/schedule.yaml's visits it is no longer offered and a further
// request for it gets a 409 naming the next free window (src/server/windows/availability-app.ts, the claim in SQL of
// src/server/windows/availability-store.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowLabel, windowsFor } from '../../src/lib/calendar/availability.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { busyOverFirstTwo, ownerCalendarFeed } from '../owner-calendar.ts';
import { quoteFields } from '../serve/quote-request.ts';
import { cloudflareForThisFile, d1Rows } from './cloudflare-runtime.ts';

// The owner's calendar is served before the runtime starts (hooks run in order), and stopped after it (in reverse).
const busy = busyOverFirstTwo(windowsFor(windowRules, Date.now()));
let feed: Awaited<ReturnType<typeof ownerCalendarFeed>> | undefined;
beforeAll(async () => {
  feed = await ownerCalendarFeed(busy);
});
afterAll(() => feed?.close());
const cf = cloudflareForThisFile(() => ({ OWNER_CALENDAR_ICS_URL: feed!.url }));

interface Answer {
  windows: { start: string; label: string; free: number }[];
}
const offered = async () => {
  const res = await fetch(`${cf.origin}/api/availability?locale=en`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Answer).windows;
};
const ask = (name: string, window: string) =>
  fetch(`${cf.origin}/api/quote?locale=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: cf.origin },
    body: JSON.stringify({ ...quoteFields(name), window }),
  });

describe("arrival windows in Cloudflare's runtime", () => {
  it('answers labelled windows less the owner’s busy time, stores a request’s window in D1 and stops offering it once full', async () => {
    const windows = await offered();
    // The runtime's clock is this machine's: the schedule's windows now less the busy ones, each with its English label.
    const expected = new Map(windowsFor(windowRules, Date.now(), { busy }).map((w) => [w.start, w]));
    expect(windows.length).toBeGreaterThan(1);
    const [covered, alsoCovered] = windowsFor(windowRules, Date.now());
    expect(windows.map((w) => w.start)).toEqual([...expected.keys()]);
    for (const w of [covered, alsoCovered]) expect(windows.map((x) => x.start)).not.toContain(w.start);
    expect(feed!.reads.length).toBeGreaterThan(0);
    for (const w of windows) {
      const rule = expected.get(w.start);
      expect(rule, `${w.start} is not one of the schedule's windows`).toBeDefined();
      // Compared with its spaces as plain spaces: workerd's ICU puts a thin space around the range's dash where Node's
      // puts a plain one, which a reader does not see.
      const plain = (label: string) => label.replace(/\s+/gu, ' ');
      expect({ ...w, label: plain(w.label) }).toEqual({
        start: w.start,
        label: plain(windowLabel(rule!, 'en', windowRules.timeZone)),
        free: rule!.free,
      });
    }
    const [first, next] = windows;
    const stamp = Date.now();
    for (let i = 0; i < windowRules.visitsPerWindow; i++)
      expect((await ask(`Window ${stamp} ${i}`, first.start)).status).toBe(201);
    expect(d1Rows(`SELECT window FROM quote WHERE name = 'Window ${stamp} 0'`)).toEqual([{ window: first.start }]);
    expect((await offered()).map((w) => w.start)).not.toContain(first.start);

    const refused = await ask(`Window ${stamp} late`, first.start);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string; fields: string[] };
    expect(body.fields).toEqual(['window']);
    expect(body.message).toContain(next.label);
    expect(d1Rows(`SELECT COUNT(*) AS n FROM quote WHERE window = '${first.start}'`)).toEqual([
      { n: windowRules.visitsPerWindow },
    ]);
  }, 90_000);
});
