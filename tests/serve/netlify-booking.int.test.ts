import type { Email } from 'postal-mime';
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/forms.ts';
import { schedule } from '../../src/content/schedule.ts';
import { bookingLinks, hidden, invitation } from './booking-links.ts';
import { netlifyUnderTest, postJson } from './netlify-blobs.ts';
import { quoteFields } from './quote-request.ts';

// A booking through the Netlify Function, called as Netlify calls it, against Netlify's own local Blobs server and an
// SMTP server inside the test: the owner's Confirm link opened changes nothing, its button confirms; the homeowner's
// e-mail says so with the same UID and a higher SEQUENCE; the homeowner cancels from their link and the owner gets a
// CANCEL.
const origin = 'https://netlify-booking.example';
const netlify = netlifyUnderTest(origin);

/** A link of the e-mails as Netlify's rewrite hands it to the function. */
const call = (url: string, init: RequestInit = {}) =>
  handler(new Request(url.replace('/api/', '/.netlify/functions/forms/'), init), { ip: '203.0.113.90' });
const press = (url: string, fields: Record<string, string> = {}) =>
  call(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });
const mailTo = async (address: string, count: number) => {
  await expect
    .poll(() => netlify.inbox.received.filter((m) => m.to?.[0]?.address === address).length, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  return netlify.inbox.received.filter((m) => m.to?.[0]?.address === address)[count - 1] as Email;
};

describe('a booking on the Netlify Function (Blobs)', () => {
  it('is confirmed by the owner’s button, not by opening the link, and cancelled by the homeowner', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${netlify.inbox.port}`;
    const res = await handler(new Request(`${origin}/.netlify/functions/forms/availability`), { ip: '203.0.113.91' });
    const windows = ((await res.json()) as { windows: { start: string }[] }).windows.map((w) => w.start);
    // Past the change notice, so that the homeowner may still cancel it.
    const window = windows.find(
      (w) => Date.parse(`${w}Z`) > Date.now() + (schedule.changeNoticeHours + 12) * 3_600_000,
    );
    const fields = { ...quoteFields('Netlify Booking'), email: 'ana@example.com', window };
    expect((await postJson(origin, 'quote?locale=en', fields, '203.0.113.92')).status).toBe(201);

    const owner = await mailTo('owner@example.com', 1);
    const { confirm } = bookingLinks(owner.text ?? '');
    const first = invitation(await mailTo('ana@example.com', 1));
    expect(first).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE', sequence: 0 });
    expect((await call(confirm)).status).toBe(200);
    expect((await call(confirm)).status).toBe(200);
    expect(netlify.inbox.received.filter((m) => m.to?.[0]?.address === 'ana@example.com')).toHaveLength(1);

    expect((await press(confirm)).status).toBe(200);
    const confirmed = await mailTo('ana@example.com', 2);
    expect(invitation(confirmed)).toMatchObject({ uid: first.uid, status: 'CONFIRMED', sequence: 1 });
    expect((await press(confirm)).status).toBe(409);

    const visit = bookingLinks(confirmed.text ?? '').visit;
    const page = await (await call(visit)).text();
    expect((await press(visit, { do: 'cancel', seq: hidden(page, 'seq') ?? '' })).status).toBe(200);
    const cancel = invitation(await mailTo('owner@example.com', 2));
    expect(cancel).toMatchObject({ uid: first.uid, method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
  }, 60_000);
});
