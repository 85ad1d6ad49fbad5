import type { Page } from '@playwright/test';
import { projects, techRecruitment as t } from '../../src/lib/content.ts';
import { earnings, formatUsd, typicalJobCounts } from '../../src/lib/earnings.ts';
import { expect, test } from './offline.ts';

/**
 * Islands (README, decisions): the pages are HTML until a visitor first touches an island; what they do before the
 * island wakes up is kept. On a phone's CPU (4x slower), at several moments after the page appears.
 */
const DELAYS_MS = [0, 150, 400, 800];

async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
/** Opens `url` and returns as soon as `ready` is visible, before the page's scripts may have run. */
async function appear(page: Page, url: string, ready: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(ready).waitFor();
}
/**
 * Holds back the page's scripts (Vike's entry and its chunks) until the returned function is called, as on a slow
 * phone network; the small script that holds an island's form (src/islands/hold.ts) is not held.
 */
async function holdBackScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(entries|chunks)\//, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
const scripts = (page: Page) => {
  const list: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && list.push(new URL(r.url()).pathname));
  return list;
};

test.describe('nothing is lost before an island wakes up (4x slower CPU)', () => {
  for (const delay of DELAYS_MS) {
    test(`city search: typed ${delay} ms after the page appears, Enter goes to the city`, async ({ page }) => {
      await throttled(page);
      await appear(page, '/service-areas', '#city-search-box');
      await page.waitForTimeout(delay);
      const box = page.locator('#city-search-box');
      await box.pressSequentially('wpb', { delay: 30 });
      await box.press('Enter');
      await expect(page).toHaveURL(/\/service-areas\/west-palm-beach-fl$/, { timeout: 20_000 });
    });

    test(`calculator: the slider moved ${delay} ms after the page appears keeps its place and shows its figures`, async ({
      page,
    }) => {
      await throttled(page);
      await appear(page, '/tech-recruitment', '#jobs-per-week');
      await page.waitForTimeout(delay);
      const slider = page.locator('#jobs-per-week');
      await slider.focus();
      for (let i = 0; i < 5; i++) await slider.press('ArrowRight');
      const jobs = t.calculator.defaultJobs + 5;
      await expect(slider).toHaveValue(String(jobs), { timeout: 20_000 });
      await expect(page.getByTestId('earnings-weekly')).toHaveText(formatUsd(earnings(jobs, t.calculator).weekly), {
        timeout: 20_000,
      });
    });
  }

  test('calculator: a persona pressed before the island wakes up is applied once it has', async ({ page }) => {
    await throttled(page);
    await appear(page, '/tech-recruitment', '#jobs-per-week');
    const pro = t.calculator.personas.at(-1)!;
    await page.getByRole('button', { name: new RegExp(pro.label) }).click();
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
    await throttled(page);
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
    await page.getByRole('checkbox', { name: 'Ladder', exact: true }).check();
    await page.locator('[name="contractorAgreement"]').check();
    await page.getByRole('button', { name: t.form.submitLabel }).click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        fullName: 'Jordan Rivera',
        city: '33431',
        tools: ['Ladder'],
        contractorAgreement: true,
      }),
    ]);
  });
});

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
  await page.locator('#calculator').evaluate((el) => el.scrollIntoView());
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
    await page.getByRole('button', { name: /^View full screen: / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Arrows need JavaScript: they are not shown rather than doing nothing.
    await expect(page.getByRole('button', { name: 'Next photo' }).first()).toBeHidden();
  });
});
