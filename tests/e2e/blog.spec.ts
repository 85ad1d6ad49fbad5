import { blogPosts, site } from '../../src/lib/content.ts';
import { en, startingWith } from '../copy.ts';
import { expect, test } from './offline.ts';

// The blog: each article opens in a dialog, or on its own page without JavaScript.

test.describe('blog article dialog', { tag: '@desktop' }, () => {
  test('opens as a modal with focus inside, Escape closes it and focus returns to Read More', async ({ page }) => {
    await page.goto('/blog');
    const readMore = page.getByRole('button', { name: startingWith(en.blog.readMore) }).first();
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
    await dialog.getByRole('button', { name: en.chrome.close }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('blog post pages', () => {
  test('without JavaScript, Read More is a link to the post, which ends in a call to action', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.getByRole('button', { name: startingWith(en.blog.readMore) })).toHaveCount(0);
    await page
      .getByRole('link', { name: startingWith(en.blog.readMore) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/${blogPosts[0].id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPosts[0].title);
    expect(await page.title()).toContain(blogPosts[0].title);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: en.chrome.callNumber }).last()).toBeVisible();
    await expect(main.getByRole('link', { name: site.labels.quote }).last()).toHaveAttribute('href', '/quote');
    await context.close();
  });
});
