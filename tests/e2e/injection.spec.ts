import { routes } from '../content.ts';
import { expect, test } from './offline.ts';

// The site built from data with a script payload in every free-text field (tests/fixtures/injection/build.ts):
// no page may run it. One page of each kind, and every page that hydrates.
const sample = [...new Map(routes.map((r) => [r.kind, r])).values()];

for (const route of sample) {
  test(`${route.url} runs none of the injected markup`, async ({ page }) => {
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(route.url);
    expect(response?.status(), route.url).toBe(200);
    // Open every dialog and details element, so text hidden until a click is rendered too.
    await page.evaluate(() => {
      for (const d of document.querySelectorAll('details')) d.setAttribute('open', '');
    });
    await expect(
      page.getByText('alert("xss-script")').first(),
      `${route.url}: the payload shows as text`,
    ).toBeAttached();
    expect(await page.locator('img[src="x"]').count(), route.url).toBe(0);
    expect(dialogs, route.url).toEqual([]);
    expect(errors, route.url).toEqual([]);
  });
}
