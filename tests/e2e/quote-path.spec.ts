import type { Locator, Page } from '@playwright/test';
import { messages } from '../../src/content/messages.ts';
import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { cities, routes } from '../content.ts';
import { phonePhoto } from '../photos.ts';
import { expect, test } from './offline.ts';

// The shortest path a homeowner on a phone takes to a sent request (decision 55): the form first on the quote page, and
// from a city's or a service's page a form that already knows the city or the service. Taps are counted: each click
// or tap and each file chosen counts, typing does not.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

const SCREEN = 844;
const MAX_TAPS = 8;
const quotePage = (locale: Locale) => routes.find((r) => r.kind === 'quote' && r.locale === locale)!.url;
const boca = cities.find((c) => c.citySlug === 'boca-raton-fl')!;
const cityPage = (locale: Locale, slug?: string) =>
  routes.find((r) => r.kind === 'city' && r.locale === locale && (!slug || r.id === slug))!;
const servicePage = (locale: Locale) =>
  routes.find((r) => r.kind === 'service' && r.locale === locale && r.id === 'painting')!;

/** The visitor's hand: every tap is counted, typing is not. */
function hand() {
  let taps = 0;
  return {
    taps: () => taps,
    tap: async (target: Locator) => {
      taps++;
      await target.click();
    },
    type: (field: Locator, text: string) => field.fill(text),
    choose: async (control: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
      // Opening the photo picker is a tap, and choosing the photo another.
      taps += 2;
      await control.setInputFiles(file);
    },
  };
}

async function firstFieldBottom(page: Page) {
  const box = await page.locator('form[data-quote-form] input[name="name"]').boundingBox();
  return { box, scrollY: await page.evaluate(() => window.scrollY) };
}

for (const locale of ['en', 'es'] as const) {
  const t = messages[locale]!;
  const quote = contentFor(locale).quote;

  test(`${locale}: on ${quotePage(locale)} the first field is on the first screen`, async ({ page }) => {
    await page.goto(quotePage(locale));
    const { box, scrollY } = await firstFieldBottom(page);
    expect(scrollY).toBe(0);
    expect(box).not.toBeNull();
    // Above the phone bar (64 px) that covers the bottom of the screen.
    expect(box!.y + box!.height).toBeLessThanOrEqual(SCREEN - 64);
  });

  test(`${locale}: from a city's page, the phone bar's quote link to "sent" in at most ${MAX_TAPS} taps`, async ({
    page,
  }) => {
    const from = locale === 'en' ? cityPage('en', boca.citySlug) : cityPage(locale);
    const city = cities.find((c) => c.citySlug === from.id)!;
    const name = `Path ${locale} ${Date.now()}`;
    const me = hand();
    const beacons: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/events') && beacons.push(r.postData() ?? ''));
    await page.goto(from.url);
    await me.tap(page.locator('[data-phone-bar]').getByRole('link', { name: t.phoneBar.quote }));
    await expect(page).toHaveURL(new RegExp(`${from.quote}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city.cityName);
    const form = page.locator('form[data-quote-form]');
    // The request and its start are credited to the city's page, in the page's language.
    await expect(form.locator('input[name="page"]')).toHaveValue(from.url);
    await expect(form).toHaveAttribute('data-count-page', from.url);
    await expect(form.locator('[name="address"]')).toHaveValue(`${city.cityName}, ${site.address.addressRegion}`);
    for (const [field, text] of [
      ['name', name],
      ['phone', '(561) 555-0199'],
      ['details', 'A hole in the hallway drywall, about the size of a fist.'],
    ] as const) {
      await me.tap(form.locator(`[name="${field}"]`));
      await me.type(form.locator(`[name="${field}"]`), text);
    }
    // The quote started is counted on the city's page, not on the quote page (src/client/count.ts).
    await expect.poll(() => beacons).toContain(JSON.stringify({ e: 'quote-start', p: from.url }));
    await me.choose(form.locator('input[name="photos"][type="file"]'), {
      name: 'wall.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    await me.tap(form.locator('[data-quote-submit]'));
    const sent = page.locator('[data-quote-sent]');
    await expect(sent.getByRole('heading', { name: quote.form.success.title })).toBeVisible({ timeout: 30_000 });
    await expect(sent.locator('[data-quote-reference]')).not.toBeEmpty();
    await expect(sent.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(me.taps()).toBeLessThanOrEqual(MAX_TAPS);
  });

  test(`${locale}: from the painting page, painting is chosen`, async ({ page }) => {
    const from = servicePage(locale);
    await page.goto(from.url);
    await page.locator('[data-phone-bar]').getByRole('link', { name: t.phoneBar.quote }).click();
    await expect(page).toHaveURL(new RegExp(`${from.quote}$`));
    await expect(page.locator('form[data-quote-form] select[name="service"]')).toHaveValue('painting');
    await expect(page.locator('form[data-quote-form] input[name="page"]')).toHaveValue(from.url);
  });
}
