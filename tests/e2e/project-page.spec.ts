import { portfolioPage, projects, site } from '../../src/lib/content.ts';
import { formatMonth } from '../../src/lib/i18n/dates.ts';
import { en, fill } from '../copy.ts';
import { expect, test } from './offline.ts';
import { condo, counter, labelOf, mainImage } from './portfolio.ts';

// A project's page on the built site, from data/projects/; its photo gallery is in project-gallery.spec.ts.

test.describe('/portfolio/{projectId}', () => {
  test('shows the back link, badge, title, description, place, date, services and both calls to action', async ({
    page,
  }) => {
    await page.goto(`/portfolio/${condo.id}`);
    await expect(page.getByRole('link', { name: portfolioPage.project.backLabel })).toHaveAttribute(
      'href',
      '/portfolio',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(condo.title);
    await expect(page.locator('main').getByTestId('category-badge').first()).toHaveText(labelOf(condo.category));
    await expect(page.locator('main')).toContainText(condo.description.replace(/\s+/g, ' ').trim());
    await expect(page.locator('main')).toContainText(condo.location);
    await expect(page.locator('main')).toContainText(
      fill(en.portfolio.completed, { date: formatMonth(condo.completedDate) }),
    );
    const services = page
      .getByRole('heading', { name: en.portfolio.servicesProvided })
      .locator('xpath=following-sibling::ul[1]/li');
    await expect(services).toHaveText(condo.services);
    await expect(page.getByRole('link', { name: portfolioPage.project.quoteLabel })).toHaveAttribute('href', '/quote');
    await expect(page.locator('main').getByRole('link', { name: en.chrome.callNumber })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
  });

  // Which projects have one and how each is signed is read from every built page (tests/site/portfolio-pages.test.ts);
  // here one project with a testimonial and one without, as a visitor sees them.
  test('the testimonial with five stars shows on a project that has one, and on no other', async ({ page }) => {
    const sample = [projects.find((p) => p.testimonial), projects.find((p) => !p.testimonial)].filter(
      (p) => p !== undefined,
    );
    expect(sample).toHaveLength(2);
    for (const p of sample) {
      await page.goto(`/portfolio/${p.id}`);
      const block = page.getByTestId('testimonial');
      if (p.testimonial) {
        await expect(block, p.id).toContainText(p.testimonial.text.replace(/\s+/g, ' ').trim());
        await expect(block.getByRole('img', { name: en.portfolio.fiveStars })).toBeVisible();
        await expect(block.getByRole('img', { name: en.portfolio.fiveStars }).locator('svg')).toHaveCount(5);
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
    await page.getByRole('button', { name: en.portfolio.previous }).click();
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolioPage.heading);
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
