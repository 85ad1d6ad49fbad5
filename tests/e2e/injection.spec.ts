import { routes } from '../content.ts';
import { expect, test } from './offline.ts';

// The site built from data with a script payload in every free-text field (tests/fixtures/injection/build.ts):
// no page may run it. One page of each kind, and every page that hydrates, in one browser page: a test of its own per
// page opened a new one each time for the same few checks. Failures name the URL.
const sample = [...new Map(routes.map((r) => [r.kind, r])).values()];

test(`none of ${sample.length} pages, one of each kind, runs the injected markup`, async ({ page }) => {
  // A page takes a second or two on a busy 2-core machine.
  test.setTimeout(sample.length * 5_000 + 10_000);
  const dialogs: string[] = [];
  const errors: string[] = [];
  // Each named by the page it came from, and read after the last page: one that comes late is counted too.
  page.on('dialog', async (d) => {
    dialogs.push(`${page.url()}: ${d.message()}`);
    await d.dismiss();
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const route of sample) {
    const response = await page.goto(route.url);
    expect.soft(response?.status(), route.url).toBe(200);
    // Open every dialog and details element, so text hidden until a click is rendered too.
    await page.evaluate(() => {
      for (const d of document.querySelectorAll('details')) d.setAttribute('open', '');
    });
    await expect
      .soft(page.getByText('alert("xss-script")').first(), `${route.url}: the payload shows as text`)
      .toBeAttached();
    expect.soft(await page.locator('img[src="x"]').count(), route.url).toBe(0);
  }
  expect.soft(dialogs).toEqual([]);
  expect.soft(errors).toEqual([]);
});
