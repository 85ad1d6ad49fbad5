import type { Page } from '@playwright/test';
import { formatMonth } from '../../src/lib/i18n/dates.ts';
import { en, fill, startingWith } from '../copy.ts';
import { expect, test } from './offline.ts';
import { open, PAGE_URL, t } from './tech-recruitment.ts';

// The technician page on the built site: its dialogs, the map and cards of the markets, the FAQ.

test.describe('dialogs', () => {
  test('example jobs: opens with the three jobs, closes on Escape, focus returns', async ({ page }) => {
    await open(page);
    const opener = page.getByRole('button', { name: t.hero.jobsLabel });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t.hero.jobsDialogHeading });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('example-job')).toHaveCount(3);
    for (const j of t.exampleJobs)
      await expect(dialog.getByTestId('example-job').filter({ hasText: j.title })).toContainText(j.pay);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('training modules: eight modules, the close button closes, focus returns', async ({ page }) => {
    await open(page);
    const opener = page.getByRole('button', { name: t.training.buttonLabel });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t.training.heading });
    await expect(dialog.getByTestId('training-module')).toHaveCount(8);
    await expect(dialog.getByTestId('training-module').first()).toContainText(t.training.modules[0]!.name);
    await dialog.getByRole('button', { name: en.chrome.close }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('coverage', () => {
  const point = async (page: Page, code: string) => {
    const g = page.locator(`[data-market="${code}"]`);
    return { x: Number(await g.getAttribute('data-x')), y: Number(await g.getAttribute('data-y')) };
  };

  test('the map shows nine markets at their cities: seven green and pulsing, TLH and PNS amber', async ({ page }) => {
    // The suite asks for reduced motion (playwright.config.ts): this visitor does not.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(PAGE_URL);
    const map = page.getByRole('img', { name: startingWith(t.coverage.mapLabel) });
    await expect(map).toBeVisible();
    await expect(map.locator('[data-market]')).toHaveCount(9);
    await expect(map.locator('[data-status="active"]')).toHaveCount(7);
    for (const code of ['TLH', 'PNS']) {
      const g = map.locator(`[data-market="${code}"]`);
      await expect(g).toHaveAttribute('data-status', 'coming-soon');
      await expect(g.locator('circle').last()).toHaveAttribute('fill', '#f59e0b');
      await expect(g.locator('[data-pulse]')).toHaveCount(0);
    }
    for (const code of ['JAX', 'TPA', 'ORL', 'WPB', 'FTL', 'MIA', 'NPL']) {
      const g = map.locator(`[data-market="${code}"]`);
      await expect(g.locator('circle').last()).toHaveAttribute('fill', '#22c55e');
      await expect(g.locator('[data-pulse]')).toHaveCSS('animation-name', 'ping');
    }
    // West to east along the north, north to south down the east coast, Gulf coast west of the Atlantic.
    const [pns, tlh, jax, orl, tpa, wpb, ftl, mia, npl] = await Promise.all(
      ['PNS', 'TLH', 'JAX', 'ORL', 'TPA', 'WPB', 'FTL', 'MIA', 'NPL'].map((c) => point(page, c)),
    );
    expect(pns!.x).toBeLessThan(tlh!.x);
    expect(tlh!.x).toBeLessThan(jax!.x);
    expect(jax!.y).toBeLessThan(orl!.y);
    expect(tpa!.x).toBeLessThan(orl!.x);
    expect(wpb!.y).toBeLessThan(ftl!.y);
    expect(ftl!.y).toBeLessThan(mia!.y);
    expect(npl!.x).toBeLessThan(mia!.x);
    await expect(page.getByTestId('markets-label')).toHaveText(t.coverage.marketsLabel);
    await expect(page.getByTestId('jobs-label')).toHaveText(t.coverage.jobsLabel);
  });

  test('the pulsing stops for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE_URL);
    await expect(page.locator('[data-pulse]')).toHaveCount(7);
    for (const pulse of await page.locator('[data-pulse]').all())
      await expect(pulse).toHaveCSS('animation-name', 'none');
  });

  test('market cards carry their jobs and badges, and the note says to apply anyway', async ({ page }) => {
    await page.goto(PAGE_URL);
    const cards = page.getByTestId('market-card');
    const active = t.coverage.markets.filter((m) => m.status === 'active').length;
    await expect(cards).toHaveCount(t.coverage.markets.length);
    for (const m of t.coverage.markets) {
      const card = cards.filter({ hasText: m.name });
      // An active market shows its jobs; a coming one its launch month when the data gives one, else only its badge.
      if (m.jobs) await expect(card).toContainText(m.jobs);
      if (m.launch) await expect(card).toContainText(fill(en.technicians.launching, { month: formatMonth(m.launch) }));
      if (m.status !== 'active') await expect(card).not.toContainText(/Q[1-4] 20\d\d/);
      await expect(card).toContainText(m.status === 'active' ? t.coverage.activeLabel : t.coverage.comingSoonLabel);
    }
    await expect(cards.filter({ hasText: t.coverage.activeLabel })).toHaveCount(active);
    await expect(cards.filter({ hasText: t.coverage.comingSoonLabel })).toHaveCount(t.coverage.markets.length - active);
    await expect(page.getByText(t.coverage.note)).toBeVisible();
  });
});

test('FAQ: ten questions, one open at a time, the open one collapses', async ({ page }) => {
  await page.goto(PAGE_URL);
  const items = page.locator('#tech-faq details');
  await expect(items).toHaveCount(10);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await expect(items.nth(0).getByText(t.faq.items[0]!.answer)).toBeVisible();
  await items.nth(4).locator('summary').click();
  await expect(items.nth(4)).toHaveAttribute('open');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await items.nth(4).locator('summary').click();
  await expect(page.locator('#tech-faq details[open]')).toHaveCount(0);
});
