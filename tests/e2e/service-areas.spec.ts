import type { Page } from '@playwright/test';
import { contentFor, messagesFor } from '../../src/lib/i18n.ts';
import { cities, cityPages, plainCityPages, routes, site } from '../content.ts';
import { expect, test } from './offline.ts';

/** The service-area search and county lists, and the city, plain and fallback pages, on the built site. */

const noMatchText = `No exact match. Call us at ${site.phone.display} - we likely service your area!`;

/** The search box, as soon as the page is there: the island wakes up when the box is first used (README, decisions). */
async function openSearch(page: Page, url = '/service-areas') {
  await page.goto(url);
  return page.getByRole('combobox', { name: 'Find your city' });
}
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const slugOf = (label: string) => cities.find((c) => c.cityName === label)!.citySlug;
/** The words of the search in each language (data/pages/service-areas.yaml and .es.yaml). */
const words = (locale: 'en' | 'es') => contentFor(locale).serviceAreas.search;
const didYouMean = (city: string, locale: 'en' | 'es' = 'en') => words(locale).didYouMean.replace('{city}', city);

test.describe('city search', () => {
  test('empty text gives no suggestions, even on focus', async ({ page }) => {
    const box = await openSearch(page);
    await expect(box).toHaveAttribute('placeholder', 'Type your city...');
    await box.focus();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(options(page)).toHaveCount(0);
    await box.fill('   ');
    await expect(options(page)).toHaveCount(0);
  });

  test('typing suggests cities whose label contains the text, case-insensitive, each with its county', {
    tag: '@desktop',
  }, async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('DELRAY');
    await expect(options(page)).toHaveCount(1);
    await expect(options(page).first()).toContainText('Delray Beach');
    await expect(options(page).first()).toContainText('Palm Beach County');
    await box.fill('lauderdale l');
    await expect(options(page).first()).toHaveText(/Lauderdale Lakes.*Broward County/);
  });

  test('suggestions are capped at five', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('beach');
    await expect(options(page)).toHaveCount(5);
    await box.fill('palm');
    await expect(options(page)).toHaveCount(5);
    await expect(options(page).first()).toContainText('Palm Beach');
  });

  test('every city page is found, the searchable cities first', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('Orlando');
    await expect(options(page)).toHaveText([/Orlando.*Orange County/]);
    await box.fill('lake');
    const labels = await options(page).allTextContents();
    const searchable = (text: string) => cities.some((c) => c.searchable && text.startsWith(c.cityName));
    expect(labels.map(searchable)).toEqual([...labels.map(searchable)].sort((a, b) => Number(b) - Number(a)));
  });

  for (const [text, label] of [
    ['Miami', 'Miami'],
    ['Naples', 'Naples'],
    ['Boca Raton, FL', 'Boca Raton'],
    ['boca raton fl', 'Boca Raton'],
    [cities.find((c) => c.citySlug === 'boca-raton-fl')!.zipCodes[0], 'Boca Raton'],
    ['Pompono Beach', 'Pompano Beach'],
    ['Wilton', 'Wilton Manors'],
  ]) {
    test(`"${text}" goes to the page of ${label}`, async ({ page }) => {
      const box = await openSearch(page);
      await box.fill(text);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/service-areas/${slugOf(label)}$`));
    });
  }

  test('a ZIP code shared by several cities suggests all of them', async ({ page }) => {
    const byZip = new Map<string, string[]>();
    for (const c of cities) for (const z of c.zipCodes) byZip.set(z, [...(byZip.get(z) ?? []), c.cityName]);
    const shared = [...byZip].find(([, names]) => names.length > 1);
    test.skip(!shared, 'no ZIP code is shared by two cities in data/cities/');
    const [zip, names] = shared!;
    const box = await openSearch(page);
    await box.fill(zip);
    for (const name of names) await expect(options(page).filter({ hasText: name })).toHaveCount(1);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/service-areas\/[a-z-]+-fl$/);
  });

  const aliases: [string, string][] = [
    ['WPB', 'West Palm Beach'],
    ['PBG', 'Palm Beach Gardens'],
    ['RPB', 'Royal Palm Beach'],
    ['NPB', 'North Palm Beach'],
    ['Boca', 'Boca Raton'],
    ['Ft Lauderdale', 'Fort Lauderdale'],
  ];
  for (const [alias, label] of aliases) {
    test(`the alias "${alias}" suggests ${label} and Enter goes to its page`, async ({ page }) => {
      const box = await openSearch(page);
      await box.fill(alias.toLowerCase());
      await expect(options(page).first()).toContainText(label);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/service-areas/${slugOf(label)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Handyman Services in ${label}, FL`);
    });
  }

  test('Enter takes an exact label match before an earlier substring match', async ({ page }) => {
    // "Palm Beach" is also inside North Palm Beach, which comes first alphabetically.
    const box = await openSearch(page);
    await box.fill('palm beach');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/service-areas\/palm-beach-fl$/);
  });

  test('Enter falls back to a substring match', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('gardens');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/service-areas\/palm-beach-gardens-fl$/);
  });

  test('the search button searches as Enter does', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('Tamarac');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/service-areas\/tamarac-fl$/);
  });

  test('no match shows the call-us message with the phone number as a call link', { tag: '@desktop' }, async ({
    page,
  }) => {
    const box = await openSearch(page);
    await box.fill('Springfield');
    await page.getByRole('button', { name: 'Search' }).click();
    const message = page.getByRole('status').filter({ hasText: 'No exact match' });
    await expect(message).toHaveText(noMatchText);
    await expect(message.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(page).toHaveURL(/\/service-areas$/);
    await box.fill('Springfiel');
    await expect(page.getByText(noMatchText)).toHaveCount(0);
  });

  test('a near spelling is offered as a question, and Enter does not take it (Atlanta is not Atlantis)', async ({
    page,
  }) => {
    const box = await openSearch(page);
    await box.fill('Atlanta');
    await expect(options(page)).toHaveText([new RegExp(`^${didYouMean('Atlantis').replace('?', '\\?')}`)]);
    await box.press('Enter');
    const message = page.getByRole('status').filter({ hasText: words('en').noMatch });
    await expect(message.getByText(words('en').noMatch)).toBeVisible();
    await expect(message.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(message.getByRole('link', { name: didYouMean('Atlantis') })).toHaveAttribute(
      'href',
      `/service-areas/${slugOf('Atlantis')}`,
    );
    await expect(page).toHaveURL(/\/service-areas$/);
  });

  test('the address the form leads to without JavaScript runs its search with it', async ({ page }) => {
    await page.goto('/service-areas?q=Wilton#counties');
    await expect(page).toHaveURL(new RegExp(`/service-areas/${slugOf('Wilton Manors')}$`));
    // Back from the city comes to the search, not into the same search again.
    await page.goBack();
    await expect(page).toHaveURL(/\/service-areas$/);
  });

  test('that address shows the message and the suggestions when nothing is a confident match', async ({ page }) => {
    await page.goto('/service-areas?q=Atlanta#counties');
    const message = page.getByRole('status').filter({ hasText: words('en').noMatch });
    await expect(message.getByRole('link', { name: didYouMean('Atlantis') })).toBeInViewport();
    await expect(page).toHaveURL(/\/service-areas$/);
    await expect(page.getByRole('combobox', { name: 'Find your city' })).toHaveValue('Atlanta');
  });

  test('the Spanish page asks in Spanish', async ({ page }) => {
    await page.goto('/es/areas-de-servicio?q=Atlanta');
    const message = page.getByRole('status').filter({ hasText: words('es').noMatch });
    // Atlantis has no Spanish page: the suggestion says its page is in English.
    await expect(
      message.getByRole('link', { name: `${didYouMean('Atlantis', 'es')} ${messagesFor('es').chrome.otherLanguage}` }),
    ).toBeVisible();
    await expect(page.getByText(words('en').noMatch)).toHaveCount(0);
  });

  test('the Spanish page says which suggestions lead to a page in English', async ({ page }) => {
    const spanish = new Set(routes.filter((r) => r.kind === 'city' && r.locale === 'es').map((r) => r.id));
    const inSpanish = cities.find((c) => spanish.has(c.citySlug))!;
    const englishOnly = cities.find((c) => !spanish.has(c.citySlug) && c.searchable)!;
    const marker = messagesFor('es').chrome.otherLanguage;
    await page.goto('/es/areas-de-servicio');
    const box = page.getByRole('combobox');
    await box.fill(englishOnly.cityName);
    await expect(options(page).first()).toContainText(`${englishOnly.cityName} ${marker}`);
    await box.fill(inSpanish.cityName);
    await expect(options(page).first()).toContainText(inSpanish.cityName);
    await expect(options(page).first()).not.toContainText(marker);
  });

  test('clicking a suggestion clears the box, closes the list and goes to the city', { tag: '@desktop' }, async ({
    page,
  }) => {
    const box = await openSearch(page);
    // A 204 answer keeps the page in place, so what the box does before the page changes can be seen.
    const requested: string[] = [];
    await page.route('**/service-areas/boca-raton-fl', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await box.fill('boca');
    await options(page).filter({ hasText: 'Boca Raton' }).click();
    await expect.poll(() => requested).toEqual([expect.stringMatching(/\/service-areas\/boca-raton-fl$/)]);
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();

    await page.unroute('**/service-areas/boca-raton-fl');
    await box.fill('boca');
    await options(page).first().click();
    await expect(page).toHaveURL(/\/service-areas\/boca-raton-fl$/);
  });

  test('focus opens the list again for text already typed', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('coconut');
    await expect(options(page)).toHaveCount(1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await box.focus();
    await expect(options(page)).toHaveText([/Coconut Creek/]);
  });

  test('the index of cities is fetched as JSON when the box is first used, not with the page', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => r.url().endsWith('.json') && fetched.push(new URL(r.url()).pathname));
    const box = await openSearch(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await box.focus();
    await expect.poll(() => fetched).toEqual(['/search/cities.json']);
  });
});

test.describe('city search by keyboard (ARIA combobox)', { tag: '@desktop' }, () => {
  test('arrow keys move through suggestions and Enter picks the highlighted one', async ({ page }) => {
    const box = await openSearch(page);
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await box.fill('palm');
    const listId = await box.getAttribute('aria-controls');
    await expect(page.getByRole('listbox')).toHaveAttribute('id', listId!);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await expect(second).toContainText('Palm Beach Gardens');
    await box.press('ArrowUp');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/service-areas\/palm-beach-gardens-fl$/);
  });

  test('Escape closes the list and keeps the text; a second Escape clears it', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('boynton');
    await expect(options(page)).toHaveCount(1);
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveValue('boynton');
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('Tab leaves the box without picking the highlighted city', async ({ page }) => {
    const box = await openSearch(page);
    await box.fill('jupiter');
    await box.press('ArrowDown');
    await box.press('Tab');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    await expect(page).toHaveURL(/\/service-areas$/);
    await expect(box).toHaveValue('jupiter');
  });

  test('the number of suggestions is announced', async ({ page }) => {
    const box = await openSearch(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { announced: string[] }).announced = seen;
      new MutationObserver(() => {
        for (const s of document.querySelectorAll('[role="status"]')) if (s.textContent) seen.push(s.textContent);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await box.fill('lake');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { announced: string[] }).announced))
      .toContain('5 cities found, use the up and down arrow keys to choose.');
  });
});

test.describe('county lists', () => {
  test('every city page is linked without JavaScript, Palm Beach and Broward first', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/service-areas');
    const counties = page.locator('#counties h3, #counties h4');
    await expect(counties.nth(0)).toHaveText('Palm Beach County');
    await expect(counties.nth(1)).toHaveText('Broward County');
    const hrefs = await page.locator('#counties a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(cities.map((c) => `/service-areas/${c.citySlug}`).sort());
    await expect(page.getByRole('heading', { name: "Don't See Your City?" })).toBeVisible();
    await context.close();
  });

  test('without JavaScript the search leads to the county lists, which link every city', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const box = await openSearch(page);
    await box.fill('Boca');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/service-areas\?q=Boca#counties$/);
    await page.locator('#counties').getByRole('link', { name: 'Boca Raton', exact: true }).click();
    await expect(page).toHaveURL(/\/service-areas\/boca-raton-fl$/);
    await context.close();
  });

  test('a county link opens the city page', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await page.locator('#counties').getByRole('link', { name: 'Wellington', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handyman Services in Wellington, FL');
  });

  test('the hero has the call link and Get Online Quote', async ({ page }) => {
    await page.goto('/service-areas');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(hero.getByRole('link', { name: 'Get Online Quote' })).toHaveAttribute('href', '/quote');
  });
});

// Each city page's h1, head and JSON-LD, and the plain pages' content, are checked on the built HTML of every city
// (tests/site/city-pages.test.ts): they need no browser.

test.describe('a city page in full', () => {
  const categories: [string, string][] = [
    ['Handyman Services', '/services/assembly-wall-hangings'],
    ['Caulking & Sealing', '/services/caulking-sealing'],
    ['Drywall & Painting', '/services/drywall-patching'],
    ['Carpentry & Trim', '/services/crown-molding-baseboards'],
    ['Flooring', '/services/tile-and-stone'],
    ['Kitchen & Bathroom Updates', '/services/remodeling'],
    ['Electrical (Minor / Non-Structural)', '/services/electrical'],
    ['Plumbing (Minor)', '/services/plumbing'],
    ['Exterior Services', '/services/more'],
    ['Remodeling & Renovations', '/services/remodeling'],
  ];

  // On a laptop, where every block is open; a phone folds the long ones (tests/e2e/city-pages-phone.spec.ts).
  test('has every block in order, for this city', { tag: '@desktop-only' }, async ({ page }) => {
    const city = cities.find((c) => c.citySlug === 'boca-raton-fl')!;
    await page.goto('/service-areas/boca-raton-fl');
    const main = page.getByRole('main');
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'Service Areas',
    ]);
    await expect(main.getByRole('link', { name: `Call ${site.phone.display}` }).first()).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(main.getByRole('link', { name: 'Request a Quote' }).first()).toHaveAttribute('href', '/quote');
    await expect(main.getByText(city.intro.split('\n')[0])).toBeVisible();
    for (const badge of cityPages['boca-raton-fl'].badges)
      await expect(main.getByText(badge.label, { exact: true })).toBeVisible();
    await expect(main.getByText(`Rated ${site.trust.reviews.rating}/5`, { exact: true })).toBeVisible();
    for (const n of city.neighborhoods) await expect(main.getByText(n, { exact: true })).toBeVisible();

    const blocks = page.locator('#services ul > li h3 a');
    await expect(blocks).toHaveText(categories.map(([title]) => title));
    expect(await blocks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      categories.map(([, link]) => link),
    );

    await expect(main.getByText(`Serving homes and businesses in Boca Raton (${city.zipCodes[0]})`)).toBeVisible();
    for (const zip of city.zipCodes) await expect(main.getByText(zip, { exact: true })).toBeVisible();
    // Projects finished in the county, with their customers' words (tests/e2e/city-pages-phone.spec.ts checks which).
    const shown = await page
      .locator('[data-city-work] li a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const quoted = contentFor('en').projects.filter((p) => p.testimonial && shown.includes(`/portfolio/${p.id}`));
    expect(shown.length).toBeGreaterThan(0);
    await expect(page.locator('#reviews blockquote')).toHaveCount(quoted.length);
    await expect(main.getByRole('heading', { name: "Don't see your city?" })).toBeVisible();
    await expect(page.locator('#faq details')).toHaveCount(cityPages['boca-raton-fl'].faq.length);
    const nearby = page.locator('#nearby li a');
    await expect(nearby).toHaveCount(cities.filter((c) => c.county === 'palm-beach').length - 1);
    await expect(page.locator('#nearby').getByRole('link', { name: 'All service areas' })).toHaveAttribute(
      'href',
      '/service-areas',
    );
    await expect(main.getByRole('heading', { level: 2 }).last()).toHaveText('Ready to get started in Boca Raton?');

    // The order of: intro, services, ZIP line and reviews, FAQ, nearby cities, not listed, final card.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    const at = (t: string) => headings.indexOf(t);
    expect(at('Services in Boca Raton')).toBeLessThan(at('What Boca Raton customers say'));
    // "Don't see your city?" follows the other cities of the county, where a reader looking for another city is.
    expect(at('What Boca Raton customers say')).toBeLessThan(at('Boca Raton handyman FAQ'));
    expect(at('Boca Raton handyman FAQ')).toBeLessThan(at('Other cities we serve in Palm Beach County'));
    expect(at('Other cities we serve in Palm Beach County')).toBeLessThan(at("Don't see your city?"));
    expect(at("Don't see your city?")).toBeLessThan(at('Ready to get started in Boca Raton?'));
  });

  test('the FAQ keeps one answer open at a time and the open one collapses', async ({ page }) => {
    await page.goto('/service-areas/lantana-fl');
    const items = page.locator('#faq details');
    await expect(items.first().locator('summary')).toHaveText('Do you offer handyman services in Lantana, FL?');
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
    await expect(page.locator('#nearby-title')).toHaveText('Find another city we serve');
    await expect(page.locator('#nearby li')).toHaveCount(0);
    await expect(page.locator('#nearby').getByRole('link', { name: 'All service areas' })).toHaveAttribute(
      'href',
      '/service-areas',
    );
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
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handyman Services in South Florida');
      await expect(page.locator('main ul').first().locator('li')).toHaveText(plainCityPages._fallback.services);
      await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.getByRole('link', { name: 'Find your city' })).toHaveAttribute('href', '/service-areas');
    });
  }
});
