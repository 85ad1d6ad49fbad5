import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { Email } from 'postal-mime';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { site } from '../../src/lib/content.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { routes } from '../content.ts';
import { browserQuote } from '../forms-in-browser.ts';
import { bookingLinks, invitation } from '../serve/booking-links.ts';
import { axeViolations } from './axe.ts';
import { expect } from './offline.ts';
import { CALENDAR_TOKEN, journeyTest, OWNER } from './quote-journey.ts';

// A request becomes a booking, on a phone, in English and Spanish, against a form server of its own and an SMTP server
// inside the test: opening the owner's Confirm link changes nothing until its button is pressed; the homeowner's
// e-mail then says confirmed with an invitation of the same UID and a higher SEQUENCE, and the feed says CONFIRMED;
// the homeowner moves the visit from their e-mail's link (the owner gets the update, the old window is offered again)
// and cancels it (the owner gets a CANCEL). Each page is the site's own, accessible, with tap-sized choices.
const test = journeyTest;
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });
test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

const feedStatus = async (page: Page, uid: string) => {
  const text = await (await page.request.get(`/api/calendar.ics?token=${CALENDAR_TOKEN}`)).text();
  const event = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .find((e) => e.getFirstPropertyValue('uid') === uid);
  return event?.getFirstPropertyValue('status');
};
/** The booking page's notice (the footer's newsletter has a status line of its own). */
const notice = (page: Page) => page.locator('[data-booking-slot] [role="status"]');
const offered = async (page: Page) =>
  ((await (await page.request.get('/api/availability')).json()) as { windows: { start: string }[] }).windows.map(
    (w) => w.start,
  );

for (const locale of ['en', 'es'] as const) {
  const words = messages[locale]!.booking;
  const owner = messages.en.booking.owner;

  test(`${locale}: confirmed by the owner's button, moved and cancelled by the homeowner`, async ({
    page,
    servers,
  }) => {
    test.setTimeout(120_000);
    const mails = (to: string) => servers.inbox.received.filter((m) => m.to?.[0]?.address === to);
    const nextMail = async (to: string, count: number): Promise<Email> => {
      await expect.poll(() => mails(to).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
      return mails(to)[count - 1];
    };
    const seenOwner = mails(OWNER).length;
    const email = `booking-${locale}-${Date.now()}@example.com`;
    // A window past the change notice, so that the homeowner may still move and cancel it.
    const soonest = Date.now() + (schedule.changeNoticeHours + 12) * 3_600_000;
    const window = (await offered(page)).find((w) => Date.parse(`${w}Z`) > soonest)!;
    const quote = routes.find((r) => r.kind === 'quote' && r.locale === locale)!.url;
    const sent = await page.request.post(`/api/quote${locale === 'en' ? '' : `?locale=${locale}`}`, {
      multipart: { ...browserQuote, email, window, page: quote },
      headers: { Accept: 'application/json', Origin: servers.origin },
    });
    expect(sent.status()).toBe(201);
    const links = bookingLinks((await nextMail(OWNER, seenOwner + 1)).text ?? '');
    const first = invitation(await nextMail(email, 1));

    // The owner's page: the site's own, the visit and one button; opening it changes nothing.
    await page.goto(links.confirm);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.titles.confirm);
    expect(await axeViolations(page)).toEqual([]);
    expect(await feedStatus(page, first.uid)).toBe('TENTATIVE');
    await page.getByRole('button', { name: owner.buttons.confirm }).click();
    await expect(notice(page)).toContainText(owner.done.confirm.split('{window}')[0]);
    expect(await feedStatus(page, first.uid)).toBe('CONFIRMED');
    const confirmed = await nextMail(email, 2);
    expect(invitation(confirmed)).toMatchObject({ uid: first.uid, status: 'CONFIRMED', sequence: 1 });

    // The homeowner's page, in their language: another window chosen from the chips, then the visit cancelled.
    await page.goto(bookingLinks(confirmed.text ?? '').visit);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.page.title);
    expect(await axeViolations(page)).toEqual([]);
    // Another window past the change notice too, so that the visit may still be cancelled once moved: the next one
    // offered may fall within it (on a Sunday, Monday morning's).
    const chips = page.locator('label:has(input[name="window"])');
    const choices = await chips
      .locator('input')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const later = choices.findIndex((w) => w !== window && Date.parse(`${w}Z`) > soonest);
    expect(later, `a window past the change notice among ${choices.join(', ')}`).toBeGreaterThanOrEqual(0);
    const chip = chips.nth(later);
    const box = (await chip.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    const moved = await chip.locator('input').inputValue();
    await chip.click();
    await page.getByRole('button', { name: words.page.changeButton }).click();
    await expect(notice(page)).toBeVisible();
    const update = invitation(await nextMail(OWNER, seenOwner + 2));
    expect(update).toMatchObject({ uid: first.uid, method: 'REQUEST', sequence: 2 });
    expect(await offered(page)).toContain(window);
    expect(await offered(page)).not.toContain(moved);

    await page.getByRole('button', { name: words.page.cancelButton }).click();
    await expect(notice(page)).toHaveText(words.page.cancelled);
    const cancel = invitation(await nextMail(OWNER, seenOwner + 3));
    expect(cancel).toMatchObject({ uid: first.uid, method: 'CANCEL', status: 'CANCELLED', sequence: 3 });
    expect(await offered(page)).toContain(moved);
  });
}
