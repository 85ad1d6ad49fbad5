import type { Page } from '@playwright/test';
import { home } from '../../src/lib/content.ts';
import { LANGUAGE_NAME } from '../../src/lib/i18n/locale.ts';
import { en } from '../copy.ts';
import { expect, test } from './offline.ts';

// The header's menu on a phone, and its links to the sections of Home, against the built site.

const menuButton = (page: Page) => page.locator('header button[popovertarget="site-menu"]').first();
const menu = (page: Page) => page.locator('#site-menu');

/** What Chromium tells screen readers about the menu button: expanded or collapsed (popover invokers set it natively). */
async function announcedExpanded(page: Page): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'header button[popovertarget="site-menu"]',
  });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  return nodes[0].properties?.find((p) => p.name === 'expanded')?.value.value;
}

test.describe('header menu (small screens)', () => {
  test('toggles, is announced as expanded or collapsed, and Escape closes it back onto its button', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAccessibleName(en.chrome.menu);
    expect(await announcedExpanded(page)).toBe(false);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await announcedExpanded(page)).toBe(true);
    // The language switch comes last: the bar has no room for it on a phone. Texting a photo is here and in the phone bar.
    await expect(menu(page).getByRole('link')).toHaveText([
      en.nav.home,
      en.nav.services,
      en.nav.portfolio,
      en.nav.serviceAreas,
      en.nav.blog,
      en.nav.contact,
      en.chrome.callNumber,
      en.phoneBar.text,
      LANGUAGE_NAME.es,
    ]);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: en.chrome.closeMenu }).click();
    await expect(menu(page)).toBeHidden();
  });

  test('works from the keyboard: Enter opens, Tab walks into the menu, Escape returns focus', async ({ page }) => {
    await page.goto('/blog');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: en.nav.home })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('closes when an item is chosen, also for an anchor on the same page', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: en.nav.services }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services-title')).toBeInViewport();
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: en.nav.blog }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu(page)).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('an anchor on the same page keeps one address of Home, and the menu closes with Escape and opens again', async ({
      page,
    }) => {
      await page.goto('/');
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await menu(page).getByRole('link', { name: en.nav.services }).click();
      // A plain anchor: no `/?services` address for crawlers to take for another page.
      await expect(page).toHaveURL(/\/#services$/);
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
      await expect(page.locator('#services-title')).toBeInViewport();
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await menu(page).getByRole('link', { name: en.nav.contact }).click();
      await expect(page).toHaveURL(/\/#contact$/);
    });
  });

  test('is transparent over the hero on Home and solid on other pages', async ({ page }) => {
    const background = () => page.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor);
    await page.goto('/');
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.goto('/goals');
    expect(await background()).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('Home anchors from other pages', () => {
  for (const { from, link, hash, heading } of [
    {
      from: '/about',
      link: (p: Page) => p.getByRole('contentinfo').getByRole('link', { name: en.footer.faq }),
      hash: 'faq',
      heading: home.faq.heading,
    },
    {
      from: '/blog',
      link: async (p: Page) => {
        await menuButton(p).click();
        return menu(p).getByRole('link', { name: en.nav.contact });
      },
      hash: 'contact',
      heading: home.contact.heading,
    },
    {
      from: '/services/painting',
      link: (p: Page) => p.getByRole('link', { name: en.service.differentService }),
      hash: 'services',
      heading: home.servicesSection.heading,
    },
  ]) {
    test(`${from} -> /#${hash} lands on that section`, async ({ page }) => {
      await page.goto(from);
      await (await link(page)).click();
      await expect(page).toHaveURL(new RegExp(`/#${hash}$`));
      await expect(page.locator(`#${hash}`).getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    });
  }

  test('pages other than Home open at the top', async ({ page }) => {
    await page.goto('/#faq');
    await page.getByRole('contentinfo').getByRole('link', { name: en.footer.goals }).click();
    await expect(page).toHaveURL(/\/goals$/);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});
