import { home } from '../../src/lib/content.ts';
import { en, escapeRegExp } from '../copy.ts';
import { expect, test } from './offline.ts';

// Home's own behaviour: the FAQ and the strip of brand logos.

test.describe('Home', () => {
  test('the FAQ keeps one answer open at a time, and the open one collapses', async ({ page }) => {
    await page.goto('/#faq');
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(home.faq.items.length);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).getByText(home.faq.items[0].answer.slice(0, 40))).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(1).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });

  test('a brand logo whose image fails is hidden, the others stay', async ({ page }) => {
    const [first, second] = home.brands.logos;
    await page.route('/', async (route) => {
      const response = await route.fetch();
      // The first logo's file goes missing: its <img> now points at a path that answers 404.
      const html = (await response.text()).replace(
        new RegExp(`(<img[^>]*?)src="[^"]*"([^>]*?alt="${escapeRegExp(first.name)}")`),
        '$1src="/images/brands/missing.svg"$2',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/');
    const strip = page.getByRole('region', { name: home.brands.heading });
    await expect(strip.getByRole('img', { name: first.name })).toBeHidden();
    await expect(strip.getByRole('img', { name: second.name })).toBeVisible();
    await expect(strip.locator('li[hidden]')).toHaveCount(1);
  });

  test('the brand strip loops, pauses on request, and stands still for reduced motion', async ({ page }) => {
    const playState = () =>
      page
        .locator('#brands-title')
        .locator('xpath=ancestor::section//ul')
        .evaluate((ul) => getComputedStyle(ul).animationPlayState);
    // The suite asks for reduced motion (playwright.config.ts): this visitor does not.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    expect(await playState()).toBe('running');
    const pause = page.getByRole('checkbox', { name: en.home.pauseLogos });
    await pause.focus();
    await page.keyboard.press('Space');
    await expect(pause).toBeChecked();
    expect(await playState()).toBe('paused');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const ul = page.locator('#brands-title').locator('xpath=ancestor::section//ul');
    expect(await ul.evaluate((u) => getComputedStyle(u).animationName)).toBe('none');
    await expect(ul.locator('li:visible')).toHaveCount(home.brands.logos.length);
  });
});
