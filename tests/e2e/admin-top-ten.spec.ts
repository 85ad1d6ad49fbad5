import { E2E_STATS_TOKEN } from '../browser.ts';
import { routes } from '../content.ts';
import { axeViolations } from './axe.ts';
import { expect, test } from './offline.ts';

// /admin/stats on a phone lists the first ten rows of each table, most leads first, and a "Show all" button that shows
// the rest: after 37 requests the page was thirteen phone screens of cards.
test.use({ viewport: { width: 390, height: 844 } });
const TOP = 10;

test('/admin/stats shows each table’s top ten and a button that shows them all', async ({ page, request, baseURL }) => {
  // Views on twelve cities' pages, as their beacon sends them: more than ten rows by city and by page.
  const pages = routes.filter((r) => r.kind === 'city' && r.locale === 'en').slice(0, TOP + 2);
  expect(pages).toHaveLength(TOP + 2);
  for (const p of pages)
    await request.post('/api/events', {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseURL! },
      data: JSON.stringify({ e: 'view', p: p.url }),
    });
  await page.goto(`/admin/stats#token=${E2E_STATS_TOKEN}`);
  for (const [name, noun] of [
    ['By city', 'cities'],
    ['By page', 'pages'],
  ]) {
    const rows = page.getByRole('table', { name }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const all = await rows.count();
    expect(all).toBeGreaterThan(TOP);
    await expect(rows.filter({ visible: true })).toHaveCount(TOP);
    const button = page.getByRole('button', { name: `Show all ${all} ${noun}` });
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await expect(rows.filter({ visible: true })).toHaveCount(all);
    await expect(button).toBeHidden();
  }
  expect(await axeViolations(page)).toEqual([]);
});
