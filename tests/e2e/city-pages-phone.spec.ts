import type { Page } from '@playwright/test';
import { formatDate, formatMonth } from '../../src/lib/i18n/dates.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { cities, routes } from '../content.ts';
import { expect, test } from './offline.ts';

// Every city page on a phone (390 × 844): within six screens, its long parts folded but in the page and reachable by
// keyboard, its map drawn in the page, its projects signed and dated as far as the data says (decision 46).
test.use({ viewport: { width: 390, height: 844 } });

const SCREEN = 844;
const MAX_SCREENS = 6;
const cityUrls = routes.filter((r) => r.kind === 'city').map((r) => r.url);
const BOCA = '/service-areas/boca-raton-fl';
const boca = cities.find((c) => c.citySlug === 'boca-raton-fl')!;

// A few tests of about twenty pages each: one test per page would start a page 121 times for one number each.
const CHUNK = 20;
for (let i = 0; i < cityUrls.length; i += CHUNK) {
  const urls = cityUrls.slice(i, i + CHUNK);
  test(`city pages ${i + 1} to ${i + urls.length} of ${cityUrls.length}: at most ${MAX_SCREENS} screens tall`, async ({
    page,
  }) => {
    const over: string[] = [];
    for (const url of urls) {
      await page.goto(url);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > MAX_SCREENS * SCREEN) over.push(`${url}: ${height} px (${(height / SCREEN).toFixed(2)} screens)`);
    }
    expect(over).toEqual([]);
  });
}

test('Boca Raton: the long parts start folded, are in the page, and open from the keyboard', async ({ page }) => {
  await page.goto(BOCA);
  const folds = page.locator('main details.fold');
  const count = await folds.count();
  expect(count).toBeGreaterThanOrEqual(4);
  // Folded, yet in the HTML: the intro's later paragraphs, every ZIP code, every nearby city, every category's list.
  const main = page.getByRole('main');
  for (const p of boca.intro.split(/\n\s*\n/).slice(1)) await expect(main).toContainText(p.replace(/\s+/g, ' ').trim());
  for (const zip of boca.zipCodes) await expect(page.locator('#reviews li', { hasText: zip })).toBeAttached();
  await expect(page.locator('#nearby li a')).toHaveCount(cities.filter((c) => c.county === boca.county).length - 1);
  // Tab reaches every fold's button, and Enter opens it.
  const reached = new Set<number>();
  for (let i = 0; i < 200 && reached.size < count; i++) {
    await page.keyboard.press('Tab');
    const at = await folds.evaluateAll((ds) =>
      ds.findIndex((d) => d.querySelector('summary') === document.activeElement),
    );
    if (at >= 0 && !reached.has(at)) {
      reached.add(at);
      await expect(folds.nth(at)).not.toHaveAttribute('open');
      await page.keyboard.press('Enter');
      await expect(folds.nth(at)).toHaveAttribute('open', '');
      await expect(folds.nth(at).locator(':scope > :not(summary)').first()).toBeVisible();
    }
  }
  expect(reached.size).toBe(count);
});

test('Boca Raton: the map of the county is drawn in the page, with no request to another site', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(BOCA, { waitUntil: 'networkidle' });
  const map = page.locator('[data-county-map]');
  await expect(map.locator('svg[role="img"]')).toBeVisible();
  await expect(map.locator('svg')).toHaveAttribute('aria-label', new RegExp(boca.cityName));
  await expect(map.locator('img, image, iframe, object')).toHaveCount(0);
  // One dot per city of the county that has coordinates (the city's own drawn twice: a halo and the dot).
  const mapped = cities.filter((c) => c.county === boca.county && c.geo).length;
  await expect(map.locator('circle')).toHaveCount(mapped + 1);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((u) => u.startsWith('http') && new URL(u).origin !== origin)).toEqual([]);
});

/**
 * The projects a city page shows, read from its cards: each card's project (the record of the page it links to: a
 * Spanish card links to the project's Spanish address), with what the card says.
 */
const cards = async (page: Page) =>
  (
    await page.locator('[data-city-work] li').evaluateAll((lis) =>
      lis.map((li) => ({
        href: li.querySelector('a')?.getAttribute('href') ?? '',
        times: [...li.querySelectorAll('time')].map((t) => [t.getAttribute('datetime'), t.textContent]),
        quote: li.querySelector('blockquote')?.textContent ?? '',
        signed: li.querySelector('[data-signed]')?.textContent ?? '',
      })),
    )
  ).map(({ href, ...card }) => ({ id: routes.find((r) => r.url === href)?.id ?? href, ...card }));

for (const [locale, url] of [
  ['en', BOCA],
  // The same city in Spanish (every city of the first market has a Spanish page: docs/spanish-cities.md).
  ['es', routes.find((r) => r.url === BOCA)!.alternates.es!],
] as const)
  test(`${url}: projects of the county, each dated, signed by name or initials when the data has them`, async ({
    page,
  }) => {
    await page.goto(url);
    const slug = url.split('/').pop();
    const city = cities.find((c) => c.citySlug === slug)!;
    const inCounty = new Set(cities.filter((c) => c.county === city.county).map((c) => `${c.cityName}, FL`));
    const projects = contentFor(locale).projects;
    const shown = await cards(page);
    expect(shown.length).toBe(Math.min(3, projects.filter((p) => inCounty.has(p.location)).length));
    for (const card of shown) {
      const p = projects.find((x) => x.id === card.id)!;
      expect(inCounty.has(p.location), p.id).toBe(true);
      expect(card.times[0]).toEqual([p.completedDate, formatMonth(p.completedDate, locale)]);
      const t = p.testimonial;
      expect(card.quote).toBe(t ? `“${t.text}”` : '');
      const by = t?.firstName ?? t?.initials;
      expect(card.signed).toBe(by ? `— ${by}${t?.date ? `, ${formatDate(t.date, locale)}` : ''}` : '');
    }
  });
