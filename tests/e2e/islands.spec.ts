import { techRecruitment as t } from '../../src/lib/content.ts';
import { earnings, formatUsd } from '../../src/lib/widgets/earnings.ts';
import { appear, DELAYS_MS, holdBackScripts, throttled } from './islands.ts';
import { expect, test } from './offline.ts';

/**
 * Islands (README, decisions): the pages are HTML until a visitor first touches an island; what they do before the
 * island wakes up is kept. On a phone's CPU (4x slower) while the visitor acts, at several moments after the page
 * appears; then at full speed while the test waits for the outcome (./islands.ts throttled says why).
 */

test.describe('nothing is lost before an island wakes up (4x slower CPU)', () => {
  for (const delay of DELAYS_MS) {
    test(`city search: typed ${delay} ms after the page appears, Enter goes to the city`, async ({ page }) => {
      const fullSpeed = await throttled(page);
      await appear(page, '/service-areas', '#city-search-box');
      await page.waitForTimeout(delay);
      const box = page.locator('#city-search-box');
      await box.pressSequentially('wpb', { delay: 30 });
      await box.press('Enter');
      await fullSpeed();
      await expect(page).toHaveURL(/\/service-areas\/west-palm-beach-fl$/, { timeout: 20_000 });
    });

    test(`calculator: the slider moved ${delay} ms after the page appears keeps its place and shows its figures`, async ({
      page,
    }) => {
      const fullSpeed = await throttled(page);
      await appear(page, '/tech-recruitment', '#jobs-per-week');
      await page.waitForTimeout(delay);
      const slider = page.locator('#jobs-per-week');
      await slider.focus();
      for (let i = 0; i < 5; i++) await slider.press('ArrowRight');
      await fullSpeed();
      const jobs = t.calculator.defaultJobs + 5;
      await expect(slider).toHaveValue(String(jobs), { timeout: 20_000 });
      await expect(page.getByTestId('earnings-weekly')).toHaveText(formatUsd(earnings(jobs, t.calculator).weekly), {
        timeout: 20_000,
      });
    });
  }

  test('calculator: a persona pressed before the island wakes up is applied once it has', async ({ page }) => {
    const fullSpeed = await throttled(page);
    await appear(page, '/tech-recruitment', '#jobs-per-week');
    const pro = t.calculator.personas.at(-1)!;
    await page.getByRole('button', { name: new RegExp(pro.label) }).click();
    await fullSpeed();
    // On a 4x slower CPU waking the island (loading React) takes seconds.
    await expect(page.getByTestId('jobs-value')).toHaveText(String(pro.jobsPerWeek), { timeout: 20_000 });
    await expect(page.getByRole('button', { name: new RegExp(pro.label) })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 20_000,
    });
  });

  test("calculator: a persona pressed before the page's script has even run is applied once the island wakes up", async ({
    page,
  }) => {
    const release = await holdBackScripts(page);
    await page.goto('/tech-recruitment', { waitUntil: 'domcontentloaded' });
    const pro = t.calculator.personas.at(-1)!;
    await page.getByRole('button', { name: new RegExp(pro.label) }).click();
    release();
    await expect(page.getByTestId('jobs-value')).toHaveText(String(pro.jobsPerWeek), { timeout: 20_000 });
    await expect(page.getByRole('button', { name: new RegExp(pro.label) })).toHaveAttribute('aria-pressed', 'true');
  });

  test("city search: Enter pressed before the page's scripts have run is held, then goes to the city", async ({
    page,
  }) => {
    // On a phone the loader is live 250-400 ms after the box appears (src/islands/hold.ts): here, after the Enter.
    const release = await holdBackScripts(page);
    const pages: string[] = [];
    page.on(
      'request',
      (r) => r.resourceType() === 'document' && pages.push(new URL(r.url()).pathname + new URL(r.url()).search),
    );
    await page.goto('/service-areas', { waitUntil: 'domcontentloaded' });
    const box = page.locator('#city-search-box');
    await box.fill('Wilton');
    await box.press('Enter');
    await page.waitForTimeout(300);
    release();
    await expect(page).toHaveURL(/\/service-areas\/wilton-manors-fl$/, { timeout: 20_000 });
    // Never by the form's address without JavaScript (the county lists).
    expect(pages).toEqual(['/service-areas', '/service-areas/wilton-manors-fl']);
  });

  test("city search: should the page's scripts never come, the held form is sent without JavaScript after all", async ({
    page,
  }) => {
    await page.clock.install();
    await page.route(/\/assets\/(entries|chunks)\//, (route) => route.abort());
    await page.goto('/service-areas', { waitUntil: 'domcontentloaded' });
    const box = page.locator('#city-search-box');
    await box.fill('Wilton');
    await box.press('Enter');
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/service-areas$/);
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/service-areas\?q=Wilton#counties$/);
  });

  test('application: answers given and boxes ticked before the island wakes up are sent', async ({ page }) => {
    const fullSpeed = await throttled(page);
    const sent: unknown[] = [];
    await page.route('**/api/applications', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' });
    });
    await appear(page, '/tech-recruitment', '[name="fullName"]');
    await page.locator('[name="fullName"]').fill('Jordan Rivera');
    await page.locator('[name="phone"]').fill('(561) 555-0142');
    await page.locator('[name="email"]').fill('jordan@example.com');
    await page.locator('[name="city"]').fill('33431');
    await page.getByRole('checkbox', { name: t.form.tools[0], exact: true }).check();
    await page.locator('[name="contractorAgreement"]').check();
    await page.getByRole('button', { name: t.form.submitLabel }).click();
    await fullSpeed();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        fullName: 'Jordan Rivera',
        city: '33431',
        tools: [t.form.tools[0]],
        contractorAgreement: true,
      }),
    ]);
  });
});
