import { contentFor, messagesFor } from '../../src/lib/i18n/i18n.ts';
import { cities, cityPages, site } from '../content.ts';
import { expect, test } from './offline.ts';
import { openSearch, options, words } from './service-areas.ts';

/** The service-area search by keyboard, and the county lists, on the built site. */
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
    await expect(page.getByRole('button', { name: words('en').buttonLabel })).toBeFocused();
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
      .toContain(words('en').found.other.replace('{count}', '5'));
  });
});

test.describe('county lists', () => {
  test('every city page is linked without JavaScript, Palm Beach and Broward first', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/service-areas');
    const counties = page.locator('#counties h3, #counties h4');
    const countyName = (county: string) => cities.find((c) => c.county === county)!.countyName;
    await expect(counties.nth(0)).toHaveText(countyName('palm-beach'));
    await expect(counties.nth(1)).toHaveText(countyName('broward'));
    const hrefs = await page.locator('#counties a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(cities.map((c) => `/service-areas/${c.citySlug}`).sort());
    await expect(page.getByRole('heading', { name: contentFor('en').serviceAreas.notListed.heading })).toBeVisible();
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
    const city = cities.find((c) => c.citySlug === 'wellington-fl')!;
    await page.locator('#counties').getByRole('link', { name: city.cityName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cityPages[city.citySlug].hero.heading);
  });

  test('the hero has the call link and Get Online Quote', async ({ page }) => {
    await page.goto('/service-areas');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: messagesFor('en').chrome.callNumber })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(hero.getByRole('link', { name: contentFor('en').serviceAreas.hero.quoteLabel })).toHaveAttribute(
      'href',
      '/quote',
    );
  });
});
