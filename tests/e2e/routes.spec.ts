import { plainCityPages, routes, site } from '../content.ts';
import { en } from '../copy.ts';
import { axeViolations, withAxe } from './axe.ts';
import { expect, test } from './offline.ts';

// Every URL of the route list, not a sample, served with the production headers (CSP included): each page answers
// 200 with one h1 and the header's call link, breaks no Content-Security-Policy rule, throws nothing, and passes
// axe's WCAG 2.2 AA rules. Failures name the URL.
// One test visits a handful of URLs in one page: a browser context per URL cost as much as the visit and axe together
// did then (about 9 s a URL on a busy 2-core machine, against 4 s; axe now runs in the page, tests/e2e/axe.ts, and a
// URL takes about 2 s); each URL's checks are soft, so a test names every URL that
// fails, not only its first. The unknown-project page leaves at once (tests/e2e/project-page.spec.ts checks it).
const URLS_PER_TEST = 6;
const checked = routes.filter((r) => r.kind !== 'project-not-found');
for (let i = 0; i < checked.length; i += URLS_PER_TEST) {
  const group = checked.slice(i, i + URLS_PER_TEST);
  test(group.map((r) => `${r.url} (${r.kind})`).join(', '), async ({ page }) => {
    test.setTimeout(group.length * 30_000);
    await withAxe(page.context());
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    for (const route of group) {
      problems.length = 0;
      const response = await page.goto(route.url);
      expect.soft(response?.status(), route.url).toBe(200);
      await expect.soft(page.locator('h1'), route.url).toHaveCount(1);
      await expect.soft(page.locator(`header a[href="tel:${site.phone.e164}"]`).first(), route.url).toBeAttached();
      await expect
        .soft(page.locator('link[rel="canonical"]'), route.url)
        .toHaveAttribute('href', new RegExp(`^${site.baseUrl}`));
      const violations = await axeViolations(page);
      expect
        .soft(
          violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
          route.url,
        )
        .toEqual([]);
      expect.soft(problems, route.url).toEqual([]);
    }
  });
}

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(en.notFound.heading)).toBeVisible();
  await expect(page.getByRole('link', { name: en.notFound.home })).toHaveAttribute('href', '/');
  await expect.poll(() => messages.some((m) => m.includes('/no-such-page'))).toBe(true);
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
