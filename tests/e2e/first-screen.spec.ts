import type { Page } from '@playwright/test';
import { expect, test } from './offline.ts';
import { services } from '../content.ts';

// The first screen of a phone (390 × 844) on each kind of page that sells: Home, a city page, a service page.
test.use({ viewport: { width: 390, height: 844 } });

const SCREEN = 844;
const PAGES = { home: '/', city: '/service-areas/boca-raton-fl', service: `/services/${services[0].slug}` };

/** How many pixels of the screen fixed or sticky elements cover (an element inside one counted once; an open menu aside). */
const fixedChrome = (page: Page) =>
  page.evaluate(() => {
    const pinned = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const cs = getComputedStyle(el);
      return (cs.position === 'fixed' || cs.position === 'sticky') && cs.display !== 'none' && cs.visibility !== 'hidden' && !el.matches('[popover]');
    });
    const outer = pinned.filter((el) => !pinned.some((other) => other !== el && other.contains(el)));
    return outer.reduce((sum, el) => {
      const r = el.getBoundingClientRect();
      return sum + (r.width > 0 ? Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)) : 0);
    }, 0);
  });

for (const [kind, url] of Object.entries(PAGES)) {
  test(`${kind} (${url}): fixed chrome at most 64 px at the top, one screen down and at the end`, async ({ page }) => {
    await page.goto(url);
    for (const y of [0, SCREEN, 1e6]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(100);
      expect(await fixedChrome(page), `scrolled to ${y}`).toBeLessThanOrEqual(64);
    }
    // One call action in view on a phone: the bar's, not a second one in the header.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(page.locator('header a[href^="tel:"]:visible')).toHaveCount(0);
    await expect(page.locator('[data-phone-bar] a[href^="tel:"]')).toBeInViewport();
  });
}
