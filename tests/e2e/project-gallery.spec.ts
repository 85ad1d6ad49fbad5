import { en, fill, startingWith } from '../copy.ts';
import { expect, test } from './offline.ts';
import { condo, counter, mainImage } from './portfolio.ts';

// The photo gallery and lightbox of a project's page, on the built site.

test.describe('/portfolio/{projectId}', () => {
  test('the arrows wrap around both ways and the counter follows', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`/portfolio/${condo.id}`);
    const n = condo.images.length;
    await expect(counter(page)).toHaveText(`1 / ${n}`);
    await expect(mainImage(page)).toHaveAttribute('alt', condo.images[0].alt);
    await page.getByRole('button', { name: en.portfolio.previous }).click();
    await expect(counter(page)).toHaveText(`${n} / ${n}`);
    await expect(mainImage(page)).toHaveAttribute('alt', condo.images[n - 1].alt);
    await page.getByRole('button', { name: en.portfolio.next }).click();
    await expect(counter(page)).toHaveText(`1 / ${n}`);
    for (let i = 2; i <= n; i++) {
      await page.getByRole('button', { name: en.portfolio.next }).click();
      await expect(counter(page)).toHaveText(`${i} / ${n}`);
      await expect(mainImage(page)).toHaveAttribute('alt', condo.images[i - 1].alt);
    }
    await page.getByRole('button', { name: en.portfolio.next }).click();
    await expect(counter(page)).toHaveText(`1 / ${n}`);
  });

  test('the thumbnails show every photo, pick one, and highlight the one on show', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto(`/portfolio/${condo.id}`);
    const thumbs = page.getByRole('list', { name: en.portfolio.photos }).getByRole('button');
    await expect(thumbs).toHaveCount(condo.images.length);
    for (const [i, img] of condo.images.entries())
      await expect(thumbs.nth(i).locator('img')).toHaveAttribute('alt', img.alt);
    await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(2).click();
    await expect(counter(page)).toHaveText(`3 / ${condo.images.length}`);
    await expect(mainImage(page)).toHaveAttribute('alt', condo.images[2]!.alt);
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('list', { name: en.portfolio.photos }).locator('[aria-current="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: en.portfolio.next }).click();
    await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(2)).not.toHaveAttribute('aria-current', 'true');
  });

  test('the main photo opens a full-screen lightbox: arrows, keys, focus kept inside and returned, Escape and close', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto(`/portfolio/${condo.id}`);
    const n = condo.images.length;
    const dialog = page.getByRole('dialog', { name: fill(en.portfolio.photosOf, { title: condo.title }) });
    const boxCounter = page.getByTestId('lightbox-counter');
    await page.getByRole('button', { name: en.portfolio.next }).click(); // pressed before the island wakes up: it acts once awake
    await expect(dialog).toBeHidden();

    const opener = page.getByRole('button', { name: en.portfolio.fullScreen + condo.images[1].alt });
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(boxCounter).toHaveText(`2 / ${n}`);
    await expect(dialog.locator('img')).toHaveAttribute('alt', condo.images[1].alt);
    const box = await dialog.boundingBox();
    expect(box!.width).toBe(page.viewportSize()!.width);
    expect(box!.height).toBe(page.viewportSize()!.height);
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(boxCounter).toHaveText(`3 / ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(boxCounter).toHaveText(`${n} / ${n}`);
    await dialog.getByRole('button', { name: en.portfolio.next }).click();
    await expect(boxCounter).toHaveText(`1 / ${n}`);
    await dialog.getByRole('button', { name: en.portfolio.previous }).click();
    await expect(boxCounter).toHaveText(`${n} / ${n}`);
    await expect(counter(page)).toHaveText(`${n} / ${n}`);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus after ${i + 1} Tab presses`).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: startingWith(en.portfolio.fullScreen) })).toBeFocused();

    await page.getByRole('button', { name: startingWith(en.portfolio.fullScreen) }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: en.chrome.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: startingWith(en.portfolio.fullScreen) })).toBeFocused();
  });

  test('a swipe on the touch screen changes the photo, in the lightbox and on the page', async ({ page }) => {
    await page.goto(`/portfolio/${condo.id}`);
    const n = condo.images.length;
    // A swipe is a gesture React follows from its start: the gallery wakes up on the first touch (or focus) first.
    await page.getByRole('button', { name: en.portfolio.next }).focus();
    await expect(page.locator('[data-island="gallery"][data-hydrated]')).toBeAttached();
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (selector: string, dx: number) => {
      const b = (await page.locator(selector).boundingBox())!;
      const y = b.y + b.height / 2;
      const x0 = b.x + b.width / 2 - dx / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
      for (let k = 1; k <= 5; k++)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + (dx * k) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe('[data-testid="gallery"]', -150);
    await expect(counter(page)).toHaveText(`2 / ${n}`);
    await expect(page.getByRole('dialog')).toBeHidden(); // a swipe is not a click
    await swipe('[data-testid="gallery"]', 150);
    await swipe('[data-testid="gallery"]', 150);
    await expect(counter(page)).toHaveText(`${n} / ${n}`);

    await page.getByRole('button', { name: startingWith(en.portfolio.fullScreen) }).click();
    await swipe('dialog img', -150);
    await expect(page.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);
  });
});
