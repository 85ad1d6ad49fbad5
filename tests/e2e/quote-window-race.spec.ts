import { windowsByDay } from '../../src/lib/calendar/window-choices.ts';
import { site } from '../../src/lib/content.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { anotherVisitor, browserQuote, fillQuoteForm } from '../forms-in-browser.ts';
import { expect, test } from './offline.ts';
import { choices, offered, quotePage, unique } from './quote-windows.ts';

// Two visitors ask for the same last place of a window: the one whose request arrives second is answered 409 with
// the next free window. On a phone (390 x 844) that answer must be seen: the message on the screen, and the window it
// names chosen and shown beside it, even when it sits among the days "More days" folds away. The race is staged with
// two requests: the page's own post is held until another visitor's request for the same window has been stored.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

/** Each language takes the last window of a day of its own among the folded ones, so the two tests never meet. */
const FOLDED_DAY = { en: 3, es: 5 } as const;

for (const locale of ['en', 'es'] as const) {
  test(`${locale}: the loser of a race for the last place sees the message and the next free window, chosen`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const days = windowsByDay(await offered(page.request, locale));
    expect(days.length).toBeGreaterThan(FOLDED_DAY[locale] + 1);
    const wanted = days[FOLDED_DAY[locale]].windows.at(-1)!.start;
    const { send } = await fillQuoteForm(page, baseURL!, unique(`${locale}-race`), [], quotePage(locale));
    await choices(page);
    await page.locator('form[data-quote-form] details > summary').click();
    await page.locator('form[data-quote-form] label', { has: page.locator(`input[value="${wanted}"]`) }).click();

    // The other visitor's request reaches the handler first, and takes the window's places.
    await page.route(/\/api\/quote\b/, async (route) => {
      for (let left = (await offered(page.request, locale)).find((w) => w.start === wanted)?.free ?? 0; left; left--) {
        // The other visitor: a phone and an address of their own (a client and a phone hold one window at a time).
        const visitor = anotherVisitor();
        const other = await page.request.post('/api/quote', {
          multipart: {
            ...browserQuote,
            phone: visitor.phone,
            email: unique(`${locale}-winner`),
            window: wanted,
            page: quotePage(locale),
          },
          headers: { Accept: 'application/json', Origin: origin, ...visitor.headers },
        });
        expect(other.status()).toBe(201);
      }
      await route.continue();
    });
    expect(await send()).toBe(409);
    const next = (await offered(page.request, locale)).find((w) => w.start > wanted)!;
    expect(next.start.slice(0, 10)).not.toBe(wanted.slice(0, 10));

    const problem = page.locator('[data-quote-problem]');
    await expect(problem).toContainText(next.label);
    const chosen = page.locator(`form[data-quote-form] input[name="window"][value="${next.start}"]`);
    await expect(chosen).toBeChecked();
    const chip = page.locator('form[data-quote-form] label', { has: page.locator(`input[value="${next.start}"]`) });
    await expect(chip).toBeVisible();
    // Both on the screen at once: the visitor reads why and sees what is chosen without scrolling.
    await expect(problem).toBeInViewport();
    await expect(chip).toBeInViewport();
  });
}
