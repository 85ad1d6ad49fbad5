import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { fillIn, MAX_PHOTOS } from '../../src/lib/quote/quote-form.ts';
import { REFERENCE_PATTERN } from '../../src/lib/quote/quote-reference.ts';
import { E2E_DATA_DIR } from '../browser.ts';
import { storedEntries } from '../forms-db.ts';
import { fillQuoteForm } from '../forms-in-browser.ts';
import { photoWithLocation } from '../photos.ts';
import { axeViolations } from './axe.ts';
import { expect, test } from './offline.ts';

// The quote form's photos on a phone (src/pages/quote/photo-picker.ts), in both languages, sent to `npm start`.
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = { en: '/quote', es: '/es/cotizacion' } as const;
const unique = () => `photos-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
// Each photo a width of its own, so the stored photos (re-drawn, renamed) tell which files were sent.
const widthOf = (n: number) => 200 + n * 10;
const photo = async (n: number) => ({
  name: `job-${n}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await photoWithLocation('jpeg', widthOf(n), 150),
});
const photos = (from: number, count: number) => Promise.all(Array.from({ length: count }, (_, i) => photo(from + i)));

for (const [locale, url] of Object.entries(PAGES) as [keyof typeof PAGES, string][]) {
  const words = contentFor(locale).quote.form;

  test(`${locale}: thumbnails, remove one, add more up to ${MAX_PHOTOS}, progress, and the handler gets the photos listed`, async ({
    page,
    baseURL,
  }) => {
    test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');
    // Holds the shrinking of every photo until the test has seen the progress words (the script draws each photo
    // through createImageBitmap as soon as it is chosen).
    await page.addInitScript(() => {
      const draw = window.createImageBitmap.bind(window);
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      Object.assign(window, { releasePhotos: () => release() });
      window.createImageBitmap = (async (...args: Parameters<typeof draw>) => {
        await gate;
        return draw(...args);
      }) as typeof window.createImageBitmap;
    });
    const email = unique();
    const { form } = await fillQuoteForm(page, baseURL!, email, [], url);
    const input = form.locator('input[name="photos"][type="file"]');
    const thumbnails = form.getByRole('listitem').filter({ has: page.getByRole('img') });
    const remove = (index: number) => form.getByRole('button', { name: fillIn(words.photoRemove, { index }) });
    const chosen = (count: number) => form.getByText(fillIn(words.photosChosen, { count, max: MAX_PHOTOS }));

    await input.setInputFiles(await photos(1, 2));
    await expect(thumbnails).toHaveCount(2);
    // Drawn, not a broken image (the site's policy admits the blob: URLs of the photos chosen).
    for (const img of await thumbnails.getByRole('img').all())
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    await expect(chosen(2)).toBeVisible();
    await expect(input).toHaveValue('');
    const box = await remove(2).boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);

    await remove(1).click();
    await expect(thumbnails).toHaveCount(1);
    await expect(chosen(1)).toBeVisible();
    await expect(remove(1)).toBeFocused();

    await input.setInputFiles(await photos(3, MAX_PHOTOS - 1));
    await expect(thumbnails).toHaveCount(MAX_PHOTOS);
    await expect(chosen(MAX_PHOTOS)).toBeVisible();
    await input.setInputFiles(await photos(9, 1));
    await expect(form.getByRole('alert')).toHaveText(words.photosTooMany.replace('{count}', String(MAX_PHOTOS)));
    await expect(thumbnails).toHaveCount(MAX_PHOTOS);
    // The list as the script builds it passes the same accessibility rules as every page (tests/e2e/routes.spec.ts).
    const violations = await axeViolations(page, 'form[data-quote-form]');
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    const submit = form.locator('[data-quote-submit]');
    const preparing = fillIn(words.photosPreparing, { index: 1, count: MAX_PHOTOS });
    const answer = page.waitForResponse((r) => /\/api\/quote\b/.test(r.url()) && r.request().method() === 'POST');
    await submit.click();
    await expect(submit).toHaveText(preparing);
    await expect(form.getByText(preparing, { exact: true }).and(page.locator('[aria-live]'))).toBeVisible();
    await page.evaluate(() => (window as unknown as { releasePhotos: () => void }).releasePhotos());
    const response = await answer;
    expect(response.status()).toBe(201);
    await expect(page.getByRole('heading', { name: words.success.title })).toBeVisible();
    // The reference the handler gave the request, shown for the visitor to read over the phone.
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(REFERENCE_PATTERN);
    await expect(page.locator('[data-quote-sent] [data-quote-reference]')).toHaveText(reference);

    const [entry] = storedEntries('quote', email);
    const widths = [];
    for (const key of entry.photos as string[])
      widths.push((await sharp(fs.readFileSync(path.join(E2E_DATA_DIR, 'photos', key))).metadata()).width);
    expect(widths).toEqual([2, 3, 4, 5, 6].map(widthOf));
  });

  test(`${locale}: the success block shows the reference the handler answered and takes the focus`, async ({
    page,
    baseURL,
  }) => {
    test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');
    // The answer of contract point 4, whichever host answers: the script only fills it in.
    await page.route(/\/api\/quote\b/, (route) =>
      route.fulfill({ status: 201, json: { ok: true, message: 'stored', reference: 'K7M-3QX' } }),
    );
    const { send } = await fillQuoteForm(page, baseURL!, unique(), [], url);
    expect(await send()).toBe(201);
    const sent = page.locator('[data-quote-sent]');
    await expect(sent).toBeFocused();
    await expect(sent.locator('[data-quote-reference]')).toHaveText('K7M-3QX');
  });
}
