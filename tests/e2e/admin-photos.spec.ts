import { E2E_STATS_TOKEN } from '../browser.ts';
import { expect, test } from './offline.ts';

// /admin/stats tells the owner, once, which photo budget ran out (GET /api/stats `photoBudget.full`,
// src/server/photos/photo-ledger.ts), since when and how many requests lost their photos; nothing while none did.
test('/admin/stats says which photo budget ran out, since when, and for how many requests', async ({ page }) => {
  await page.route('**/api/stats', async (route) => {
    const response = await route.fetch();
    const json = {
      ...(await response.json()),
      photoBudget: { full: [{ kind: 'total', at: '2026-11-30T15:04:09.000Z', quotes: 3 }] },
    };
    await route.fulfill({ response, json });
  });
  await page.goto(`/admin/stats#token=${E2E_STATS_TOKEN}`);
  const notice = page.getByRole('region', { name: 'Quote photos not kept' });
  await expect(notice).toContainText(
    'has been full since Mon, Nov 30, 10:04 AM (Florida time): the photos of 3 request(s)',
  );
  await expect(notice.getByText("Today's photo budget")).toBeHidden();
});

test('/admin/stats shows no photo notice while every budget has room', async ({ page }) => {
  await page.goto(`/admin/stats#token=${E2E_STATS_TOKEN}`);
  await expect(page.locator('#summary')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quote photos not kept' })).toBeHidden();
});
