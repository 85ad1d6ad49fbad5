import { routes } from '../../generated/routes.ts';
import { site } from '../../src/lib/site.ts';
import { E2E_STATS_TOKEN } from '../browser.ts';
import { expect, test } from './offline.ts';

// The page's counts as a visitor's browser sends them: a view once the page has loaded and a call on a tap of the
// phone link, counted for the page and its city; nothing at all under Global Privacy Control.
const city = routes.find((r) => r.kind === 'city' && r.locale === 'en')!;

type Summary = { pages: { path: string; counts: Record<string, number> }[] };
async function countsOf(request: import('@playwright/test').APIRequestContext, path: string): Promise<Record<string, number>> {
  const res = await request.get('/api/stats', { headers: { Authorization: `Bearer ${E2E_STATS_TOKEN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Summary).pages.find((p) => p.path === path)?.counts ?? { view: 0, tel: 0 };
}

test('a city page counts its view and a tap of its call link', async ({ page, request }) => {
  const before = await countsOf(request, city.url);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events')) sent.push(r.postData() ?? '');
  });
  await page.goto(city.url);
  await expect.poll(() => sent).toContain(JSON.stringify({ e: 'view', p: city.url }));
  // The phone app would open: the tap is what counts, so the page stays.
  await page.evaluate(() => addEventListener('click', (e) => e.preventDefault()));
  await page.locator(`main a[href="tel:${site.phone.e164}"]`).first().click();
  await expect.poll(() => sent).toContain(JSON.stringify({ e: 'tel', p: city.url }));
  await expect.poll(async () => (await countsOf(request, city.url)).tel).toBeGreaterThan(before.tel);
  expect((await countsOf(request, city.url)).view).toBeGreaterThan(before.view);
});

test('Global Privacy Control on: the page sends nothing, view or tap', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/events')) sent.push(r.url());
  });
  const counter = page.waitForRequest((r) => r.url().includes('/assets/count.'));
  await page.goto(city.url);
  await counter; // the counting script ran, and chose to send nothing
  await page.evaluate(() => addEventListener('click', (e) => e.preventDefault()));
  await page.locator(`main a[href="tel:${site.phone.e164}"]`).first().click();
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
});
