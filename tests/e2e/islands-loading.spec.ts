import { projects, techRecruitment as t } from '../../src/lib/content.ts';
import { earnings, formatUsd, typicalJobCounts } from '../../src/lib/widgets/earnings.ts';
import { en, startingWith } from '../copy.ts';
import { scripts } from './islands.ts';
import { expect, test } from './offline.ts';

// Islands (README, decisions): React loads on a visitor's first use of an island, or as it scrolls near; without
// JavaScript the islands still show their content.

test.describe('React loads only when a visitor first uses an island', () => {
  for (const [url, island] of [
    ['/service-areas', 'city-search'],
    ['/tech-recruitment', 'calculator'],
    [`/portfolio/${projects[0].id}`, 'gallery'],
  ]) {
    test(`${url}: no island script until the ${island} is used`, async ({ page }) => {
      const loaded = scripts(page);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const before = [...loaded];
      // The page's own module, the shared one and the loader's small chunks; React (about 190 KB unzipped) is not among them yet.
      const sizes = await Promise.all(before.map(async (u) => (await (await page.request.get(u)).body()).length));
      expect(
        sizes.reduce((a, b) => a + b, 0),
        before.join(', '),
      ).toBeLessThan(30_000);
      await page.locator(`[data-island="${island}"] :is(input, button)`).first().focus();
      await expect(page.locator(`[data-island="${island}"][data-hydrated]`)).toBeAttached();
      expect(loaded.length).toBeGreaterThan(before.length + 1);
    });
  }
});

test('islands further down wake as they scroll near, before the visitor reaches them', async ({ page }) => {
  const loaded = scripts(page);
  await page.goto('/tech-recruitment');
  await page.waitForLoadState('networkidle');
  const before = loaded.length;
  for (const island of ['calculator', 'application']) {
    await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-wake', 'visible');
    await expect(page.locator(`[data-island="${island}"][data-hydrated]`)).not.toBeAttached();
  }
  // Scrolled, not touched: the calculator's section comes into view and its island wakes on its own.
  await page.locator('#calculator').evaluate((el) => el.scrollIntoView({ behavior: 'instant' }));
  await expect(page.locator('[data-island="calculator"][data-hydrated]')).toBeAttached({ timeout: 20_000 });
  expect(loaded.length).toBeGreaterThan(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calculator shows its figures for typical weeks', async ({ page }) => {
    await page.goto('/tech-recruitment');
    const rows = page.getByTestId('earnings-table').locator('tbody tr');
    const counts = typicalJobCounts(t.calculator);
    await expect(rows).toHaveCount(counts.length);
    for (const [i, jobs] of counts.entries()) {
      const e = earnings(jobs, t.calculator);
      await expect(rows.nth(i).locator('td')).toHaveText([
        formatUsd(e.weekly),
        formatUsd(e.monthly),
        formatUsd(e.yearly),
      ]);
    }
  });

  test("the technician page's example jobs dialog opens", async ({ page }) => {
    await page.goto('/tech-recruitment');
    await page.getByRole('button', { name: t.hero.jobsLabel }).click();
    const dialog = page.getByRole('dialog', { name: t.hero.jobsDialogHeading });
    await expect(dialog).toBeVisible();
    for (const job of t.exampleJobs) await expect(dialog).toContainText(job.title);
  });

  test('a project photo opens full screen', async ({ page }) => {
    await page.goto('/portfolio');
    await page.getByTestId('project-grid').getByRole('link').first().click();
    await page.getByRole('button', { name: startingWith(en.portfolio.fullScreen) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Arrows need JavaScript: they are not shown rather than doing nothing.
    await expect(page.getByRole('button', { name: en.portfolio.next }).first()).toBeHidden();
  });
});
