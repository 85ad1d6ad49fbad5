import { cities } from '../content.ts';
import { expect, test } from './offline.ts';
import { openSearch, options, slugOf, words } from './service-areas.ts';

/** The service-area search on the built site; its messages, keyboard and county lists in service-areas-*.spec.ts. */
test.describe('city search', () => {
  test('empty text gives no suggestions, even on focus', async ({ page }) => {
    const box = await openSearch(page);
    await expect(box).toHaveAttribute('placeholder', words('en').placeholder);
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
    await page.getByRole('button', { name: words('en').buttonLabel }).click();
    await expect(page).toHaveURL(/\/service-areas\/tamarac-fl$/);
  });
});
