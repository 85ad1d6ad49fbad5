import type { Page } from '@playwright/test';
import { NAV } from '../../src/components/Header.tsx';
import { site } from '../content.ts';
import { en } from '../copy.ts';
import { expect, test } from './offline.ts';

// What a laptop screen gets instead of a phone's: the header's own navigation, no menu button, no bottom phone bar.
// Run by the 'desktop' project only (playwright.config.ts): the phone project skips titles tagged @desktop-only. One
// page of each kind passes axe and is no wider than the laptop's screen in tests/e2e/routes.spec.ts (@desktop).
const mainNav = (page: Page) => page.getByRole('navigation', { name: en.chrome.mainNav });

test.describe('header navigation on a laptop screen', { tag: '@desktop-only' }, () => {
  // Home has the transparent header over its hero; the others the solid one.
  for (const url of ['/', '/about', '/portfolio']) {
    test(`${url}: every item is a visible link to its page, and the phone's menu button and bar are gone`, async ({
      page,
    }) => {
      await page.goto(url);
      const links = mainNav(page).getByRole('link');
      await expect(links).toHaveText(NAV.map((item) => en.nav[item.key]));
      for (const [i, item] of NAV.entries()) {
        await expect(links.nth(i)).toBeVisible();
        await expect(links.nth(i)).toHaveAttribute('href', item.href);
      }
      await expect(page.getByRole('banner').getByRole('button', { name: en.chrome.menu, exact: true })).toBeHidden();
      await expect(page.locator('#site-menu')).toBeHidden();
      await expect(page.locator('[data-phone-bar]')).toBeHidden();
      const call = page.getByTestId('header-call');
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${site.phone.e164}`);
      // The items sit on one line beside the call button, inside the screen.
      const boxes = await Promise.all((await links.all()).map((l) => l.boundingBox()));
      expect(new Set(boxes.map((b) => Math.round(b!.y))).size, 'items on one line').toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    });
  }

  test('an item opens its page, and an anchor of Home scrolls to its section', async ({ page }) => {
    await page.goto('/about');
    await mainNav(page).getByRole('link', { name: en.nav.portfolio }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await mainNav(page).getByRole('link', { name: en.nav.services }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services-title')).toBeInViewport();
  });

  test('is reached from the keyboard: Tab from the logo walks the items in order', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('banner').getByRole('link').first().focus();
    for (const item of NAV) {
      await page.keyboard.press('Tab');
      await expect(mainNav(page).getByRole('link', { name: en.nav[item.key], exact: true })).toBeFocused();
    }
  });
});

test('the technician page header offers Apply beside the call button on a laptop too, and Apply jumps to the form', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/tech-recruitment');
  const apply = page.getByTestId('header-apply');
  await expect(apply).toBeVisible();
  await expect(page.getByTestId('header-call')).toBeVisible();
  await expect(page.locator('[data-phone-bar]')).toBeHidden();
  await apply.click();
  await expect(page.locator('#apply-title')).toBeInViewport();
});
