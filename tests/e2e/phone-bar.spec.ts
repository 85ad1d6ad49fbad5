import type { Page } from '@playwright/test';
import { services, site } from '../../src/lib/content.ts';
import { formatHours, shortTime } from '../../src/lib/i18n/hours.ts';
import { href } from '../../src/lib/routing/routes.ts';
import { cities } from '../content.ts';
import { en, fill } from '../copy.ts';
import { expect, test } from './offline.ts';

// The phone bar and the open-now line, on a 390 px phone.
test.use({ viewport: { width: 390, height: 844 } });

const hoursOn = (day: string) => site.hours.find((h) => h.days.some((d) => d === day))!;
const bar = (page: Page) => page.locator('[data-phone-bar]');
const smsBodyOf = async (page: Page) =>
  new URLSearchParams(
    (await bar(page).getByRole('link', { name: en.phoneBar.text }).getAttribute('href'))!.split('?')[1],
  ).get('body');

test('calls, gets a quote, or texts a photo with a message naming the service or the city', async ({ page }) => {
  const service = services[0];
  await page.goto(`/services/${service.slug}`);
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', { name: en.phoneBar.call })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  );
  // The service's own quote page, which chooses the service (src/lib/routing/quote-pages.ts).
  await expect(bar(page).getByRole('link', { name: en.phoneBar.quote })).toHaveAttribute(
    'href',
    `${href.quote}/${service.slug}`,
  );
  await expect(bar(page).getByRole('link', { name: en.phoneBar.text })).toHaveAttribute(
    'href',
    new RegExp(`^sms:\\${site.phone.e164}\\?&body=`),
  );
  expect(await smsBodyOf(page)).toContain(service.title.toLowerCase());
  const city = cities.find((c) => c.citySlug === 'boca-raton-fl')!;
  await page.goto(`/service-areas/${city.citySlug}`);
  expect(await smsBodyOf(page)).toContain(city.cityName);
});

test('never sits over a form control: each one scrolled to the bottom of the screen stops above the bar', async ({
  page,
}) => {
  for (const url of ['/', '/tech-recruitment', '/guarantee']) {
    await page.goto(url);
    if (!(await bar(page).count())) continue; // the technicians' page has its own footer and no bar
    const controls = page.locator('form :is(input:not([type=hidden]), select, textarea, button):visible');
    expect(await controls.count(), url).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      await control.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
      const [c, b] = [await control.boundingBox(), await bar(page).boundingBox()];
      expect(
        c!.y + c!.height,
        `${url}: ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`,
      ).toBeLessThanOrEqual(b!.y + 1);
    }
    // At the very end of the page the bar covers nothing either: the page is padded by its height.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const last = page.locator('footer').last().locator('p').last();
    expect((await last.boundingBox())!.y + (await last.boundingBox())!.height, url).toBeLessThanOrEqual(
      (await bar(page).boundingBox())!.y + 1,
    );
  }
});

test('hides while a form field has focus, and comes back after', async ({ page }) => {
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  const email = page.locator('footer input[type=email]');
  await email.focus();
  await email.pressSequentially('me@');
  await expect(bar(page)).toBeHidden();
  await email.blur();
  await expect(bar(page)).toBeVisible();
});

test('is not shown on a laptop screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(bar(page)).toBeHidden();
});

test('says whether the business is open now, in Florida time', async ({ page }) => {
  // Wednesday 25 November 2026, 10 AM in Florida (15:00 UTC); the browser's own zone does not matter.
  await page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
  await page.goto('/');
  // The open-now line is in the menu, which the bar opens.
  await bar(page).getByRole('button', { name: en.chrome.menu }).click();
  await expect(page.locator('#site-menu [data-open-status]')).toBeVisible();
  const openUntil = fill(en.openStatus.openUntil, { time: shortTime(hoursOn('Wednesday').closes) });
  await expect(page.locator('#site-menu [data-open-status]')).toHaveText(openUntil);
  await expect(page.locator('footer [data-open-status]')).toHaveText(openUntil);
  // Friday 11:30 PM in Florida is Saturday in UTC: Saturday's hours are still "tomorrow".
  await page.clock.setFixedTime(new Date('2026-11-28T04:30:00Z'));
  await page.reload();
  await expect(page.locator('#site-menu [data-open-status]')).toHaveText(
    fill(en.openStatus.opensTomorrow, { time: shortTime(hoursOn('Saturday').opens) }),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('shows the hours as text and the bar still calls and texts', async ({ page }) => {
    await page.goto('/');
    for (const h of site.hours) await expect(page.locator('footer')).toContainText(formatHours(h));
    await expect(page.locator('footer [data-open-status]')).toBeHidden();
    await expect(bar(page).getByRole('link', { name: en.phoneBar.call })).toBeVisible();
    await expect(bar(page).getByRole('link', { name: en.phoneBar.text })).toBeVisible();
  });
});
