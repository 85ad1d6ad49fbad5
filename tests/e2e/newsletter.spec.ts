import type { Page } from '@playwright/test';
import { site } from '../../src/lib/content.ts';
import { en, es, fill } from '../copy.ts';
import { expect, test } from './offline.ts';

// The newsletter form in the footer and on the blog, with its endpoint stubbed by page.route.

test.describe('newsletter', () => {
  const footerForm = (page: Page) => page.getByRole('contentinfo').locator('form[data-newsletter]');

  // /quote has a module of its own, which must bring the shared one; /portfolio hydrates with React.
  for (const path of ['/about', '/quote', '/portfolio'])
    test(`sends the address with fetch and says it worked, staying on ${path}`, async ({ page }) => {
      const sent: { accept?: string; body: string | null }[] = [];
      await page.route(site.forms.newsletter, (route) => {
        sent.push({ accept: route.request().headers().accept, body: route.request().postData() });
        return route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ ok: true, message: en.newsletter.ok }),
        });
      });
      await page.route(/cloudfront\.net/, (route) => route.abort());
      await page.goto(path);
      const form = footerForm(page);
      await form.getByLabel(en.newsletter.label).fill('ana@example.com');
      await form.getByRole('button', { name: en.newsletter.button }).click();
      await expect(form.getByRole('status')).toHaveText(en.newsletter.ok);
      await expect(form.getByLabel(en.newsletter.label)).toHaveValue('');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(sent).toHaveLength(1);
      expect(sent[0].accept).toContain('application/json');
      expect(new URLSearchParams(sent[0].body ?? '').get('email')).toBe('ana@example.com');
    });

  test('when sending fails, says so clearly and keeps the typed address', async ({ page }) => {
    await page.route(site.forms.newsletter, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/blog');
    const form = page.getByRole('main').locator('form[data-newsletter]');
    await form.getByLabel(en.newsletter.label).fill('ana@example.com');
    await form.getByRole('button', { name: en.newsletter.button }).click();
    await expect(form.getByRole('status')).toHaveText(fill(en.newsletter.failed, { status: 500 }));
    await expect(form.getByLabel(en.newsletter.label)).toHaveValue('ana@example.com');
    await expect(form.getByLabel(en.newsletter.label)).toHaveAttribute('aria-invalid', 'true');

    await page.unroute(site.forms.newsletter);
    await page.route(site.forms.newsletter, (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: en.newsletter.button }).click();
    await expect(form.getByRole('status')).toHaveText(en.newsletter.offline);
    await expect(form.getByLabel(en.newsletter.label)).toHaveValue('ana@example.com');
  });

  test('checks the address before sending anything', async ({ page }) => {
    let requests = 0;
    await page.route(site.forms.newsletter, (route) => {
      requests++;
      return route.abort();
    });
    await page.goto('/goals');
    const form = footerForm(page);
    const field = form.getByLabel(en.newsletter.label);
    await field.fill('ana example.com');
    await form.getByRole('button', { name: en.newsletter.button }).click();
    // The page's own words, in the page's language (a Spanish page says it in Spanish, whatever the browser's language).
    await expect(form.getByRole('status')).toHaveText(en.newsletter.invalid);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(en.newsletter.label)).toBeFocused();
    expect(requests).toBe(0);
  });

  // "bob@gmail" passes the browser's check of type="email" but not the handler's schema, which answers 422.
  for (const locale of ['en', 'es'] as const)
    test(`an address the handler refuses gets the site's words for a bad address, on a page in ${locale}`, async ({
      page,
    }) => {
      await page.goto(locale === 'en' ? '/about' : '/es');
      const words = { en, es }[locale].newsletter;
      const form = footerForm(page);
      const answer = page.waitForResponse((r) => r.url().includes(site.forms.newsletter));
      await form.getByLabel(words.label).fill('bob@gmail');
      await form.getByRole('button', { name: words.button }).click();
      expect((await answer).status()).toBe(422);
      await expect(form.getByRole('status')).toHaveText(words.invalid);
      await expect(form.getByLabel(words.label)).toHaveValue('bob@gmail');
    });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('is a plain form that posts to the configured endpoint', async ({ page }) => {
      const posted: string[] = [];
      await page.route(site.forms.newsletter, (route) => {
        posted.push(`${route.request().method()} ${route.request().postData()}`);
        return route.fulfill({
          status: 201,
          contentType: 'text/html',
          body: `<!doctype html><title>${en.forms.thanks}</title><h1>${en.forms.thanks}</h1>`,
        });
      });
      await page.goto('/about');
      const form = footerForm(page);
      await form.getByLabel(en.newsletter.label).fill('ana@example.com');
      await form.getByRole('button', { name: en.newsletter.button }).click();
      await expect(page.getByRole('heading', { name: en.forms.thanks })).toBeVisible();
      expect(posted).toHaveLength(1);
      expect(posted[0]).toMatch(/^POST /);
      expect(posted[0]).toContain('email=ana%40example.com');
    });
  });
});
