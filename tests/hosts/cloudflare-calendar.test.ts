// The feed of requested visits in Cloudflare's local runtime (wrangler pages dev, D1): CALENDAR_TOKEN read from the
// project's settings, the stored quotes with a window listed as events, nothing for a wrong token, never cached; and
// the owner's e-mail of such a quote carrying invite.ics through the e-mail Worker's send_email binding.
import fs from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CALENDAR_TOKEN, cloudflareForThisFile, d1Rows } from './cloudflare-runtime.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const name = `Feed ${Date.now()}`;
// A quote with a window, stored in D1 before the runtime starts.
const cf = cloudflareForThisFile(undefined, {
  seed: `INSERT INTO quote (receivedAt, name, phone, address, service, details, window, reference) VALUES ('${new Date().toISOString()}', '${name}', '(561) 555-0199', '12 Palm Way, Boca Raton', 'painting', 'Two rooms', '${day(3)}T08:00', 'CAL-3QX')`,
});

describe("the calendar feed in Cloudflare's runtime", () => {
  it('lists the quotes with a window stored in D1 to the bearer of CALENDAR_TOKEN only', async () => {
    const [{ id }] = d1Rows(`SELECT id FROM quote WHERE name = '${name}'`);
    const res = await fetch(`${cf.origin}/api/calendar.ics?token=${CALENDAR_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(await res.text()))
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e));
    const event = events.find((e) => e.uid === `quote-${id}@127.0.0.1`);
    expect(event?.summary).toMatch(/CAL-3QX/);
    expect(event?.description).toContain(name);
    expect((await fetch(`${cf.origin}/api/calendar.ics?token=wrong-${CALENDAR_TOKEN}`)).status).toBe(403);
    expect((await fetch(`${cf.origin}/api/calendar.ics`)).status).toBe(401);
  }, 60_000);

  it("sends the stored visit through the e-mail Worker as the owner's invite.ics", async () => {
    // Any stored entry starts the e-mail run, which sends the quote stored above with its visit.
    const res = await fetch(`${cf.origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: cf.origin },
      body: JSON.stringify({ email: `calendar-${Date.now()}@example.com` }),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => /Subject: Quote CAL-3QX/.test(cf.log), { timeout: 30_000 }).toBe(true);
    // Wrangler's stand-in for the Email Service writes each attachment to a file and logs its path.
    const block = cf.log.slice(cf.log.search(/Subject: Quote CAL-3QX/));
    const file = /Attachment \(attachment\): invite\.ics -> (\S+)/.exec(block)?.[1];
    expect(file).toBeDefined();
    const event = new ICAL.Component(ICAL.parse(fs.readFileSync(file ?? '', 'utf8'))).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toMatch(/^Quote CAL-3QX · /);
    expect(event?.getFirstPropertyValue('location')).toBe('12 Palm Way, Boca Raton');
  }, 60_000);
});
