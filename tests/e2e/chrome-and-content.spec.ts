import type { Page } from '@playwright/test';
import { messages } from '../../src/content/messages.ts';
import { blogPosts, home, site } from '../../src/lib/content.ts';
import { isEmbedConfigured } from '../../src/lib/quote-embed.ts';
import { expect, test } from './offline.ts';

// The shared chrome and the content screens, against the built site. Third-party requests are stubbed
// with page.route: these tests never reach the internet.

const menuButton = (page: Page) => page.locator('header button[popovertarget="site-menu"]').first();
const menu = (page: Page) => page.locator('#site-menu');

/** What Chromium tells screen readers about the menu button: expanded or collapsed (popover invokers set it natively). */
async function announcedExpanded(page: Page): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'header button[popovertarget="site-menu"]',
  });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  return nodes[0].properties?.find((p) => p.name === 'expanded')?.value.value;
}

test.describe('header menu (small screens)', () => {
  test('toggles, is announced as expanded or collapsed, and Escape closes it back onto its button', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAccessibleName('Menu');
    expect(await announcedExpanded(page)).toBe(false);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await announcedExpanded(page)).toBe(true);
    // The language switch comes last: the bar has no room for it on a phone. Text us a photo is here and in the phone bar.
    await expect(menu(page).getByRole('link')).toHaveText([
      'HOME',
      'SERVICES',
      'PORTFOLIO',
      'SERVICE AREAS',
      'BLOG',
      'CONTACT US',
      `Call ${site.phone.display}`,
      'Text us a photo',
      'Español',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();
  });

  test('works from the keyboard: Enter opens, Tab walks into the menu, Escape returns focus', async ({ page }) => {
    await page.goto('/blog');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'HOME' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('closes when an item is chosen, also for an anchor on the same page', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'SERVICES' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services-title')).toBeInViewport();
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'BLOG' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu(page)).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('also closes for an anchor on the same page, and opens again', async ({ page }) => {
      await page.goto('/');
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await menu(page).getByRole('link', { name: 'SERVICES' }).click();
      // A new load of Home (the empty query is ignored by hosts), which is what closes the menu.
      await expect(page).toHaveURL(/\/\?services#services$/);
      await expect(menu(page)).toBeHidden();
      await expect(page.locator('#services-title')).toBeInViewport();
      await page.locator('#services-title').click();
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await menu(page).getByRole('link', { name: 'CONTACT US' }).click();
      await expect(menu(page)).toBeHidden();
      await expect(page).toHaveURL(/\/\?contact#contact$/);
    });
  });

  test('is transparent over the hero on Home and solid on other pages', async ({ page }) => {
    const background = () => page.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor);
    await page.goto('/');
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.goto('/goals');
    expect(await background()).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('Home anchors from other pages', () => {
  for (const { from, link, hash, heading } of [
    {
      from: '/about',
      link: (p: Page) => p.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }),
      hash: 'faq',
      heading: home.faq.heading,
    },
    {
      from: '/blog',
      link: async (p: Page) => {
        await menuButton(p).click();
        return menu(p).getByRole('link', { name: 'CONTACT US' });
      },
      hash: 'contact',
      heading: home.contact.heading,
    },
    {
      from: '/services/painting',
      link: (p: Page) => p.getByRole('link', { name: 'Need a Different Service?' }),
      hash: 'services',
      heading: home.servicesSection.heading,
    },
  ]) {
    test(`${from} -> /#${hash} lands on that section`, async ({ page }) => {
      await page.goto(from);
      await (await link(page)).click();
      await expect(page).toHaveURL(new RegExp(`/#${hash}$`));
      await expect(page.locator(`#${hash}`).getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    });
  }

  test('pages other than Home open at the top', async ({ page }) => {
    await page.goto('/#faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'OUR GOALS' }).click();
    await expect(page).toHaveURL(/\/goals$/);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

test.describe('Home', () => {
  test('the FAQ keeps one answer open at a time, and the open one collapses', async ({ page }) => {
    await page.goto('/#faq');
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(home.faq.items.length);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).getByText(home.faq.items[0].answer.slice(0, 40))).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(1).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });

  test('a brand logo whose image fails is hidden, the others stay', async ({ page }) => {
    await page.route('/', async (route) => {
      const response = await route.fetch();
      // The first logo's file goes missing: its <img> now points at a path that answers 404.
      const html = (await response.text()).replace(
        /(<img[^>]*?)src="[^"]*"([^>]*?alt="The Home Depot")/,
        '$1src="/images/brands/missing.svg"$2',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/');
    const strip = page.getByRole('region', { name: home.brands.heading });
    await expect(strip.getByRole('img', { name: 'The Home Depot' })).toBeHidden();
    await expect(strip.getByRole('img', { name: "Lowe's" })).toBeVisible();
    await expect(strip.locator('li[hidden]')).toHaveCount(1);
  });

  test('the brand strip loops, pauses on request, and stands still for reduced motion', async ({ page }) => {
    const playState = () =>
      page
        .locator('#brands-title')
        .locator('xpath=ancestor::section//ul')
        .evaluate((ul) => getComputedStyle(ul).animationPlayState);
    await page.goto('/');
    expect(await playState()).toBe('running');
    const pause = page.getByRole('checkbox', { name: 'Pause logos' });
    await pause.focus();
    await page.keyboard.press('Space');
    await expect(pause).toBeChecked();
    expect(await playState()).toBe('paused');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const ul = page.locator('#brands-title').locator('xpath=ancestor::section//ul');
    expect(await ul.evaluate((u) => getComputedStyle(u).animationName)).toBe('none');
    await expect(ul.locator('li:visible')).toHaveCount(home.brands.logos.length);
  });
});

test.describe('blog article dialog', { tag: '@desktop' }, () => {
  test('opens as a modal with focus inside, Escape closes it and focus returns to Read More', async ({ page }) => {
    await page.goto('/blog');
    const readMore = page.getByRole('button', { name: /^Read More/ }).first();
    await readMore.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Modal means inert: the page behind cannot be focused or clicked.
    expect(
      await page.evaluate(() => {
        const a = document.querySelector<HTMLElement>('main a[href="/quote"], footer a')!;
        a.focus();
        return document.activeElement === a;
      }),
    ).toBe(false);
    await expect(dialog).toHaveAccessibleName(blogPosts[0].title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
    await readMore.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('blog post pages', () => {
  test('without JavaScript, Read More is a link to the post, which ends in a call to action', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.getByRole('button', { name: /^Read More/ })).toHaveCount(0);
    await page
      .getByRole('link', { name: /^Read More/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/${blogPosts[0].id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPosts[0].title);
    expect(await page.title()).toContain(blogPosts[0].title);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: `Call ${site.phone.display}` }).last()).toBeVisible();
    await expect(main.getByRole('link', { name: /free quote/i }).last()).toHaveAttribute('href', '/quote');
    await context.close();
  });
});

test.describe('quote page embed', { tag: '@desktop' }, () => {
  // The example id means no embed: the page has the site's own form (tests/e2e/quote.spec.ts).
  test.skip(!isEmbedConfigured(site.quoteEmbed), 'the embed id is the example');
  const embed = site.quoteEmbed;
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
    await expect(page.getByText('Loading the request form')).toBeHidden();
    await expect(page.getByTestId('quote-fallback')).toHaveCount(0);
    expect(loaded).toHaveLength(1);
    // HTML-only: a small module starts the embed, no React hydrates the page.
    await expect(page.locator('script#vike_pageContext')).toHaveCount(0);

    await page
      .getByRole('complementary', { name: 'Other ways to get your quote' })
      .getByRole('link', { name: 'Drywall Patching' })
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
    await expect(fallback.getByRole('link', { name: 'Open the request form' })).toHaveAttribute(
      'href',
      embed.requestPageUrl,
    );
    await expect(page.getByText('Loading the request form')).toBeHidden();
    await expect(fallback.locator('form[data-quote-form]')).toBeVisible();
  });
});

test.describe('newsletter', { tag: '@desktop' }, () => {
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
          body: JSON.stringify({ ok: true, message: 'You are subscribed. Thank you!' }),
        });
      });
      await page.route(/cloudfront\.net/, (route) => route.abort());
      await page.goto(path);
      const form = footerForm(page);
      await form.getByLabel('Email address').fill('ana@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toHaveText('You are subscribed. Thank you!');
      await expect(form.getByLabel('Email address')).toHaveValue('');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(sent).toHaveLength(1);
      expect(sent[0].accept).toContain('application/json');
      expect(new URLSearchParams(sent[0].body ?? '').get('email')).toBe('ana@example.com');
    });

  test('when sending fails, says so clearly and keeps the typed address', async ({ page }) => {
    await page.route(site.forms.newsletter, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/blog');
    const form = page.getByRole('main').locator('form[data-newsletter]');
    await form.getByLabel('Email address').fill('ana@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toContainText('not subscribed yet');
    await expect(form.getByLabel('Email address')).toHaveValue('ana@example.com');
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    await page.unroute(site.forms.newsletter);
    await page.route(site.forms.newsletter, (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toContainText('couldn’t reach our server');
    await expect(form.getByLabel('Email address')).toHaveValue('ana@example.com');
  });

  test('checks the address before sending anything', async ({ page }) => {
    let requests = 0;
    await page.route(site.forms.newsletter, (route) => {
      requests++;
      return route.abort();
    });
    await page.goto('/goals');
    const form = footerForm(page);
    const field = form.getByLabel('Email address');
    await field.fill('ana example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // The page's own words, in the page's language (a Spanish page says it in Spanish, whatever the browser's language).
    await expect(form.getByRole('status')).toHaveText(messages.en.newsletter.invalid);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email address')).toBeFocused();
    expect(requests).toBe(0);
  });

  // "bob@gmail" passes the browser's check of type="email" but not the handler's schema, which answers 422.
  for (const locale of ['en', 'es'] as const)
    test(`an address the handler refuses gets the site's words for a bad address, on a page in ${locale}`, async ({
      page,
    }) => {
      await page.goto(locale === 'en' ? '/about' : '/es');
      const words = messages[locale]!.newsletter;
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
          body: '<!doctype html><title>Thank you</title><h1>Thank you</h1>',
        });
      });
      await page.goto('/about');
      const form = footerForm(page);
      await form.getByLabel('Email address').fill('ana@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
      expect(posted).toHaveLength(1);
      expect(posted[0]).toMatch(/^POST /);
      expect(posted[0]).toContain('email=ana%40example.com');
    });
  });
});
