import type { Page } from '@playwright/test';
import { en } from '../copy.ts';
import { storedEntries } from '../forms-db.ts';
import { expect, test } from './offline.ts';
import { answers, f, fill, open, PAGE_URL, site, submit, toast } from './tech-recruitment.ts';

// The application's notices on /tech-recruitment, then the real receiver of `npm start`.

test.describe('notices (in place of toasts)', () => {
  async function agreementNotice(page: Page) {
    await submit(page).click();
    const el = toast(page, f.agreementToast.title);
    await expect(el).toBeVisible();
    return el;
  }
  test.beforeEach(async ({ page }) => {
    await open(page);
    await fill(page, answers, false);
  });

  test('sits in the flow above Submit, never over a control of the form', async ({ page }) => {
    const el = await agreementNotice(page);
    const box = (await el.boundingBox())!;
    for (const control of await page.locator('#apply form :is(input, select, button):visible').all()) {
      const c = (await control.boundingBox())!;
      const overlaps =
        box.x < c.x + c.width && c.x < box.x + box.width && box.y < c.y + c.height && c.y < box.y + box.height;
      const inside = await el.evaluate((n, other) => n.contains(other), await control.elementHandle());
      if (!inside) expect(overlaps, await control.evaluate((n) => n.outerHTML.slice(0, 80))).toBe(false);
    }
  });

  test('close with the close button', async ({ page }) => {
    const el = await agreementNotice(page);
    await el.getByRole('button', { name: en.technicians.closeNotice }).click();
    await expect(el).toHaveCount(0);
  });

  test('Alt+T focuses the notification area, Escape dismisses', async ({ page }) => {
    const el = await agreementNotice(page);
    await page.keyboard.press('Alt+KeyT');
    await expect(page.getByRole('region', { name: en.technicians.notices })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(el).toHaveCount(0);
  });

  test('swipe away with a finger', async ({ page }) => {
    const el = await agreementNotice(page);
    const box = (await el.boundingBox())!;
    const [x, y] = [box.x + box.width / 3, box.y + box.height / 2];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 6; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + i * 20, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(el).toHaveCount(0);
  });
});

test.describe('the real receiver of npm start', () => {
  const stored = (email: string) => storedEntries('applications', email);

  test('an application reaches the applications table of .data/forms.sqlite', async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await open(page);
    await fill(page, { ...answers, email });
    await submit(page).click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    expect(stored(email)).toEqual([
      expect.objectContaining({ ...answers, email, contractorAgreement: true, receivedAt: expect.any(String) }),
    ]);
  });

  test('a filled honeypot is refused and nothing is stored', async ({ page }) => {
    const email = `bot-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await open(page);
    await fill(page, { ...answers, email });
    await page.locator('[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
    await submit(page).click();
    await expect(toast(page, f.errorToast.title)).toBeVisible();
    expect(stored(email)).toEqual([]);
  });

  test('without JavaScript the form is a plain POST that is stored', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `nojs-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await page.goto(PAGE_URL);
    await expect(page.locator('[name="contractorAgreement"]')).toHaveAttribute('required');
    await fill(page, { ...answers, email });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(site.forms.application)),
      submit(page).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.forms.thanks);
    expect(stored(email)).toEqual([expect.objectContaining({ ...answers, email, contractorAgreement: true })]);
    await context.close();
  });
});
