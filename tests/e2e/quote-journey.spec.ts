import ICAL from 'ical.js';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { type Busy, windowsFor } from '../../src/lib/calendar/availability.ts';
import { availabilityUrl } from '../../src/lib/calendar/window-choices.ts';
import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { jobPriceText, jobsOf, priceRangeText } from '../../src/lib/prices/price-guide.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { routes } from '../content.ts';
import { anotherVisitor, browserQuote } from '../forms-in-browser.ts';
import { busyOverFirstTwo } from '../owner-calendar.ts';
import { invitationsOf } from '../smtp.ts';
import { expect, test as offline } from './offline.ts';
import { CALENDAR_TOKEN, journeyServers, OWNER } from './quote-journey.ts';

// The price guide and arrival windows (decision 56) as one journey on a phone, in English and Spanish, against a form
// server of its own: the painting page's price table, a job's row to the quote form with its range, the first window
// the owner's iCal feed (served inside the test) leaves free chosen and sent, that window gone for the next visitor
// once it holds data/schedule.yaml's visitsPerWindow requests, the owner's e-mail with the visit's invitation and the
// homeowner's with a tentative one (the SMTP server inside the test), and the visit in the owner's feed (GET
// /api/calendar.ics).
const test = offline.extend<object, { journey: Awaited<ReturnType<typeof journeyServers>> & { busy: Busy[] } }>({
  journey: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      const busy = busyOverFirstTwo(windowsFor(windowRules, Date.now()));
      const servers = await journeyServers(busy);
      await use({ ...servers, busy });
      await servers.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ journey }, use) => use(journey.origin),
});
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });
test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

type Offered = { start: string; label: string; free: number }[];
/** The windows this spec filled, as the handler counts them. */
const held: Record<string, number> = {};

for (const locale of ['en', 'es'] as const) {
  const painting = contentFor(locale).services.find((s) => s.slug === 'painting')!;
  const servicePage = routes.find((r) => r.kind === 'service' && r.locale === locale && r.id === 'painting')!;
  const job = jobsOf(painting).at(-1)!;
  const range = priceRangeText(job, locale);
  const mail = messages[locale]!.confirmationEmail;
  const { success } = contentFor(locale).quote.form;

  test(`${locale}: price table, a job's range, the first window the owner's calendar leaves free, sent, e-mailed and in the feed`, async ({
    page,
    context,
    journey,
  }) => {
    test.setTimeout(120_000);
    const offered = async () =>
      ((await (await page.request.get(availabilityUrl(locale))).json()) as { windows: Offered }).windows;
    const expected = windowsFor(windowRules, Date.now(), { busy: journey.busy, held });
    const covered = windowsFor(windowRules, Date.now(), { held })
      .filter((w) => journey.busy.some((b) => b.start < w.endMs && b.end > w.startMs))
      .map((w) => w.start);
    expect(covered).toHaveLength(2);

    // The price table, and a job's row to its quote form with the job chosen.
    await page.goto(servicePage.url);
    const row = page.locator(`[data-testid="price-guide"] tr[data-job="${job.id}"]`);
    await row.scrollIntoViewIfNeeded();
    await expect(row).toContainText(range);
    await row.getByRole('link', { name: job.name }).click();
    await expect(page).toHaveURL(new RegExp(`${servicePage.quote}\\?service=painting&job=${job.id}$`));
    const form = page.locator('form[data-quote-form]');
    await expect(form.locator('select[name="job"] option:checked')).toHaveText(
      `${job.name} · ${jobPriceText(job, locale)}`,
    );
    await expect(form.locator('[data-job-hint]:visible')).toContainText(job.factors);

    // The windows offered: the schedule's, less the owner's busy time and those full.
    const email = `journey-${locale}-${Date.now()}@example.com`;
    await form.locator('[name="name"]').fill(`Journey ${locale}`);
    const picker = form.locator('[data-window-choices="loaded"]');
    await expect(picker).toBeVisible({ timeout: 15_000 });
    const radios = picker.locator('input[name="window"][type="radio"]');
    const starts = expected.map((w) => w.start);
    await expect(radios).toHaveCount(starts.length + 1);
    expect((await radios.evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value))).slice(1)).toEqual(starts);
    expect((await offered()).map((w) => w.start)).toEqual(starts);
    for (const start of covered) await expect(picker.locator(`input[value="${start}"]`)).toHaveCount(0);
    expect(journey.feedReads.length).toBeGreaterThan(0);

    const chosen = (await offered())[0];
    await picker.locator('label').nth(1).click();
    await expect(radios.nth(1)).toBeChecked();
    await form.locator('[name="phone"]').fill('(561) 555-0142');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="address"]').fill('Boca Raton, FL');
    await form.locator('[name="details"]').fill('The living room walls, light gray over white.');
    const answer = page.waitForResponse((r) => r.url().includes('/api/quote') && r.request().method() === 'POST');
    await form.locator('[data-quote-submit]').click();
    expect((await answer).status()).toBe(201);
    const reference = page.locator('[data-quote-sent] [data-quote-reference]');
    await expect(reference).not.toBeEmpty({ timeout: 30_000 });
    const ref = (await reference.textContent())!.trim();
    // The answer repeats the window, as requested, with the steps of a request with one (confirmed by e-mail).
    const sent = page.locator('[data-quote-sent]');
    await expect(sent.locator('[data-quote-window]')).toHaveText(chosen.label);
    await expect(sent.getByText(success.window)).toBeVisible();
    await expect(sent.getByText(success.nextWithWindow[1])).toBeVisible();
    await expect(sent.getByText(success.next[1])).toBeHidden();

    // Other visitors take the window's other places (data/schedule.yaml's visitsPerWindow).
    for (let i = 1; i < schedule.visitsPerWindow; i++) {
      const visitor = anotherVisitor();
      const other = await page.request.post('/api/quote', {
        multipart: {
          ...browserQuote,
          name: `Other ${i}`,
          phone: visitor.phone,
          window: chosen.start,
          page: servicePage.quote!,
        },
        headers: { Accept: 'application/json', Origin: journey.origin, ...visitor.headers },
      });
      expect(other.status()).toBe(201);
    }
    // The browser is one client with one phone: its new request let its earlier one's window go (one hold each).
    for (const start of Object.keys(held)) delete held[start];
    held[chosen.start] = schedule.visitsPerWindow;
    const after = windowsFor(windowRules, Date.now(), { busy: journey.busy, held });

    // The next visitor is not offered the full window.
    const next = await context.newPage();
    await next.goto(servicePage.quote!);
    await next.locator('form[data-quote-form] [name="name"]').click();
    const nextPicker = next.locator('form[data-quote-form] [data-window-choices="loaded"]');
    await expect(nextPicker).toBeVisible({ timeout: 15_000 });
    await expect(nextPicker.locator('input[name="window"]')).toHaveCount(after.length + 1);
    await expect(nextPicker.locator(`input[value="${chosen.start}"]`)).toHaveCount(0);
    await next.close();

    // The owner's e-mail invites him to the visit; the homeowner's names the job and the window, tentative.
    const startOf = (e: ICAL.Event) => e.startDate.toJSDate().getTime();
    const received = (to: string, subject: string) =>
      journey.inbox.received.find((m) => m.to?.[0]?.address === to && m.subject?.includes(subject));
    await expect.poll(() => !!received(OWNER, ref) && !!received(email, ref), { timeout: 30_000 }).toBe(true);
    const [owners] = invitationsOf(received(OWNER, ref)!);
    // Tentative until the owner confirms it from the e-mail's links.
    expect([owners.filename, owners.status, startOf(owners.event)]).toEqual([
      'invite.ics',
      'TENTATIVE',
      expected[0].startMs,
    ]);
    const homeowner = received(email, ref)!;
    const [theirs] = invitationsOf(homeowner);
    expect([theirs.filename, theirs.status, startOf(theirs.event)]).toEqual([
      'invite.ics',
      'TENTATIVE',
      expected[0].startMs,
    ]);
    for (const words of [`${mail.window}: ${chosen.label}`, mail.windowPending, job.name, range])
      expect(homeowner.text).toContain(words);

    // The owner's feed lists the visit.
    const feed = await page.request.get(`/api/calendar.ics?token=${CALENDAR_TOKEN}`);
    expect(feed.status()).toBe(200);
    const visits = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .filter((e) => e.summary.includes(ref));
    expect(visits.map(startOf)).toEqual([expected[0].startMs]);
  });
}
