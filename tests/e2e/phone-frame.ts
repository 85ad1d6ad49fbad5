import type { Page } from '@playwright/test';

// What frames the content on a 390 x 844 phone: the same 16 px margin on both sides of every page (a Spanish label
// too long for a nowrap button widened a grid column past the right margin, to 3 px), and one fixed band of the same
// height on every page, that nothing shows through. tests/e2e/routes.spec.ts checks it on one page of each kind in
// each language, the pages it runs axe on: the kinds share templates, the languages do not share word lengths.

/** The phone these checks measure on: a common phone's screen, as the site's other phone checks use. */
export const PHONE = { width: 390, height: 844 };
const MARGIN = 16;
const CHROME = 64;

/**
 * What reaches past the content's margins: the boxes inside `.container-page` in <main> whose right edge passes the
 * right margin or whose left edge passes the left one, and the page's own horizontal overflow. Boxes inside a
 * container that scrolls or clips sideways (a strip of logos) and positioned decorations are left out: they are
 * meant to run under the edge.
 */
function pastMargins(page: Page) {
  return page.evaluate((margin) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
    for (const container of document.querySelectorAll('main .container-page')) {
      // Whether a box or one of its ancestors below the container scrolls or clips sideways, or is positioned: known
      // from its parent's answer (the list is in document order, parents first), so each box's style is read once.
      const clipped = new Map<Element, boolean>();
      for (const el of container.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(el);
        const own = style.overflowX !== 'visible' || style.position === 'absolute' || style.position === 'fixed';
        const parent = el.parentElement;
        clipped.set(el, own || (parent !== container && clipped.get(parent!) === true));
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || el.closest('dialog, [popover]')) continue;
        // A strip that scrolls sideways may run to the screen's edges, and what it holds with it.
        if (clipped.get(el)) continue;
        if (box.right > width - margin + 0.5 || box.left < margin - 0.5)
          out.push(
            `<${el.tagName.toLowerCase()} class="${el.className}"> from ${box.left.toFixed(1)} to ${box.right.toFixed(1)} px`,
          );
      }
    }
    return out.slice(0, 5);
  }, MARGIN);
}

/** The height of what stays on the screen as the page scrolls: the fixed boxes, and the sticky ones stuck to an edge. */
function fixedChrome(page: Page) {
  return page.evaluate(() => {
    const pinnedAt = new Map<Element, boolean>();
    const pinned = (el: Element) => {
      let is = pinnedAt.get(el);
      if (is !== undefined) return is;
      const { position, display, visibility } = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (display === 'none' || visibility === 'hidden' || box.height === 0 || el.closest('dialog, [popover]'))
        is = false;
      else if (position === 'fixed') is = box.bottom > 0 && box.top < innerHeight;
      else is = position === 'sticky' && (box.top <= 0.5 || box.bottom >= innerHeight - 0.5);
      pinnedAt.set(el, is);
      return is;
    };
    // Whether a box sits inside a pinned one: its parent's answer, each box's style read once.
    const insidePinned = new Map<Element, boolean>();
    const inside = (el: Element): boolean => {
      const parent = el.parentElement;
      if (!parent) return false;
      let is = insidePinned.get(parent);
      if (is === undefined) {
        is = pinned(parent) || inside(parent);
        insidePinned.set(parent, is);
      }
      return is;
    };
    let height = 0;
    for (const el of document.querySelectorAll('body *')) {
      // A pinned box inside another counts once, as part of it.
      if (!inside(el) && pinned(el)) height += el.getBoundingClientRect().height;
    }
    return height;
  });
}

/**
 * What breaks the phone's frame on the page open in `page` (at PHONE): boxes past the margins, a fixed band of another
 * height than 64 px halfway down, points of the phone bar one sees the page through. Empty when the frame holds.
 */
export async function phoneFrameProblems(page: Page): Promise<string[]> {
  const problems = (await pastMargins(page)).map((p) => `past the ${MARGIN} px margins: ${p}`);
  // Halfway down: the header of a page has scrolled away, or stuck to the top. Instantly: the site scrolls smoothly
  // (html's scroll-behavior), and the evaluation returned only once the animation had ended, up to a second a page.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
  await page.waitForTimeout(100);
  const band = await fixedChrome(page);
  if (band !== CHROME) problems.push(`the fixed band is ${band} px, not ${CHROME}`);
  const bar = page.locator('[data-phone-bar]');
  if (!(await bar.isVisible())) return problems;
  // Every point of the bar is the bar's, on a background with no transparency: the page's text never shows through.
  const seeThrough = await bar.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const out: string[] = [];
    // rgba(r, g, b, a), or the newer syntax Tailwind's colors compute to: oklch(l c h / a).
    const alpha = (color: string) => Number(/(?:\/|,[^,]*,[^,]*,)\s*([\d.]+)\)$/.exec(color)?.[1] ?? 1);
    if (alpha(getComputedStyle(el).backgroundColor) < 1) out.push(`background ${getComputedStyle(el).backgroundColor}`);
    if (Math.abs(box.bottom - innerHeight) > 0.5) out.push(`bottom at ${box.bottom} of ${innerHeight}`);
    for (let x = box.left + 1; x < box.right; x += 4)
      for (const y of [box.top + 1, box.top + box.height / 2, box.bottom - 1])
        if (!el.contains(document.elementFromPoint(x, y))) out.push(`(${x}, ${y})`);
    return out.slice(0, 5);
  });
  return [...problems, ...seeThrough.map((p) => `the phone bar is seen through: ${p}`)];
}
