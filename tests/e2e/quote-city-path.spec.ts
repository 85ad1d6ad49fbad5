import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { jobPriceText, jobsOf } from '../../src/lib/prices/price-guide.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { cities, cityPages, routes } from '../content.ts';
import { storedEntries } from '../forms-db.ts';
import { expect, test } from './offline.ts';

// The price-first path on a phone, with and without JavaScript: from Boca Raton's page, through the painting page's
// price table, to a request sent. The form starts with the city and the job chosen, the job's price is written out
// whole, and the request (and its start) is credited to the city's page. The same through the built pages and the
// handler alone, in both languages: tests/site/quote-city-path.test.ts.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

const boca = routes.find((r) => r.kind === 'city' && r.locale === 'en' && r.id === 'boca-raton-fl')!;
const city = cities.find((c) => c.citySlug === boca.id)!;
const painting = contentFor('en').services.find((s) => s.slug === 'painting')!;
const paintingPage = routes.find((r) => r.kind === 'service' && r.locale === 'en' && r.id === 'painting')!;
// A category with a painting job: its card links to the painting page's price table.
const category = cityPages[city.citySlug].categories.find((c) => c.jobs?.some((j) => j.startsWith('painting/')))!;
// The last job of the table, so that choosing it is not the form's first option by chance.
const job = jobsOf(painting).at(-1)!;

for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test("Boca Raton's page, the painting table: the form knows the city and the job", async ({ page }) => {
      const email = `city-path-${javaScriptEnabled}-${Date.now()}@example.com`;
      const beacons: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/events') && beacons.push(r.postData() ?? ''));
      await page.goto(boca.url);
      // On a phone the cards open from the fold under the list of categories.
      await page.locator('#services summary').click();
      const card = page.locator('#services li').filter({ has: page.getByRole('heading', { name: category.title }) });
      await card.getByRole('link', { name: painting.title }).click();
      await expect(page).toHaveURL(new RegExp(`${paintingPage.url}\\?city=${boca.id}$`));

      // Its stylesheet applied: each row has a link for pages whose scripts run, one for those without (hidden here).
      await page.waitForLoadState('load');
      await page
        .locator(`[data-testid="price-guide"] tr[data-job="${job.id}"]`)
        .getByRole('link', { name: job.name })
        .click();
      // Through the handler, which read the city from the painting page's address: with JavaScript on to the city's
      // quote page, without it that page as the handler answers it.
      const quoteUrl = javaScriptEnabled ? boca.quote! : '/api/quote';
      await expect(page).toHaveURL(new RegExp(`${quoteUrl}\\?service=painting&job=${job.id}$`));
      const form = page.locator('form[data-quote-form]');
      await expect(form.locator('[name="address"]')).toHaveValue(`${city.cityName}, ${site.address.addressRegion}`);
      await expect(form.locator('select[name="service"]')).toHaveValue('painting');
      await expect(form.locator('select[name="job"]')).toHaveValue(job.id);
      await expect(form.locator('input[name="page"]')).toHaveValue(boca.url);
      // The closed select shows the start of its option; the line under it shows the price and the parts whole.
      const line = form.locator('[data-job-hint]:visible');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(jobPriceText(job, 'en'));
      await line.scrollIntoViewIfNeeded();
      const box = (await line.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      await form.locator('[name="name"]').fill(`City Path ${Date.now()}`);
      await form.locator('[name="phone"]').fill('(561) 555-0177');
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="details"]').fill('The front of the house, two coats.');
      if (javaScriptEnabled)
        await expect.poll(() => beacons).toContain(JSON.stringify({ e: 'quote-start', p: boca.url }));
      await form.locator('[data-quote-submit]').click();
      await expect(page.locator('[data-quote-reference]:visible')).not.toBeEmpty({ timeout: 30_000 });
      expect(storedEntries('quote', email).map((e) => [e.page, e.service, e.job, e.address])).toEqual([
        [boca.url, 'painting', job.id, `${city.cityName}, ${site.address.addressRegion}`],
      ]);
    });
  });
