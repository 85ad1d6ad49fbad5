import { routes } from '../../src/content/routes.ts';
import { site } from '../../src/lib/page/site.ts';
import { E2E_STATS_TOKEN } from '../browser.ts';
import { cities } from '../content.ts';
import { browserQuote } from '../forms-in-browser.ts';
import { expect, test } from './offline.ts';

// The page's counts as a visitor's browser sends them: a view once the page has loaded and a call on a tap of the
// phone link, counted for the page and its city; nothing at all under Global Privacy Control.
const city = routes.find((r) => r.kind === 'city' && r.locale === 'en')!;
// /admin/stats names a city, where the counts know its slug.
const cityName = cities.find((c) => c.citySlug === city.id)!.cityName;

type Summary = { pages: { path: string; counts: Record<string, number> }[] };
async function countsOf(
  request: import('@playwright/test').APIRequestContext,
  path: string,
): Promise<Record<string, number>> {
  const res = await request.get('/api/stats', { headers: { Authorization: `Bearer ${E2E_STATS_TOKEN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Summary).pages.find((p) => p.path === path)?.counts ?? { view: 0, tel: 0 };
}

test('a city page counts its view, a tap of its call link and a quote asked from it, and /admin/stats shows them for the page and its city', async ({
  page,
  request,
}) => {
  const before = await countsOf(request, city.url);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events')) sent.push(r.postData() ?? '');
  });
  await page.goto(city.url);
  await expect.poll(() => sent).toContain(JSON.stringify({ e: 'view', p: city.url }));
  // The phone app would open: the tap is what counts, so the page stays.
  await page.evaluate(() => addEventListener('click', (e) => e.preventDefault()));
  await page.locator(`a[href="tel:${site.phone.e164}"]`).filter({ visible: true }).first().click();
  await expect.poll(() => sent).toContain(JSON.stringify({ e: 'tel', p: city.url }));
  await expect.poll(async () => (await countsOf(request, city.url)).tel).toBeGreaterThan(before.tel);

  // A quote asked from the city page: its quote page names the page the visitor came from, so the city gets it.
  await page.goto(city.url);
  await page.locator(`a[href="${city.quote}"]`).filter({ visible: true }).first().click();
  const form = page.locator('form[data-quote-form]');
  // This run's own name: the same post within 10 minutes is a double tap (answered, not counted again), which a
  // second run or a retry would otherwise be.
  const quote = { ...browserQuote, name: `${browserQuote.name} ${Date.now()}` };
  for (const name of ['name', 'phone', 'address', 'details'] as const)
    await form.locator(`[name="${name}"]`).fill(quote[name]);
  await form.locator('[name="service"]').selectOption(quote.service);
  const [sentQuote] = await Promise.all([
    page.waitForResponse((r) => /\/api\/quote\b/.test(r.url()) && r.request().method() === 'POST'),
    form.locator('[data-quote-submit]').click(),
  ]);
  expect(sentQuote.status()).toBe(201);
  await expect.poll(async () => (await countsOf(request, city.url)).quote ?? 0).toBeGreaterThan(before.quote ?? 0);

  await page.goto('/admin/stats');
  await page.getByLabel('Token').fill('not-the-token');
  await page.getByRole('button', { name: 'Show the counts' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'may not read the counts' })).toBeVisible();
  await page.getByLabel('Token').fill(E2E_STATS_TOKEN);
  await page.getByRole('button', { name: 'Show the counts' }).click();
  const cell = async (table: string, row: string, column: string) => {
    const t = page.getByRole('table', { name: table });
    const index = await t
      .getByRole('columnheader')
      .allTextContents()
      .then((h) => h.indexOf(column));
    return Number(
      await t
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
        .getByRole('cell')
        .nth(index - 1)
        .textContent(),
    );
  };
  await expect(page.getByRole('table', { name: 'By page' })).toBeVisible();
  expect(await cell('By page', city.url, 'Calls')).toBeGreaterThan(before.tel);
  expect(await cell('By page', city.url, 'Views')).toBeGreaterThan(before.view);
  expect(await cell('By city', cityName, 'Calls')).toBeGreaterThan(before.tel);
  expect(await cell('By page', city.url, 'Quotes sent')).toBeGreaterThan(before.quote ?? 0);
  expect(await cell('By city', cityName, 'Quotes sent')).toBeGreaterThan(before.quote ?? 0);
  await expect(page.getByRole('img', { name: 'Leads per day' }).locator('rect.tel')).not.toHaveCount(0);
  // The token is kept for the tab: the page opens again without asking.
  await page.reload();
  await expect(page.getByRole('table', { name: 'By city' })).toBeVisible();
  // The refused token's 401 is the one error the console may show.
  expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
});

test('the quote form counts its first input as a quote started, once per page view', async ({ page }) => {
  const quote = routes.find((r) => r.kind === 'quote' && r.locale === 'en')!;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events')) sent.push(r.postData() ?? '');
  });
  await page.goto(quote.url);
  await expect.poll(() => sent).toContain(JSON.stringify({ e: 'view', p: quote.url }));
  const form = page.locator('form[data-count-start="quote"]');
  await form.locator('input[name="name"]').fill('Counted');
  await form.locator('input[name="address"]').fill('Boca Raton');
  await expect.poll(() => sent.filter((b) => b === JSON.stringify({ e: 'quote-start', p: quote.url }))).toHaveLength(1);
  await page.waitForTimeout(300);
  expect(sent.filter((b) => b.includes('quote-start'))).toHaveLength(1);
});

test('Global Privacy Control on: the page sends nothing, view or tap', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/events')) sent.push(r.url());
  });
  // The counts start on the load event (src/pages/+client.ts): once it has passed they ran, and chose to send nothing.
  await page.goto(city.url, { waitUntil: 'load' });
  await page.evaluate(() => addEventListener('click', (e) => e.preventDefault()));
  await page.locator(`a[href="tel:${site.phone.e164}"]`).filter({ visible: true }).first().click();
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
});
