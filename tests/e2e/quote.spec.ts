import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { messages } from '../../src/content/messages.ts';
import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { telHref } from '../../src/lib/page/site.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { MAX_PHOTO_EDGE } from '../../src/lib/quote/quote-form.ts';
import { REFERENCE_PATTERN } from '../../src/lib/quote/quote-reference.ts';
import { E2E_DATA_DIR } from '../browser.ts';
import { storedEntries } from '../forms-db.ts';
import { browserQuote, fillQuoteForm } from '../forms-in-browser.ts';
import { MARKER, photoWithLocation } from '../photos.ts';
import { expect, test } from './offline.ts';

// The site's own quote request on /quote (the repository's embed id is the example, so no embed loads), sent to
// `npm start` with and without JavaScript, in English and in Spanish.
const unique = () => `quote-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const words = contentFor('en').quote.form;
const wordsEs = contentFor('es').quote.form;
const photo = async (name: string, format: 'jpeg' | 'png', width: number, height: number) => ({
  name,
  mimeType: `image/${format}`,
  buffer: await photoWithLocation(format, width, height),
});
const storedPhoto = (key: string) => fs.readFileSync(path.join(E2E_DATA_DIR, 'photos', key));

test.describe('quote request', () => {
  test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

  test('with JavaScript: photos shrunk in the browser, location data gone, stored, the answer in place', async ({
    page,
    baseURL,
  }) => {
    const embedScripts: string[] = [];
    page.on('request', (r) => r.url().startsWith(site.quoteEmbed.scriptUrl) && embedScripts.push(r.url()));
    const email = unique();
    const { form, send } = await fillQuoteForm(page, baseURL!, email, [
      await photo('big.jpg', 'jpeg', 3200, 2400),
      await photo('tall.png', 'png', 900, 2000),
    ]);
    expect(await send()).toBe(201);
    await expect(page.getByRole('heading', { name: words.success.title })).toBeVisible();
    await expect(form).toBeHidden();
    expect(embedScripts).toEqual([]);
    const [entry] = storedEntries('quote', email);
    expect(entry).toMatchObject({ ...browserQuote, bestTime: 'evening', page: '/quote' });
    const keys = entry.photos as string[];
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const bytes = storedPhoto(key);
      expect(bytes.includes(MARKER)).toBe(false);
      const { width = 0, height = 0, exif } = await sharp(bytes).metadata();
      expect(Math.max(width, height)).toBeLessThanOrEqual(MAX_PHOTO_EDGE);
      expect(exif).toBeUndefined();
    }
  });

  test('with JavaScript: the address field offers the cities; a refused photo keeps every answer and says what to fix', async ({
    page,
    baseURL,
  }) => {
    const { form } = await fillQuoteForm(page, baseURL!, unique());
    await form.locator('[name="address"]').focus();
    // A suggestion's value is its text (new Option(text)).
    const offered = page.locator('datalist option');
    await expect
      .poll(() =>
        offered.evaluateAll((os) => (os as HTMLOptionElement[]).filter((o) => o.value === 'Boca Raton, FL').length),
      )
      .toBe(1);
    // An SVG named like a photo: the browser cannot draw it as one.
    await form.locator('[name="photos"]').setInputFiles({
      name: 'plan.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await form.locator('[data-quote-submit]').click();
    await expect(form.getByRole('alert')).toHaveText(words.photoNotImage.replace('{name}', 'plan.jpg'));
    await expect(form.locator('[name="name"]')).toHaveValue(browserQuote.name);
    await expect(form.locator('[name="details"]')).toHaveValue(browserQuote.details);
  });

  test('in Spanish: Spanish labels, the browser says what is missing in Spanish, the request stored from the Spanish page', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/es/cotizacion');
    const form = page.locator('form[data-quote-form]');
    await expect(form.getByText(wordsEs.labels.details)).toBeVisible();
    // Until the page's script has run, the browser's own message shows, in the browser's language (seen once on a
    // busy machine): asked again until the script's Spanish one answers.
    await expect
      .poll(async () => {
        await form.locator('[data-quote-submit]').click();
        return form.locator('[name="name"]').evaluate((el: HTMLInputElement) => el.validationMessage);
      })
      .toBe(messages.es?.validation.required);
    const email = unique();
    const filled = await fillQuoteForm(
      page,
      baseURL!,
      email,
      [await photo('fachada.jpg', 'jpeg', 800, 600)],
      '/es/cotizacion',
    );
    expect(await filled.send()).toBe(201);
    await expect(page.getByRole('heading', { name: wordsEs.success.title })).toBeVisible();
    expect(storedEntries('quote', email)).toEqual([expect.objectContaining({ page: '/es/cotizacion' })]);
  });
});

test.describe('quote request without JavaScript', () => {
  test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');
  test.use({ javaScriptEnabled: false });

  // The answer is the site's own page of the form's language (route kind quote-sent) with the request's reference
  // filled in by the handler: the site's header, the success block's heading, the reference, a phone to tap.
  for (const [locale, from, answer] of [
    ['en', '/quote', words],
    ['es', '/es/cotizacion', wordsEs],
  ] as const)
    test(`a multipart post in ${locale}: the photo stored with its location data removed, the site's answer page`, async ({
      page,
      baseURL,
    }) => {
      const email = unique();
      const { send } = await fillQuoteForm(page, baseURL!, email, [await photo('door.jpg', 'jpeg', 640, 480)], from);
      expect(await send()).toBe(201);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
      await expect(page.getByRole('heading', { level: 1, name: answer.success.title })).toBeVisible();
      const [entry] = storedEntries('quote', email);
      expect(entry.reference).toMatch(REFERENCE_PATTERN);
      await expect(page.locator('[data-quote-sent] [data-quote-reference]')).toHaveText(entry.reference as string);
      await expect(page.locator(`[data-quote-sent] a[href="${telHref(site.phone.e164)}"]`)).toBeVisible();
      expect(entry.photos as string[]).toHaveLength(1);
      expect(storedPhoto((entry.photos as string[])[0]).includes(MARKER)).toBe(false);
    });

  test('a refusal says to go Back, and Back returns to the form with what was typed', async ({ page, baseURL }) => {
    const { send } = await fillQuoteForm(page, baseURL!, unique(), [
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') },
    ]);
    expect(await send()).toBe(422);
    await expect(page.getByText(messages.en.forms.goBack)).toBeVisible();
    await page.goBack();
    const form = page.locator('form[data-quote-form]');
    await expect(form.locator('[name="name"]')).toHaveValue(browserQuote.name);
    await expect(form.locator('[name="address"]')).toHaveValue(browserQuote.address);
    await expect(form.locator('[name="details"]')).toHaveValue(browserQuote.details);
    await expect(form.locator('[name="service"]')).toHaveValue(browserQuote.service);
  });
});
