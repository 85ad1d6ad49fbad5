// A booking in Cloudflare's local runtime (wrangler pages dev, D1, the e-mail Worker's send_email binding): opening the
// owner's Confirm link changes nothing and shows the site's own page of the visit; its button confirms (D1 says so);
// the homeowner's e-mail says so with an invitation of the same UID and a higher SEQUENCE; the homeowner cancels from
// their link and the owner gets a CANCEL.
import fs from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { bookingLinks, hidden, press } from '../serve/booking-links.ts';
import { quoteFields } from '../serve/quote-request.ts';
import { cloudflareForThisFile, d1Rows } from './cloudflare-runtime.ts';

const cf = cloudflareForThisFile();
const words = messages.en.booking;

/** The last e-mail whose subject matches, as wrangler's stand-in for the Email Service logs it: its text and invitation. */
async function mail(subject: RegExp) {
  await expect.poll(() => subject.test(cf.log), { timeout: 30_000 }).toBe(true);
  const at = [...cf.log.matchAll(new RegExp(subject, 'g'))].at(-1)?.index ?? 0;
  const block = cf.log.slice(at).split(/\n(?=[^\n]*Subject: )/)[0];
  const text = fs.readFileSync(/Text: (\S+)/.exec(block)?.[1] ?? '', 'utf8');
  const ics = /invite\.ics -> (\S+)/.exec(block)?.[1];
  const calendar = ics ? new ICAL.Component(ICAL.parse(fs.readFileSync(ics, 'utf8'))) : undefined;
  const event = calendar?.getFirstSubcomponent('vevent');
  return {
    text,
    method: calendar?.getFirstPropertyValue('method'),
    uid: event?.getFirstPropertyValue('uid'),
    sequence: event?.getFirstPropertyValue('sequence'),
    status: event?.getFirstPropertyValue('status'),
  };
}
const row = (name: string) => d1Rows(`SELECT booking, sequence FROM quote WHERE name = '${name}'`)[0];

describe("a booking in Cloudflare's runtime", () => {
  it('is confirmed by the button of the owner’s link, not by opening it, and cancelled by the homeowner', async () => {
    const res = await fetch(`${cf.origin}/api/availability`);
    const windows = ((await res.json()) as { windows: { start: string }[] }).windows.map((w) => w.start);
    const window = windows.find(
      (w) => Date.parse(`${w}Z`) > Date.now() + (schedule.changeNoticeHours + 12) * 3_600_000,
    );
    const name = `Booking ${Date.now()}`;
    const post = await fetch(`${cf.origin}/api/quote?locale=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: cf.origin },
      body: JSON.stringify({ ...quoteFields(name), email: 'cf-booking@example.com', window }),
    });
    expect(post.status).toBe(201);
    const { reference } = (await post.json()) as { reference: string };

    const owner = await mail(
      new RegExp(`Subject: ${messages.en.leadEmail.subjects.quote.replace('{reference}', reference)} ·`),
    );
    const { confirm } = bookingLinks(owner.text);
    const first = await mail(new RegExp(`Subject: [^\\n]*${reference}`));
    const page = await fetch(confirm);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The site's own page of a visit (read through the ASSETS binding), with its stylesheet, the visit in its slot.
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\//);
    expect(html).toContain(words.owner.buttons.confirm);
    expect(row(name)).toEqual({ booking: 'requested', sequence: 0 });

    expect((await press(confirm)).status).toBe(200);
    expect(row(name)).toEqual({ booking: 'confirmed', sequence: 1 });
    const confirmed = await mail(/Subject: Your visit is confirmed/);
    expect(confirmed).toMatchObject({ method: 'REQUEST', uid: owner.uid, sequence: 1, status: 'CONFIRMED' });
    expect(first.uid).toBe(owner.uid);
    expect((await press(confirm)).status).toBe(409);

    const visit = bookingLinks(confirmed.text).visit;
    const visitPage = await (await fetch(visit)).text();
    expect((await press(visit, { do: 'cancel', seq: hidden(visitPage, 'seq') ?? '' })).status).toBe(200);
    expect(row(name)).toEqual({ booking: 'cancelled', sequence: 2 });
    const cancel = await mail(new RegExp(`Subject: Quote ${reference}: the homeowner cancelled`));
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: owner.uid, sequence: 2, status: 'CANCELLED' });
  }, 120_000);
});
