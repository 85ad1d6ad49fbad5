import { messages } from '../../src/content/messages.ts';
import { availabilityUrl } from '../../src/lib/calendar/window-choices.ts';
import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { telHref } from '../../src/lib/page/site.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { escapeRegExp } from '../copy.ts';
import { storedEntries } from '../forms-db.ts';
import { browserQuote, fillQuoteForm } from '../forms-in-browser.ts';
import { axeViolations } from './axe.ts';
import { expect, test } from './offline.ts';
import { choices, fill, type Offered, offered, quotePage, unique } from './quote-windows.ts';

// The arrival-window picker of the quote form on a phone, in English and Spanish: with JavaScript the free windows
// (GET /api/availability) as chips, without it the handler's page of the same chips (POST /api/windows). Each window holds
// data/schedule.yaml's visitsPerWindow requests: the tests take the first free one and fill its other places through
// the handler (its answer gives each window's free places), so they run one after another.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });
test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

for (const locale of ['en', 'es'] as const) {
  const words = messages[locale]!.windows;

  test(`${locale}: the first free window chosen and sent is no longer offered to the next visitor`, async ({
    page,
    context,
    baseURL,
  }) => {
    const email = unique(locale);
    // The windows the page itself was given: other specs on this server take windows meanwhile, so a second ask, even
    // right after the page's, could differ from what the chips show (seen as 54 chips against 53 asked).
    const asked = page.waitForResponse((r) => r.url().includes(availabilityUrl(locale)));
    const { send } = await fillQuoteForm(page, baseURL!, email, [], quotePage(locale));
    const { radios, chips } = await choices(page);
    const free = ((await (await asked).json()) as { windows: Offered }).windows;
    expect(free.length).toBeGreaterThan(1);
    // "No preference" first, then every free window; none chosen.
    await expect(radios).toHaveCount(free.length + 1);
    await expect(radios.first()).toHaveValue('');
    await expect(page.getByText(words.noPreference, { exact: true })).toBeVisible();
    for (const r of await radios.all()) await expect(r).not.toBeChecked();
    await expect(page.getByText(words.confirm)).toBeVisible();
    // The chips are labelled in the page's language, each grouped under its day, and big enough to tap.
    const first = chips.nth(1);
    await expect(radios.nth(1)).toHaveValue(free[0].start);
    expect(free[0].label.endsWith(`, ${(await first.textContent())!}`)).toBe(true);
    await expect(
      page.locator('legend', { hasText: free[0].label.slice(0, free[0].label.lastIndexOf(', ')) }),
    ).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await first.click();
    await expect(radios.nth(1)).toBeChecked();
    expect(await send()).toBe(201);
    await expect(page.locator('[data-quote-sent]')).toBeVisible();
    expect(storedEntries('quote', email).map((e) => e.window)).toEqual([free[0].start]);
    await fill(page.request, locale, free[0].start, new URL(baseURL!).origin);

    // The next visitor, in a page of the same context so that the offline fixture's routes apply to it too.
    const next = await context.newPage();
    await next.goto(quotePage(locale));
    const nextAsked = next.waitForResponse((r) => r.url().includes(availabilityUrl(locale)));
    await next.locator('form[data-quote-form] [name="name"]').click();
    const { radios: nextRadios } = await choices(next);
    // The windows offered to it: its request may have let an earlier test's window go (one hold per client).
    const after = ((await (await nextAsked).json()) as { windows: Offered }).windows;
    expect(after.map((w) => w.start)).not.toContain(free[0].start);
    await expect(nextRadios).toHaveCount(after.length + 1);
    await expect(nextRadios.nth(1)).not.toHaveValue(free[0].start);
    await next.close();
  });

  test(`${locale}: a window taken while the visitor chose it is refused, the message names the next, the picker refreshes`, async ({
    page,
    baseURL,
  }) => {
    const { send } = await fillQuoteForm(page, baseURL!, unique(`${locale}-late`), [], quotePage(locale));
    const { radios, chips } = await choices(page);
    const wanted = await radios.nth(1).inputValue();
    await chips.nth(1).click();
    // Other visitors take the window's last places first.
    await fill(page.request, locale, wanted, new URL(baseURL!).origin);
    const free = await offered(page.request, locale);
    expect(await send()).toBe(409);
    await expect(page.locator('[data-quote-problem]')).toContainText(free.find((w) => w.start > wanted)!.label);
    await expect(page.locator(`input[name="window"][value="${wanted}"]`)).toHaveCount(0);
    await expect(radios).toHaveCount(free.length + 1);
  });

  test.describe(`${locale}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('"See the free windows" opens them with what was typed, one is sent; a window taken meanwhile is refused saying so, the next one chosen', async ({
      page,
      baseURL,
    }) => {
      const free = await offered(page.request, locale);
      const email = unique(`${locale}-nojs`);
      const { form } = await fillQuoteForm(page, baseURL!, email, [], quotePage(locale));
      await expect(page.getByText(words.confirm)).toBeVisible();
      await form.getByRole('button', { name: words.choose }).click();
      // The handler's page in the site's look, the business's phone in its header, the free windows as chips.
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(site.businessName);
      await expect(
        page
          .locator(`a[href="${telHref(site.phone.e164)}"]`)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      const chips = page.locator('form label:has(input[name="window"])');
      await expect(chips).toHaveCount(free.length + 1);
      await expect(page.locator('input[name="window"][value=""]')).toBeChecked();
      await chips.nth(1).click();
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.locator('[data-quote-reference]')).not.toBeEmpty();
      // The site's answer page repeats the window, as requested, with the steps of a request with one.
      const { success } = contentFor(locale).quote.form;
      await expect(page.locator('[data-quote-window]')).toHaveText(free[0].label);
      await expect(page.getByText(success.window)).toBeVisible();
      await expect(page.getByText(success.nextWithWindow[1])).toBeVisible();
      await expect(page.getByText(success.next[1])).toBeHidden();
      expect(storedEntries('quote', email)).toEqual([
        expect.objectContaining({ ...browserQuote, email, bestTime: 'evening', window: free[0].start }),
      ]);

      // Another visitor, whose page of windows was opened before the window was taken by others.
      const late = await fillQuoteForm(page, baseURL!, unique(`${locale}-nojs-late`), [], quotePage(locale));
      await late.form.getByRole('button', { name: words.choose }).click();
      // The first window its page offers, read from the page: the request above may have filled its day
      // (visitsPerDay), and the other specs on this server take windows meanwhile, so the free list asked at the start
      // no longer says which are left (its second window was gone in two runs of four workers).
      const wanted = await page.locator('input[name="window"]:not([value=""])').first().inputValue();
      await page.locator('form label', { has: page.locator(`input[value="${wanted}"]`) }).click();
      await fill(page.request, locale, wanted, new URL(baseURL!).origin);
      const next = (await offered(page.request, locale)).find((w) => w.start > wanted)!;
      const [refused] = await Promise.all([
        page.waitForResponse((r) => /\/api\/quote\b/.test(r.url())),
        page.getByRole('button', { name: words.send }).click(),
      ]);
      expect(refused.status()).toBe(409);
      const alert = page.getByRole('alert');
      // Its last place may have been its day's last too (visitsPerDay), as other tests on this server take windows of
      // the same days: the answer then says the day is full, which is as true.
      const reasons = [words.refused.full, words.refused.dayFull].map((r) => escapeRegExp(r.split('{asked}')[1]));
      await expect(alert).toContainText(new RegExp(reasons.join('|')));
      await expect(alert).toContainText(next.label);
      await expect(page.locator(`input[name="window"][value="${next.start}"]`)).toBeChecked();
      await expect(page.locator(`input[name="window"][value="${wanted}"]`)).toHaveCount(0);
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.locator('[data-quote-reference]')).not.toBeEmpty();
    });
  });
}

// The handler's pages are no route of the list that tests/e2e/routes.spec.ts walks: the same accessibility rules here,
// on each page served at an address of the site so that its stylesheet applies (axe needs a script, the page has none).
test('the page of free windows and a refused window pass axe', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const fields = { ...browserQuote, email: unique('axe'), page: quotePage('en') };
  const answers = [
    await page.request.post('/api/windows', { form: fields, headers: { Accept: 'text/html', Origin: origin } }),
    await page.request.post('/api/quote', {
      multipart: { ...fields, window: '2026-01-04T10:00' },
      headers: { Accept: 'text/html', Origin: origin },
    }),
  ];
  expect(answers.map((r) => r.status())).toEqual([200, 409]);
  for (const answer of answers) {
    const body = await answer.text();
    await page.route('/handler-answer', (route) => route.fulfill({ body, contentType: 'text/html' }));
    await page.goto('/handler-answer');
    const violations = await axeViolations(page, 'main');
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    await page.unroute('/handler-answer');
  }
});
