import fs from 'node:fs';
import path from 'node:path';
import { projectCategories, projects, site } from '../../src/lib/content.ts';
import { formatMonth } from '../../src/lib/i18n/dates.ts';
import { en, fill } from '../copy.ts';
import { expect, test } from './offline.ts';
import { cards, filterLink, filters, inCategory, labelOf } from './portfolio.ts';

// The portfolio on the built site: expectations come from data/, so they follow every edit of the projects.
// The pages' heads, JSON-LD and images' attributes are checked on the built HTML of every project and category
// (tests/site/portfolio-pages.test.ts); what is here needs a browser.

test.describe('/portfolio', () => {
  test('lists the filters, All Projects first and current, and every project', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto('/portfolio');
    await expect(filters(page)).toHaveText([en.portfolio.all, ...projectCategories.categories.map((c) => c.label)]);
    await expect(filterLink(page, en.portfolio.all)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(projects.length);
    await expect(page.getByTestId('project-count')).toHaveText(
      fill(en.portfolio.showing, { count: projects.length, total: projects.length }),
    );
  });

  // Which projects each category's page lists, and its count, are read from every built page
  // (tests/site/portfolio-pages.test.ts); here the filters are followed as a visitor does, on two categories.
  test('a filter is a link to its own page, which shows only its projects, and All goes back to every project', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/portfolio');
    const followed = [projectCategories.categories[0], projectCategories.categories.at(-1)!];
    for (const { slug, label } of followed) {
      await filterLink(page, label).click();
      await expect(page).toHaveURL(`/portfolio/category/${slug}`);
      await expect(filterLink(page, label)).toHaveAttribute('aria-current', 'page');
      await expect(filterLink(page, en.portfolio.all)).not.toHaveAttribute('aria-current');
      const expected = inCategory(slug);
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(cards(page).getByTestId('category-badge')).toHaveText(expected.map(() => label));
      await expect(cards(page).getByRole('heading')).toHaveText(expected.map((p) => p.title));
      await expect(page.getByTestId('project-count')).toHaveText(
        fill(en.portfolio.showing, { count: expected.length, total: projects.length }),
      );
    }
    await filterLink(page, en.portfolio.all).click();
    await expect(page).toHaveURL('/portfolio');
    await expect(cards(page)).toHaveCount(projects.length);
  });

  test('the back button walks back through the filters, and a card returning from a project keeps the filter', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/portfolio/category/tile-repair');
    await filterLink(page, labelOf('custom-storage')).click();
    await expect(page).toHaveURL('/portfolio/category/custom-storage');
    await page.goBack();
    await expect(page).toHaveURL('/portfolio/category/tile-repair');
    await expect(cards(page).getByTestId('category-badge')).toHaveText(
      inCategory('tile-repair').map(() => labelOf('tile-repair')),
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
    await filterLink(page, labelOf('kitchen-remodeling')).click();
    await expect(page).toHaveURL('/portfolio/category/kitchen-remodeling');
    await expect(cards(page)).toHaveCount(inCategory('kitchen-remodeling').length);
    await context.close();
  });

  test('no script is loaded beyond the shared module', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/portfolio');
    await filterLink(page, labelOf('tile-repair')).hover();
    await page.waitForLoadState('networkidle');
    // The shared module and the chunks it imports (the page's counts are part of it): nothing else.
    const shared = scripts.find((s) => /^\/assets\/entries\/src_pages_client\./.test(s));
    expect(shared, scripts.join(', ')).toBeTruthy();
    const imports = [
      ...(await (await page.request.get(shared!)).text()).matchAll(/from\s*"\.\.\/chunks\/([^"]+)"/g),
    ].map((m) => `/assets/chunks/${m[1]}`);
    expect(scripts.sort()).toEqual([shared!, ...imports].sort());
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
      await expect(card.getByRole('list', { name: en.portfolio.services }).getByRole('listitem')).toHaveText([
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
    await expect(cta.getByRole('link', { name: site.labels.quote })).toHaveAttribute('href', '/quote');
    await expect(cta.getByRole('link', { name: en.chrome.callNumber })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
  });
});
