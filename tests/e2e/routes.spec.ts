import type { Route } from '../../src/lib/routing/routes.ts';
import { plainCityPages, routes, site } from '../content.ts';
import { en } from '../copy.ts';
import { axeProblems, withAxe } from './axe.ts';
import { expect, test } from './offline.ts';
import { PHONE, phoneFrameProblems } from './phone-frame.ts';
import { tapTargetProblems } from './tap-targets.ts';

// The browser's share of the checks of every page (docs/decisions/0066-browser-suite-per-template.md). What the data
// changes from one page to the next is read from each built page in tests/site/ (html-validate with the part of axe's
// rules the data can break, one h1, the header's call link, the canonical, links that exist, the language switch);
// pages of one kind share their template, so one page of each kind in each language, on the phone and on the laptop
// (@desktop), runs here what needs the laid-out page: axe's WCAG 2.2 AA rules (contrast, target sizes...), nothing
// logged as an error (a Content-Security-Policy refusal is one) or thrown, nothing wider than the screen, and on the
// phone its tap targets (./tap-targets.ts) and its frame (./phone-frame.ts). Failures name the URL. The page of each
// kind is its last in the route list, as the phone's frame and the laptop's axe run took it before. The unknown-project
// page leaves at once (tests/e2e/project-page.spec.ts checks it).
const byKind = new Map<string, Route[]>();
for (const r of routes.filter((x) => x.kind !== 'project-not-found'))
  byKind.set(r.kind, [...(byKind.get(r.kind) ?? []).filter((p) => p.locale !== r.locale), r]);

test.describe('one page of each kind in each language', { tag: '@desktop' }, () => {
  for (const [kind, pages] of byKind)
    test(`${kind}: ${pages.map((r) => r.url).join(', ')}`, async ({ page }, testInfo) => {
      const phone = testInfo.project.name === 'mobile';
      if (phone) await page.setViewportSize(PHONE);
      await withAxe(page.context());
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      for (const route of pages) {
        problems.length = 0;
        const response = await page.goto(route.url);
        expect.soft(response?.status(), route.url).toBe(200);
        await expect.soft(page.locator('h1'), route.url).toHaveCount(1);
        await expect.soft(page.locator(`header a[href="tel:${site.phone.e164}"]`).first(), route.url).toBeAttached();
        expect.soft(await axeProblems(page), route.url).toEqual([]);
        expect
          .soft(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${route.url} is no wider than the screen`,
          )
          .toBeLessThanOrEqual(page.viewportSize()!.width);
        if (phone) {
          expect.soft(await tapTargetProblems(page), `${route.url}: tap targets`).toEqual([]);
          expect.soft(await phoneFrameProblems(page), `${route.url} on a phone`).toEqual([]);
        }
        expect.soft(problems, route.url).toEqual([]);
      }
    });
});

test("the browser under test resolves no host but the site's (tests/e2e/offline.ts)", async ({ page, baseURL }) => {
  // A name Chromium would itself send to this machine, so only the resolver's rule can refuse it.
  const other = `http://site.localhost:${new URL(baseURL!).port}/robots.txt`;
  expect((await page.goto('/robots.txt'))?.status()).toBe(200);
  const refused = await page.goto(other).then(
    () => 'answered',
    (e: Error) => e.message,
  );
  expect(refused).toContain('ERR_NAME_NOT_RESOLVED');
});

test('an unknown path answers 404 with the not-found page, its tap targets large enough on a phone', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(en.notFound.heading)).toBeVisible();
  await expect(page.getByRole('link', { name: en.notFound.home })).toHaveAttribute('href', '/');
  await expect.poll(() => messages.some((m) => m.includes('/no-such-page'))).toBe(true);
  expect(await tapTargetProblems(page)).toEqual([]);
});

test('an unknown city answers 404 with the generic page for South Florida, noindex', async ({ page }) => {
  const response = await page.goto('/service-areas/atlantis-city');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainCityPages._fallback.heading);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a trailing slash redirects to the one canonical URL', async ({ request }) => {
  const response = await request.get('/about/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about');
});

test('pages are served with the security headers', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
});
