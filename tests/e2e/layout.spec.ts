import type { Page } from '@playwright/test';
import { blogPosts, projects } from '../../src/lib/content.ts';
import { en, startingWith } from '../copy.ts';
import { expect, test } from './offline.ts';

// Layout at a phone, a tablet and a laptop width: nothing clipped, cut off or covering something else.
const WIDTHS = { phone: 390, tablet: 800, laptop: 1280 } as const;
const SAMPLE = [
  '/',
  '/portfolio',
  `/portfolio/${projects[0].id}`,
  '/blog',
  `/blog/${blogPosts[0].id}`,
  '/tech-recruitment',
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each visible image's box against its picture's own proportions: a box much taller or wider crops it. */
async function croppedImages(page: Page) {
  return page.locator('main img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.getBoundingClientRect().width > 40 && img.naturalWidth > 0 && !img.closest('dialog'))
      .map((img) => ({
        src: img.currentSrc,
        box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
        own: img.naturalWidth / img.naturalHeight,
      }))
      .filter((i) => !i.src.includes('/hero') && Math.abs(i.box / i.own - 1) > 0.15),
  );
}

/** Lazy images made eager, then every image of the page loaded: what a reader who scrolls down sees. */
async function loadAllImages(page: Page) {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** The blog's first card shows its photo in proportion, with the title on the first screen. */
async function blogCardInProportion(page: Page) {
  const card = page.getByRole('main').getByRole('listitem').first();
  const box = (await card.locator('img').boundingBox())!;
  expect.soft(box.height, 'the blog card photo').toBeLessThanOrEqual(box.width * 0.7);
  const title = (await card.getByRole('heading', { level: 2 }).first().boundingBox())!;
  // Before the fix the image box alone was 645 px tall on a phone and 824 px on a tablet.
  expect.soft(title.y + title.height, 'the blog card title').toBeLessThan(844 * 1.6);
}

/** The technician page's header offers Apply beside the call button, and it jumps to the form. */
async function applyInHeader(page: Page) {
  const apply = page.getByTestId('header-apply');
  await expect(apply).toBeVisible();
  await expect(page.getByTestId('header-call')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
  await expect(apply).toBeInViewport();
  await apply.click();
  await expect(page.locator('#apply-title')).toBeInViewport();
}

// What a sampled page also shows at each width, checked on the same visit.
const ALSO: Record<string, (page: Page) => Promise<void>> = {
  '/blog': blogCardInProportion,
  '/tech-recruitment': applyInHeader,
};

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${width} px (${device})`, () => {
    test.use({ viewport: { width, height: 844 } });

    // One test walks the sample: a test per page opened a browser page for each one number.
    test('the sample: nothing wider than the screen, no photo cropped by more than 15%, the blog card in proportion, Apply in the technician header', async ({
      page,
    }) => {
      for (const url of SAMPLE) {
        await page.goto(url);
        await loadAllImages(page);
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(width);
        expect.soft(await croppedImages(page), url).toEqual([]);
        await ALSO[url]?.(page);
      }
    });

    test('the project page keeps its scroll position once it has loaded', async ({ page }) => {
      await page.goto(`/portfolio/${projects[0].id}`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(400);
    });

    test('the lightbox arrows leave the caption uncovered', async ({ page }) => {
      const project = projects.find((p) => p.images.length > 1)!;
      await page.goto(`/portfolio/${project.id}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: startingWith(en.portfolio.fullScreen) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const caption = (await dialog.locator('p').filter({ hasText: project.images[0].alt }).boundingBox())!;
      for (const name of [en.portfolio.previous, en.portfolio.next]) {
        const arrow = (await dialog.getByRole('button', { name }).boundingBox())!;
        expect(overlaps(arrow, caption), name).toBe(false);
      }
    });
  });
}

test.describe('at 320 px (the narrowest phone)', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('no sampled page is wider than the screen (the technician header holds Apply, Call and Menu)', async ({
    page,
  }) => {
    for (const url of SAMPLE) {
      await page.goto(url);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(320);
    }
  });
});
