import { quote, services, site } from '../../src/lib/content.ts';
import { isEmbedConfigured } from '../../src/lib/quote/quote-embed.ts';
import { en } from '../copy.ts';
import { expect, test } from './offline.ts';

// The quote page when a request-form service is configured. Its requests are stubbed with page.route: these tests
// never reach the internet.

test.describe('quote page embed', { tag: '@desktop' }, () => {
  // The example id means no embed: the page has the site's own form (tests/e2e/quote.spec.ts).
  test.skip(!isEmbedConfigured(site.quoteEmbed), 'the embed id is the example');
  const embed = site.quoteEmbed;
  const popular = services.find((s) => s.slug === quote.popularServices.items[0])!;
  // A stand-in for the service's script: reads its own attributes, as the real one does, and draws a form.
  const stub = `window.__embedRuns = (window.__embedRuns || 0) + 1;
    var s = document.currentScript;
    document.getElementById(s.getAttribute('clienthub_id')).innerHTML = '<form aria-label="Work request" data-form-url="' + s.getAttribute('form_url') + '"><label>Your name <input name="name"></label></form>';`;

  test('adds the script when the page opens, draws into the client-hub container, and is gone after leaving', async ({
    page,
  }) => {
    const loaded: string[] = [];
    await page.route(embed.scriptUrl, (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: stub });
    });
    if (embed.stylesheetUrl)
      await page.route(embed.stylesheetUrl, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    await page.goto('/quote');
    const script = page.locator('script[data-quote-embed]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('clienthub_id', embed.clientHubId);
    await expect(script).toHaveAttribute('form_url', embed.formUrl ?? embed.requestPageUrl);
    const container = page.locator(`[id="${embed.clientHubId}"]`);
    await expect(container.getByRole('form', { name: 'Work request' })).toBeVisible();
    await expect(page.getByText(en.quote.loading)).toBeHidden();
    await expect(page.getByTestId('quote-fallback')).toHaveCount(0);
    expect(loaded).toHaveLength(1);
    // HTML-only: a small module starts the embed, no React hydrates the page.
    await expect(page.locator('script#vike_pageContext')).toHaveCount(0);

    await page
      .getByRole('complementary', { name: en.quote.sidebar })
      .getByRole('link', { name: popular.title })
      .click();
    await expect(page).toHaveURL(/\/services\//);
    await expect(page.locator('script[data-quote-embed], link[data-quote-embed]')).toHaveCount(0);
    await expect(page.locator(`[id="${embed.clientHubId}"]`)).toHaveCount(0);
    expect(loaded).toHaveLength(1);
  });

  test('when the script is blocked, offers the phone, the e-mail and the hosted request page instead', async ({
    page,
  }) => {
    await page.route(embed.scriptUrl, (route) => route.abort('blockedbyclient'));
    await page.route(/cloudfront\.net/, (route) => route.abort());
    await page.goto('/quote');
    const fallback = page.getByRole('alert').getByTestId('quote-fallback');
    await expect(fallback).toBeVisible();
    await expect(
      fallback.getByRole('link', { name: new RegExp(site.phone.display.replace(/[()]/g, '\\$&')) }),
    ).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(fallback.getByRole('link', { name: site.email.office })).toHaveAttribute(
      'href',
      `mailto:${site.email.office}`,
    );
    await expect(fallback.getByRole('link', { name: en.quote.openForm })).toHaveAttribute('href', embed.requestPageUrl);
    await expect(page.getByText(en.quote.loading)).toBeHidden();
    await expect(fallback.locator('form[data-quote-form]')).toBeVisible();
  });
});
