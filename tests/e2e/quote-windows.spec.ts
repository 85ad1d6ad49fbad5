import type { APIRequestContext, Page } from '@playwright/test';
import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { isEmbedConfigured } from '../../src/lib/quote-embed.ts';
import { availabilityUrl } from '../../src/lib/window-choices.ts';
import { routes } from '../content.ts';
import { storedEntries } from '../forms-db.ts';
import { browserQuote, fillQuoteForm } from '../forms-in-browser.ts';
import { expect, test } from './offline.ts';

// The arrival-window picker of the quote form on a phone, in English and Spanish: with JavaScript the free windows
// (GET /api/availability) as chips, without it a date-and-time field the handler checks on post. Each window holds
// data/schedule.yaml's visitsPerWindow requests: the tests take the first free one and fill its other places through
// the handler (its answer gives each window's free places), so they run one after another.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });
test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

type Offered = { start: string; label: string; free: number }[];
const quotePage = (locale: Locale) => routes.find((r) => r.kind === 'quote' && r.locale === locale)!.url;
const unique = (tag: string) => `window-${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const offered = async (request: APIRequestContext, locale: Locale) =>
  ((await (await request.get(availabilityUrl(locale))).json()) as { windows: Offered }).windows;

/** Other visitors take the places the window `start` has left (none once it is full), as the form posts them. */
async function fill(request: APIRequestContext, locale: Locale, start: string, origin: string) {
  const left = (await offered(request, locale)).find((w) => w.start === start)?.free ?? 0;
  for (let i = 0; i < left; i++) {
    const other = await request.post('/api/quote', {
      multipart: { ...browserQuote, email: unique(`${locale}-other`), window: start, page: quotePage(locale) },
      headers: { Accept: 'application/json', Origin: origin },
    });
    expect(other.status()).toBe(201);
  }
}

/** The picker's choices once it has the handler's answer (it loads on the form's first use). */
async function choices(page: Page) {
  const picker = page.locator('form[data-quote-form] [data-window-choices="loaded"]');
  await expect(picker).toBeVisible({ timeout: 15_000 });
  return { radios: picker.locator('input[name="window"][type="radio"]'), chips: picker.locator('label') };
}

for (const locale of ['en', 'es'] as const) {
  const words = contentFor(locale).quote.form.window;

  test(`${locale}: the first free window chosen and sent is no longer offered to the next visitor`, async ({
    page,
    context,
    baseURL,
  }) => {
    const free = await offered(page.request, locale);
    expect(free.length).toBeGreaterThan(1);
    const email = unique(locale);
    const { send } = await fillQuoteForm(page, baseURL!, email, [], quotePage(locale));
    const { radios, chips } = await choices(page);
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
    await next.locator('form[data-quote-form] [name="name"]').click();
    const { radios: nextRadios } = await choices(next);
    await expect(nextRadios).toHaveCount(free.length);
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

    test('a window typed into the date-and-time field is stored, and asked again it is refused naming the next free one', async ({
      page,
      baseURL,
    }) => {
      const free = await offered(page.request, locale);
      const email = unique(`${locale}-nojs`);
      const { form, send } = await fillQuoteForm(page, baseURL!, email, [], quotePage(locale));
      await expect(page.getByText(words.confirm)).toBeVisible();
      await form.locator('input[name="window"][type="datetime-local"]').fill(free[0].start);
      expect(await send()).toBe(201);
      expect(storedEntries('quote', email).map((e) => e.window)).toEqual([free[0].start]);
      await fill(page.request, locale, free[0].start, new URL(baseURL!).origin);
      expect((await offered(page.request, locale)).map((w) => w.start)).not.toContain(free[0].start);

      const again = await fillQuoteForm(page, baseURL!, unique(`${locale}-nojs-again`), [], quotePage(locale));
      await again.form.locator('input[name="window"]').fill(free[0].start);
      expect(await again.send()).toBe(409);
      await expect(page.locator('body')).toContainText(free[1].label);
    });
  });
}
