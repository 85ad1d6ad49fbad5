import { messagesFor } from '../../src/lib/i18n/i18n.ts';
import { cities, routes, site } from '../content.ts';
import { expect, test } from './offline.ts';
import { didYouMean, noMatchText, openSearch, options, slugOf, words } from './service-areas.ts';

/** The service-area search's messages and suggestions on the built site, in English and in Spanish. */
test.describe('city search', () => {
  test('no match shows the call-us message with the phone number as a call link', { tag: '@desktop' }, async ({
    page,
  }) => {
    const box = await openSearch(page);
    await box.fill('Springfield');
    await page.getByRole('button', { name: words('en').buttonLabel }).click();
    const message = page.getByRole('status').filter({ hasText: words('en').noMatch });
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
    await expect(page.getByRole('combobox', { name: words('en').label })).toHaveValue('Atlanta');
  });

  test('the Spanish page asks in Spanish', async ({ page }) => {
    await page.goto('/es/areas-de-servicio?q=Atlanta');
    const message = page.getByRole('status').filter({ hasText: words('es').noMatch });
    // The suggestion leads to Atlantis's Spanish page where it has one, else says its page is in English.
    const english = `/service-areas/${slugOf('Atlantis')}`;
    const spanish = routes.find((r) => r.locale === 'en' && r.url === english)!.alternates.es;
    const name = spanish
      ? didYouMean('Atlantis', 'es')
      : `${didYouMean('Atlantis', 'es')} ${messagesFor('es').chrome.otherLanguage}`;
    await expect(message.getByRole('link', { name, exact: true })).toHaveAttribute('href', spanish ?? english);
    await expect(page.getByText(words('en').noMatch)).toHaveCount(0);
  });

  test('the Spanish page says which suggestions lead to a page in English', async ({ page }) => {
    const spanish = new Set(routes.filter((r) => r.kind === 'city' && r.locale === 'es').map((r) => r.id));
    const inSpanish = cities.find((c) => spanish.has(c.citySlug))!;
    // Every city of the first market has a Spanish page (docs/spanish-cities.md): one of the other counties has none.
    const englishOnly = cities.find((c) => !spanish.has(c.citySlug))!;
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
