/**
 * The owner's other links and the links' limits, on npm start's store (node:sqlite) and Netlify's (Blobs), the handler
 * called as every host calls it with the e-mails kept in memory: Move takes one of the free windows and tells the
 * homeowner of the old window and the new; Decline withdraws the visit and the homeowner asks for another window from
 * the link of that e-mail; Free the window offers it again and keeps the request, which he can still confirm while the
 * window is free; a link past its time answers 410 and changes nothing; the pages count against the client's limit;
 * without the site's page to fill, the handler's own page keeps the business's name and phone.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { dayOf } from '../../src/lib/counts/events.ts';
import { escapeHtml } from '../../src/lib/forms/form-entries.ts';
import { recipientKey } from '../../src/lib/leads/recipient.ts';
import { site, telHref } from '../../src/lib/page/site.ts';
import { BOOKING_RATE_LIMIT } from '../../src/server/booking/booking-app.ts';
import { CONFIRMATIONS_PER_INBOX, type LeadMessage } from '../../src/server/mail/lead-mail.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { bookingLinks, choices } from './booking-links.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const words = messages.en.booking;

async function setUp(store: Awaited<ReturnType<typeof sqlite>>['store']) {
  let clock = NOW;
  const sent: LeadMessage[] = [];
  const mailer = { to: 'owner@example.com', from: 'site@example.com', linkSecret: 'owner-links-secret' };
  const h = handler(store, { now: () => clock, mailer: { ...mailer, send: async (m) => void sent.push(m) } });
  const at = (path: string, init: RequestInit = {}) =>
    h.app.request(path.replace(/^https?:\/\/[^/]+/, 'http://localhost'), init);
  const press = (url: string, fields: Record<string, string> = {}) =>
    at(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: new URLSearchParams(fields).toString(),
    });
  const offered = async () =>
    ((await (await at('/api/availability')).json()) as { windows: { start: string }[] }).windows.map((w) => w.start);
  const window = windowsFor(windowRules, NOW).find((w) => w.start.startsWith('2026-12-03'))!.start;
  const res = await h.post(
    'quote',
    JSON.stringify({ ...quoteFields('Owner Links'), email: 'home@example.com', window }),
    'application/json',
  );
  expect(res.status).toBe(201);
  const mail = async (test: (m: LeadMessage) => boolean) => {
    await expect.poll(() => sent.some(test), { timeout: 10_000 }).toBe(true);
    return sent.filter(test).at(-1)!;
  };
  const owner = await mail((m) => m.to === 'owner@example.com');
  return {
    ...h,
    at,
    press,
    offered,
    window,
    mail,
    links: bookingLinks(owner.text),
    sent,
    setClock: (ms: number) => (clock = ms),
  };
}
const ics = (m: LeadMessage) => m.attachments?.[0]?.content ?? '';

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('the owner’s links on %s', (_, open) => {
  it('Move takes a free window and tells the homeowner of both', async () => {
    const s = await setUp(await open());
    const page = await (await s.at(s.links.move)).text();
    const to = choices(page).find((w) => w > s.window)!;
    expect(choices(page)).not.toContain(s.window);
    expect((await s.press(s.links.move, { window: s.window })).status).toBe(409);
    expect((await s.press(s.links.move, { window: to })).status).toBe(200);
    const moved = await s.mail((m) => m.to === 'home@example.com' && m.subject.startsWith('Your visit has moved'));
    expect(moved.text).toContain('Thu, Dec 3');
    expect(ics(moved)).toMatch(/SEQUENCE:1/);
    expect(await s.offered()).toContain(s.window);
    expect(await s.offered()).not.toContain(to);
  });

  it('Decline withdraws the visit; the homeowner asks for another window from that e-mail', async () => {
    const s = await setUp(await open());
    expect((await s.press(s.links.decline)).status).toBe(200);
    const declined = await s.mail((m) => m.to === 'home@example.com' && m.subject.startsWith('We cannot come'));
    expect(ics(declined)).toMatch(/METHOD:CANCEL/);
    expect(await s.offered()).toContain(s.window);
    const visit = bookingLinks(declined.text).visit;
    const page = await (await s.at(visit)).text();
    expect(page).toContain(words.page.rebookButton);
    const again = choices(page).find((w) => w > s.window)!;
    expect((await s.press(visit, { do: 'change', seq: '1', window: again })).status).toBe(200);
    expect(await s.offered()).not.toContain(again);
    const told = await s.mail((m) => m.to === 'owner@example.com' && m.subject.includes('moved the visit'));
    expect(ics(told)).toMatch(/STATUS:TENTATIVE/);
    expect(bookingLinks(told.text).confirm).toBeDefined();
  });

  it('Free the window offers it again and keeps the request, which can still be confirmed while it is free', async () => {
    const s = await setUp(await open());
    expect(await s.offered()).not.toContain(s.window);
    expect((await s.press(s.links.release)).status).toBe(200);
    expect(await s.offered()).toContain(s.window);
    expect((await s.press(s.links.confirm)).status).toBe(200);
    expect(await s.offered()).not.toContain(s.window);
  });

  it('the homeowner’s booking e-mails neither count against the confirmations’ cap per inbox nor wait for it', async () => {
    const store = await open();
    const s = await setUp(store);
    const home = (subject: string) => (m: LeadMessage) => m.to === 'home@example.com' && m.subject.startsWith(subject);
    const received = messages.en.confirmationEmail.subject.split(' {')[0];
    await s.mail(home(received));
    // The inbox had all its confirmations of the day but one.
    for (let n = 2; n < CONFIRMATIONS_PER_INBOX; n++)
      expect(await store.confirmations?.claim(await recipientKey('home@example.com'), dayOf(NOW), n)).toBe(true);
    expect((await s.press(s.links.confirm)).status).toBe(200);
    await s.mail(home(words.email.subjects.confirmed.split(' {')[0]));
    // A second request naming the inbox still gets its confirmation, the day's last.
    const other = windowsFor(windowRules, NOW).find((w) => w.start > s.window)!.start;
    const body = {
      ...quoteFields('Second Request'),
      phone: '(561) 555-0199',
      email: 'home@example.com',
      window: other,
    };
    expect((await s.post('quote', JSON.stringify(body), 'application/json')).status).toBe(201);
    await expect.poll(() => s.sent.filter(home(received)).length, { timeout: 10_000 }).toBe(2);
    // The owner's decline still reaches the inbox, which had all its confirmations.
    const second = bookingLinks(s.sent.filter((m) => m.to === 'owner@example.com').at(-1)!.text);
    expect((await s.press(second.decline)).status).toBe(200);
    await s.mail(home(words.email.subjects.declined.split(' {')[0]));
  });

  it('a link past its time answers 410 and changes nothing; the pages count against the client’s limit', async () => {
    const s = await setUp(await open());
    s.setClock(Date.parse(`${s.window}:00-05:00`) + 60_000);
    expect((await s.press(s.links.confirm)).status).toBe(410);
    s.setClock(NOW);
    // Still a request: its page still has the button.
    expect(await (await s.at(s.links.confirm)).text()).toContain('<form method="post"');
    const statuses: number[] = [];
    for (let i = 0; i < BOOKING_RATE_LIMIT; i++) statuses.push((await s.at(s.links.confirm)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

it('answers a link with its own page, the business name and phone in its header, when the site page cannot be read', async () => {
  const mailer = { to: 'owner@example.com', from: 'site@example.com', linkSecret: 'owner-links-secret' };
  for (const sitePage of [undefined, async () => undefined, async () => '<p>no slot here</p>']) {
    const { app } = handler(sqlite().store, { sitePage, mailer: { ...mailer, send: async () => undefined } });
    const res = await app.request('http://localhost/api/booking/visit/1?e=4102444800&sig=not-signed-here');
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain(`<strong>${escapeHtml(site.businessName)}</strong>`);
    expect(html).toContain(`<a href="${telHref(site.phone.e164)}">${escapeHtml(site.phone.display)}</a>`);
    expect(html).toContain(escapeHtml(words.page.invalid));
  }
});
