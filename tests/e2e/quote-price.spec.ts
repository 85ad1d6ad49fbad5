import { site } from '../../src/lib/content.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { jobPriceText, jobsOf, priceRangeText } from '../../src/lib/prices/price-guide.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { routes } from '../content.ts';
import { storedEntries } from '../forms-db.ts';
import { expect, test } from './offline.ts';

// The price guide as a homeowner uses it (decision 56): on a phone, the painting page's price table, a job's row opens
// the quote form with that job chosen and its range and what moves its price shown, and the request sent carries the
// job.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(isEmbedConfigured(site.quoteEmbed), 'the business has configured its job-management embed');

for (const locale of ['en', 'es'] as const) {
  const painting = contentFor(locale).services.find((s) => s.slug === 'painting')!;
  const servicePage = routes.find((r) => r.kind === 'service' && r.locale === locale && r.id === 'painting')!;
  // The last job of the table, so that choosing it is not the form's first option by chance.
  const job = jobsOf(painting).at(-1)!;
  const range = priceRangeText(job, locale);

  test(`${locale}: from the painting page's price table to a request for one job`, async ({ page }) => {
    const email = `price-${locale}-${Date.now()}@example.com`;
    await page.goto(servicePage.url);
    const row = page.locator(`[data-testid="price-guide"] tr[data-job="${job.id}"]`);
    await row.scrollIntoViewIfNeeded();
    await expect(row).toContainText(range);
    await expect(row).toBeInViewport();

    await row.getByRole('link', { name: job.name }).click();
    await expect(page).toHaveURL(new RegExp(`${servicePage.quote}\\?service=painting&job=${job.id}$`));
    const form = page.locator('form[data-quote-form]');
    const select = form.locator('select[name="job"]');
    await expect(form.locator('select[name="service"]')).toHaveValue('painting');
    await expect(select).toHaveValue(job.id);
    // The chosen option reads the job's range and parts, and what moves its price shows under the select (and no other
    // job's).
    await expect(select.locator('option:checked')).toHaveText(`${job.name} · ${jobPriceText(job, locale)}`);
    const hint = form.locator('[data-job-hint]:visible');
    await expect(hint).toHaveCount(1);
    await expect(hint).toContainText(job.factors);
    // Whole, where the closed select shows the start of its line: the range and whether the parts are included.
    await expect(hint).toContainText(jobPriceText(job, locale));

    await form.locator('[name="name"]').fill(`Price ${locale} ${Date.now()}`);
    await form.locator('[name="phone"]').fill('(561) 555-0142');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="address"]').fill('Boca Raton, FL');
    await form.locator('[name="details"]').fill('The living room walls, light gray over white.');
    const answer = page.waitForResponse((r) => r.url().includes('/api/quote') && r.request().method() === 'POST');
    await form.locator('[data-quote-submit]').click();
    expect((await answer).ok()).toBe(true);
    await expect(page.locator('[data-quote-sent] [data-quote-reference]')).not.toBeEmpty({ timeout: 30_000 });
    expect(storedEntries('quote', email).map((e) => [e.service, e.job])).toEqual([['painting', job.id]]);
  });
}
