import { contentFor, messagesFor } from '../../src/lib/i18n/i18n.ts';
import { withCity } from '../../src/lib/quote/carried-choice.ts';
import { cities, cityPages, plainCityPages, site } from '../content.ts';
import { expect, test } from './offline.ts';

// Each city page's h1, head and JSON-LD, and the plain pages' content, are checked on the built HTML of every city
// (tests/site/city-pages.test.ts): they need no browser.

test.describe('a city page in full', () => {
  // On a laptop, where every block is open; a phone folds the long ones (tests/e2e/city-pages-phone.spec.ts).
  test('has every block in order, for this city', { tag: '@desktop-only' }, async ({ page }) => {
    const city = cities.find((c) => c.citySlug === 'boca-raton-fl')!;
    const blocksOf = cityPages[city.citySlug];
    const en = messagesFor('en');
    await page.goto(`/service-areas/${city.citySlug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('navigation', { name: en.crumbs.breadcrumb }).getByRole('link')).toHaveText([
      en.crumbs.home,
      en.crumbs.serviceAreas,
    ]);
    await expect(main.getByRole('link', { name: en.chrome.callNumber }).first()).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    // The city's own quote page, which names the city (src/lib/routing/quote-pages.ts).
    await expect(main.getByRole('link', { name: blocksOf.hero.quoteLabel }).first()).toHaveAttribute(
      'href',
      `/quote/${city.citySlug}`,
    );
    await expect(main.getByText(city.intro.split('\n')[0])).toBeVisible();
    for (const badge of blocksOf.badges) await expect(main.getByText(badge.label, { exact: true })).toBeVisible();
    for (const n of city.neighborhoods) await expect(main.getByText(n, { exact: true })).toBeVisible();

    const blocks = page.locator('#services ul > li h3 a');
    await expect(blocks).toHaveText(blocksOf.categories.map((c) => c.title));
    // Each tells its service page the city, which its price rows carry to the city's quote form.
    expect(await blocks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      blocksOf.categories.map((c) => withCity(c.link, city.citySlug)),
    );

    await expect(main.getByText(blocksOf.zipLine)).toBeVisible();
    for (const zip of city.zipCodes) await expect(main.getByText(zip, { exact: true })).toBeVisible();
    // Projects finished in the county, with their customers' words (tests/e2e/city-pages-phone.spec.ts checks which).
    const shown = await page
      .locator('[data-city-work] li a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const quoted = contentFor('en').projects.filter((p) => p.testimonial && shown.includes(`/portfolio/${p.id}`));
    expect(shown.length).toBeGreaterThan(0);
    await expect(page.locator('#reviews blockquote')).toHaveCount(quoted.length);
    await expect(main.getByRole('heading', { name: blocksOf.notListed.heading })).toBeVisible();
    await expect(page.locator('#faq details')).toHaveCount(blocksOf.faq.length);
    const nearby = page.locator('#nearby li a');
    await expect(nearby).toHaveCount(cities.filter((c) => c.county === city.county).length - 1);
    await expect(page.locator('#nearby').getByRole('link', { name: blocksOf.nearbyAllLabel })).toHaveAttribute(
      'href',
      '/service-areas',
    );
    await expect(main.getByRole('heading', { level: 2 }).last()).toHaveText(blocksOf.finalCta.heading);

    // The order of: intro, services, ZIP line and reviews, FAQ, nearby cities, not listed, final card. "Don't see your
    // city?" follows the other cities of the county, where a reader looking for another city is.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      blocksOf.servicesHeading,
      blocksOf.testimonialsHeading,
      blocksOf.faqHeading,
      blocksOf.nearbyHeading,
      blocksOf.notListed.heading,
      blocksOf.finalCta.heading,
    ].map((t) => headings.indexOf(t));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  test('the FAQ keeps one answer open at a time and the open one collapses', async ({ page }) => {
    await page.goto('/service-areas/lantana-fl');
    const items = page.locator('#faq details');
    await expect(items.first().locator('summary')).toHaveText(cityPages['lantana-fl'].faq[0].question);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await items.nth(2).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });

  test('a city alone in its county still links to every city', async ({ page }) => {
    const lone = cities.find((c) => cities.filter((o) => o.county === c.county).length === 1)!;
    await page.goto(`/service-areas/${lone.citySlug}`);
    await expect(page.locator('#nearby-title')).toHaveText(cityPages[lone.citySlug].nearbyNoneHeading);
    await expect(page.locator('#nearby li')).toHaveCount(0);
    await expect(
      page.locator('#nearby').getByRole('link', { name: cityPages[lone.citySlug].nearbyAllLabel }),
    ).toHaveAttribute('href', '/service-areas');
  });

  test('the shared Open Graph image exists', async ({ request }) => {
    const response = await request.get(`/images/${cityPages['boca-raton-fl'].ogImage}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/jpeg');
  });
});

test.describe('the fallback for an unknown city', () => {
  for (const path of ['/service-areas/springfield', '/service-areas/boca', '/service-areas/a/b']) {
    test(`${path} answers 404 with the generic page for South Florida, noindex`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainCityPages._fallback.heading);
      await expect(page.locator('main ul').first().locator('li')).toHaveText(plainCityPages._fallback.services);
      await expect(page.getByRole('heading', { name: plainCityPages._fallback.readyCard.heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.getByRole('link', { name: plainCityPages._fallback.moreLink.fallback })).toHaveAttribute(
        'href',
        '/service-areas',
      );
    });
  }
});
