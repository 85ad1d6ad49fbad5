import type { Page } from '@playwright/test';
import { dollars } from '../../src/lib/page/claims.ts';
import { fromPrice } from '../../src/lib/prices/price-guide.ts';
import { firstScreenPrice } from '../../src/lib/prices/starting-price.ts';
import { cities, services, site } from '../content.ts';
import { en } from '../copy.ts';
import { expect, test } from './offline.ts';

// The first screen of a phone (390 × 844) on each kind of page that sells: Home, a city page, a service page.
test.use({ viewport: { width: 390, height: 844 } });

const SCREEN = 844;
const PAGES = { home: '/', city: '/service-areas/boca-raton-fl', service: `/services/${services[0].slug}` };

/** How many pixels of the screen fixed or sticky elements cover (an element inside one counted once; an open menu aside). */
const fixedChrome = (page: Page) =>
  page.evaluate(() => {
    const pinned = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const cs = getComputedStyle(el);
      return (
        (cs.position === 'fixed' || cs.position === 'sticky') &&
        cs.display !== 'none' &&
        cs.visibility !== 'hidden' &&
        !el.matches('[popover]')
      );
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

/** The first screen a phone shows above the action bar. */
const ABOVE_BAR = SCREEN - 64;
const within = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= ABOVE_BAR;
};

const boca = cities.find((c) => c.citySlug === 'boca-raton-fl')!;
const FACTS = {
  // Home names the region: South Florida or a county of the cities we serve.
  home: { url: '/', place: ['South Florida', ...new Set(cities.map((c) => c.countyName.replace(/ County$/, '')))] },
  city: { url: `/service-areas/${boca.citySlug}`, place: [boca.cityName] },
  'priced service': { url: `/services/${services.find((s) => fromPrice(s) !== undefined)!.slug}`, place: [] },
  // A service whose guide prices no whole job quotes the site's price instead, when the data has one.
  ...Object.fromEntries(
    services
      .filter((s) => fromPrice(s) === undefined)
      .slice(0, 1)
      .map((s) => ['unpriced service', { url: `/services/${s.slug}`, place: [] }]),
  ),
} as Record<string, { url: string; place: string[] }>;

for (const [kind, { url, place }] of Object.entries(FACTS)) {
  test(`${kind} (${url}): the headline, rating, starting price and call on the first screen, nothing shifting`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; moved: string[] };
      w.shifts = 0;
      w.moved = [];
      type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Shift[])
          if (!e.hadRecentInput) {
            w.shifts += e.value;
            // What moved, so that a failure names it: the element, its classes and the start of its text.
            for (const { node } of e.sources ?? [])
              if (node instanceof Element)
                w.moved.push(`<${node.localName} class="${node.className}">${node.textContent?.slice(0, 40)}`);
          }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const headline = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(await within(page, 'h1'), 'headline').toBe(true);
    if (place.length)
      expect(
        place.filter((name) => headline.includes(name)),
        headline,
      ).not.toEqual([]);
    const { rating, count, sourceName } = site.trust.reviews;
    const ratingFact = page.locator('[data-fact="rating"]');
    await expect(ratingFact).toContainText(rating.toFixed(1));
    await expect(ratingFact).toContainText(String(count));
    await expect(ratingFact.getByRole('link', { name: sourceName })).toBeVisible();
    expect(await within(page, '[data-fact="rating"]'), 'rating').toBe(true);
    const service = services.find((s) => url === `/services/${s.slug}`);
    const price = firstScreenPrice(services, service && fromPrice(service))!;
    await expect(page.locator('[data-fact="price"]')).toContainText(
      `${price.own ? en.facts.from : en.facts.repairsFrom} ${dollars(price.amount)}`,
    );
    expect(await within(page, '[data-fact="price"]'), 'price').toBe(true);
    await expect(page.locator('[data-phone-bar] a[href^="tel:"]')).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[data-phone-bar]').getByRole('link', { name: en.phoneBar.quote })).toBeInViewport({
      ratio: 1,
    });
    await page.waitForTimeout(300);
    const { shifts, moved } = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; moved: string[] };
      return { shifts: w.shifts, moved: w.moved };
    });
    expect(shifts, `cumulative layout shift; what moved: ${moved.join(', ')}`).toBe(0);
  });
}

// The hero's art (a photo or the drawing that stands in for it) never lies behind the heading, the subhead, the facts
// or the buttons, at any width from 320 to 1280 px: its box is compared with each of theirs.
const WIDTHS = [320, 360, 390, 414, 480, 640, 768, 1024, 1280];
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

for (const [kind, url] of Object.entries(PAGES)) {
  test(`${kind} (${url}): no art behind the hero's text from 320 to 1280 px`, async ({ page }) => {
    await page.goto(url);
    const hero = page.locator('main section').first();
    if (kind === 'home') await expect(hero.locator('[data-hero-art] img')).toHaveCount(1);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: SCREEN });
      const boxes = async (selector: string) => (await hero.locator(selector).all()).map((l) => l.boundingBox());
      const art = (await Promise.all(await boxes('img, [data-hero-art], [data-hero-art] *'))).filter(
        (b): b is Box => b !== null && b.width > 0,
      );
      const text = (await Promise.all(await boxes('h1, h1 ~ p, [data-hero-facts] li, a'))).filter(
        (b): b is Box => b !== null && b.width > 0,
      );
      expect(text.length, `${width} px`).toBeGreaterThan(3);
      for (const a of art)
        for (const t of text)
          expect(overlaps(a, t), `${width} px: art ${JSON.stringify(a)} over text ${JSON.stringify(t)}`).toBe(false);
    }
  });
}
