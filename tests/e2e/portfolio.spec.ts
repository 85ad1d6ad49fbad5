import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { COUNT_SCRIPT } from '../../src/content/assets.ts';
import { projectCategories, projects, site } from '../../src/lib/content.ts';
import { formatMonth } from '../../src/lib/dates.ts';
import { expect, test } from './offline.ts';

// The portfolio and project pages on the built site: expectations come from data/, so they follow every edit of the projects.
// The pages' heads, JSON-LD and images' attributes are checked on the built HTML of every project and category
// (tests/site/portfolio-pages.test.ts); what is here needs a browser.
const labelOf = (slug: string) => projectCategories.categories.find((c) => c.slug === slug)!.label;
const cards = (page: Page) => page.getByTestId('project-grid').locator(':scope > li');
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter projects by category' }).getByRole('link');
const filterLink = (page: Page, name: string) => filters(page).filter({ hasText: new RegExp(`^${name}$`) });
const inCategory = (slug: string) => projects.filter((p) => p.category === slug);

test.describe('/portfolio', () => {
  test('lists the filters, All Projects first and current, and every project', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto('/portfolio');
    await expect(filters(page)).toHaveText(['All Projects', ...projectCategories.categories.map((c) => c.label)]);
    await expect(filterLink(page, 'All Projects')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(projects.length);
    await expect(page.getByTestId('project-count')).toHaveText(
      `Showing ${projects.length} of ${projects.length} projects`,
    );
  });

  test('every filter is a link to its own page, which shows only its projects; the counts add up', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/portfolio');
    let total = 0;
    for (const { slug, label } of projectCategories.categories) {
      await filterLink(page, label).click();
      await expect(page).toHaveURL(`/portfolio/category/${slug}`);
      await expect(filterLink(page, label)).toHaveAttribute('aria-current', 'page');
      await expect(filterLink(page, 'All Projects')).not.toHaveAttribute('aria-current');
      const expected = inCategory(slug);
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(cards(page).getByTestId('category-badge')).toHaveText(expected.map(() => label));
      await expect(cards(page).getByRole('heading')).toHaveText(expected.map((p) => p.title));
      await expect(page.getByTestId('project-count')).toHaveText(
        `Showing ${expected.length} of ${projects.length} projects`,
      );
      total += await cards(page).count();
    }
    expect(total).toBe(projects.length);
    await filterLink(page, 'All Projects').click();
    await expect(page).toHaveURL('/portfolio');
    await expect(cards(page)).toHaveCount(projects.length);
  });

  test('the back button walks back through the filters, and a card returning from a project keeps the filter', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/portfolio/category/tile-repair');
    await filterLink(page, 'Custom Storage').click();
    await expect(page).toHaveURL('/portfolio/category/custom-storage');
    await page.goBack();
    await expect(page).toHaveURL('/portfolio/category/tile-repair');
    await expect(cards(page).getByTestId('category-badge')).toHaveText(
      inCategory('tile-repair').map(() => 'Tile Repair'),
    );
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/portfolio/${inCategory('tile-repair')[0].id}`);
    await page.goBack();
    await expect(cards(page)).toHaveCount(inCategory('tile-repair').length);
  });

  test('without JavaScript the filter works: it is links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/portfolio');
    await filterLink(page, 'Kitchen Remodeling').click();
    await expect(page).toHaveURL('/portfolio/category/kitchen-remodeling');
    await expect(cards(page)).toHaveCount(inCategory('kitchen-remodeling').length);
    await context.close();
  });

  test('no script is loaded beyond the shared module', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/portfolio');
    await filterLink(page, 'Tile Repair').hover();
    await page.waitForLoadState('networkidle');
    // The shared module and the chunks it imports, and the page's counts once it has loaded: nothing else.
    const shared = scripts.find((s) => /^\/assets\/entries\/src_pages_client\./.test(s));
    expect(shared, scripts.join(', ')).toBeTruthy();
    const imports = [
      ...(await (await page.request.get(shared!)).text()).matchAll(/from\s*"\.\.\/chunks\/([^"]+)"/g),
    ].map((m) => `/assets/chunks/${m[1]}`);
    expect(scripts.sort()).toEqual([shared!, ...imports, COUNT_SCRIPT].sort());
  });

  test('each card shows its thumbnail, badge, title, place, date, three services with +N more, and its testimonial', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    await expect(cards(page)).toHaveCount(projects.length);
    for (const [i, p] of projects.entries()) {
      const card = cards(page).nth(i);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/portfolio/${p.id}`);
      await expect(card.getByRole('link')).toHaveText(p.title);
      const img = card.locator('img');
      await expect(img).toHaveAttribute('alt', p.images[0].alt);
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      await expect(img).toHaveAttribute('loading', i < 3 ? 'eager' : 'lazy');
      // A real photo comes in AVIF and WebP widths; a missing one is its drawing, one SVG (docs/decisions/0033-missing-photos-drawn-at-build.md).
      if (fs.existsSync(path.resolve(import.meta.dirname, '../../data/images', p.images[0].src)))
        await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /480w/);
      else await expect(img).toHaveAttribute('src', /^\/assets\/.*\.svg$/);
      await expect(card.getByTestId('category-badge')).toHaveText(labelOf(p.category));
      await expect(card).toContainText(p.location);
      await expect(card).toContainText(`Completed ${formatMonth(p.completedDate)}`);
      await expect(card.locator('p.line-clamp-2')).toHaveText(p.description.replace(/\s+/g, ' ').trim());
      const extra = p.services.length - 3;
      await expect(card.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText([
        ...p.services.slice(0, 3),
        ...(extra > 0 ? [`+${extra} more`] : []),
      ]);
      if (p.testimonial)
        await expect(card.locator('blockquote')).toHaveText(p.testimonial.text.replace(/\s+/g, ' ').trim());
      else await expect(card.locator('blockquote')).toHaveCount(0);
    }
  });

  test('the description is clamped to two lines', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/portfolio');
    const clamp = cards(page).first().locator('p.line-clamp-2');
    const { height, line } = await clamp.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(Math.round(height / line)).toBe(2);
  });

  test('closes with the quote link and the call button', async ({ page }) => {
    await page.goto('/portfolio');
    const cta = page.locator('main > section').last();
    await expect(cta.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/quote');
    await expect(cta.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
  });
});

const condo = projects.find((p) => p.id === 'condo-kitchen-update')!;
const mainImage = (page: Page) => page.getByTestId('gallery').locator('img');
const counter = (page: Page) => page.getByTestId('gallery-counter');

test.describe('/portfolio/{projectId}', () => {
  test('shows the back link, badge, title, description, place, date, services and both calls to action', async ({
    page,
  }) => {
    await page.goto(`/portfolio/${condo.id}`);
    await expect(page.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(condo.title);
    await expect(page.locator('main').getByTestId('category-badge').first()).toHaveText(labelOf(condo.category));
    await expect(page.locator('main')).toContainText(condo.description.replace(/\s+/g, ' ').trim());
    await expect(page.locator('main')).toContainText(condo.location);
    await expect(page.locator('main')).toContainText(`Completed ${formatMonth(condo.completedDate)}`);
    const services = page
      .getByRole('heading', { name: 'Services Provided' })
      .locator('xpath=following-sibling::ul[1]/li');
    await expect(services).toHaveText(condo.services);
    await expect(page.getByRole('link', { name: 'Get Similar Quote' })).toHaveAttribute('href', '/quote');
    await expect(page.locator('main').getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
  });

  test('the arrows wrap around both ways and the counter follows', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`/portfolio/${condo.id}`);
    const n = condo.images.length;
    await expect(counter(page)).toHaveText(`1 / ${n}`);
    await expect(mainImage(page)).toHaveAttribute('alt', condo.images[0].alt);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter(page)).toHaveText(`${n} / ${n}`);
    await expect(mainImage(page)).toHaveAttribute('alt', condo.images[n - 1].alt);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText(`1 / ${n}`);
    for (let i = 2; i <= n; i++) {
      await page.getByRole('button', { name: 'Next photo' }).click();
      await expect(counter(page)).toHaveText(`${i} / ${n}`);
      await expect(mainImage(page)).toHaveAttribute('alt', condo.images[i - 1].alt);
    }
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText(`1 / ${n}`);
  });

  test('the thumbnails show every photo, pick one, and highlight the one on show', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto(`/portfolio/${condo.id}`);
    const thumbs = page.getByRole('list', { name: 'Photos' }).getByRole('button');
    await expect(thumbs).toHaveCount(condo.images.length);
    for (const [i, img] of condo.images.entries())
      await expect(thumbs.nth(i).locator('img')).toHaveAttribute('alt', img.alt);
    await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(2).click();
    await expect(counter(page)).toHaveText(`3 / ${condo.images.length}`);
    await expect(mainImage(page)).toHaveAttribute('alt', condo.images[2]!.alt);
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('list', { name: 'Photos' }).locator('[aria-current="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(2)).not.toHaveAttribute('aria-current', 'true');
  });

  test('the main photo opens a full-screen lightbox: arrows, keys, focus kept inside and returned, Escape and close', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto(`/portfolio/${condo.id}`);
    const n = condo.images.length;
    const dialog = page.getByRole('dialog', { name: `${condo.title}: photos` });
    const boxCounter = page.getByTestId('lightbox-counter');
    await page.getByRole('button', { name: 'Next photo' }).click(); // pressed before the island wakes up: it acts once awake
    await expect(dialog).toBeHidden();

    const opener = page.getByRole('button', { name: `View full screen: ${condo.images[1].alt}` });
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(boxCounter).toHaveText(`2 / ${n}`);
    await expect(dialog.locator('img')).toHaveAttribute('alt', condo.images[1].alt);
    const box = await dialog.boundingBox();
    expect(box!.width).toBe(page.viewportSize()!.width);
    expect(box!.height).toBe(page.viewportSize()!.height);
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(boxCounter).toHaveText(`3 / ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(boxCounter).toHaveText(`${n} / ${n}`);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(boxCounter).toHaveText(`1 / ${n}`);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(boxCounter).toHaveText(`${n} / ${n}`);
    await expect(counter(page)).toHaveText(`${n} / ${n}`);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus after ${i + 1} Tab presses`).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^View full screen: / })).toBeFocused();

    await page.getByRole('button', { name: /^View full screen: / }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^View full screen: / })).toBeFocused();
  });

  test('a swipe on the touch screen changes the photo, in the lightbox and on the page', async ({ page }) => {
    await page.goto(`/portfolio/${condo.id}`);
    const n = condo.images.length;
    // A swipe is a gesture React follows from its start: the gallery wakes up on the first touch (or focus) first.
    await page.getByRole('button', { name: 'Next photo' }).focus();
    await expect(page.locator('[data-island="gallery"][data-hydrated]')).toBeAttached();
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (selector: string, dx: number) => {
      const b = (await page.locator(selector).boundingBox())!;
      const y = b.y + b.height / 2;
      const x0 = b.x + b.width / 2 - dx / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
      for (let k = 1; k <= 5; k++)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + (dx * k) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe('[data-testid="gallery"]', -150);
    await expect(counter(page)).toHaveText(`2 / ${n}`);
    await expect(page.getByRole('dialog')).toBeHidden(); // a swipe is not a click
    await swipe('[data-testid="gallery"]', 150);
    await swipe('[data-testid="gallery"]', 150);
    await expect(counter(page)).toHaveText(`${n} / ${n}`);

    await page.getByRole('button', { name: /^View full screen: / }).click();
    await swipe('dialog img', -150);
    await expect(page.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);
  });

  test('the testimonial with five stars appears exactly on the projects that have one', async ({ page }) => {
    for (const p of projects) {
      await page.goto(`/portfolio/${p.id}`);
      const block = page.getByTestId('testimonial');
      if (p.testimonial) {
        await expect(block, p.id).toContainText(p.testimonial.text.replace(/\s+/g, ' ').trim());
        await expect(block.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
        await expect(block.getByRole('img', { name: '5 out of 5 stars' }).locator('svg')).toHaveCount(5);
        // Signed only with what the data gives: a first name when there is one, and the place.
        await expect(block.locator('figcaption')).toHaveText(
          `— ${[p.testimonial.firstName, p.testimonial.city ?? p.location].filter(Boolean).join(', ')}`,
        );
      } else {
        await expect(block, p.id).toHaveCount(0);
      }
    }
  });

  test('More Projects links the first three other projects', async ({ page }) => {
    for (const p of [projects[0], condo]) {
      await page.goto(`/portfolio/${p.id}`);
      const expected = projects.filter((o) => o.id !== p.id).slice(0, 3);
      const links = page.getByTestId('more-projects').getByRole('link');
      await expect(links).toHaveText(expected.map((o) => o.title));
      for (const [i, o] of expected.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/portfolio/${o.id}`);
    }
  });

  test('More Projects opens the next project at its first photo, scrolled to the top', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto(`/portfolio/${condo.id}`);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter(page)).toHaveText(`${condo.images.length} / ${condo.images.length}`);
    const next = projects
      .filter((o) => o.id !== condo.id)
      .slice(0, 3)
      .sort((a, b) => a.images.length - b.images.length)[0];
    await page.getByTestId('more-projects').getByRole('link', { name: next.title }).click();
    await expect(page).toHaveURL(`/portfolio/${next.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
    await expect(counter(page)).toHaveText(`1 / ${next.images.length}`);
    await expect(mainImage(page)).toHaveAttribute('alt', next.images[0].alt);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown project id answers 404 and ends at /portfolio, replacing the history entry', async ({
    page,
    request,
  }) => {
    const response = await request.get('/portfolio/no-such-project', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<meta http-equiv="refresh" content="0; url=\/portfolio"/);

    await page.goto('/');
    const before = await page.evaluate(() => history.length);
    // The 404 page replaces itself as soon as its module runs, possibly before goto() returns.
    await page.goto('/portfolio/no-such-project', { waitUntil: 'commit' });
    await page.waitForURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Portfolio');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('without JavaScript an unknown project id still ends at /portfolio (meta refresh)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/portfolio/no-such-project');
    await expect(page).toHaveURL(/\/portfolio$/);
    await context.close();
  });
});
