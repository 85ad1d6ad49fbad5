import type { Page } from '@playwright/test';

/**
 * Tap targets on a phone: every visible link and button is at least 44 x 44 CSS px, the size the leading home-service
 * sites give everything a thumb taps; below that, it must at least pass WCAG 2.2's 2.5.8 (a 24 x 24 target, or a 24 px
 * circle centred on it that reaches no other target). Links inside running text are exempt, as 2.5.8 exempts them:
 * their height is the line's, and growing them would space the sentence apart. tests/e2e/routes.spec.ts checks it on
 * the phone on one page of each kind in each language, and on the not-found page.
 */
const COMFORTABLE = 44;
const MINIMUM = 24;

interface Target {
  text: string;
  width: number;
  height: number;
  /** Inside running text: other words share its line box. */
  inline: boolean;
  /** WCAG 2.5.8 met: 24 x 24, or a 24 px circle on its centre that touches no other target nor another such circle. */
  spaced: boolean;
}

/** Every visible link and button, with its size and whether it sits in a sentence. */
function measure(page: Page): Promise<Target[]> {
  return page.evaluate(
    ({ minimum }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 1 &&
          r.height > 1 &&
          el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          !el.closest('[aria-hidden="true"], dialog:not([open])')
        );
      };
      const els = [...document.querySelectorAll('a[href], button, input[type="submit"], summary')].filter(visible);
      // A card's link stretched over the card by an absolute ::after (inset 0) is tapped anywhere on the card.
      const box = (el: Element) => {
        const after = getComputedStyle(el, '::after');
        if (after.content === 'none' || after.position !== 'absolute') return el.getBoundingClientRect();
        let holder = el.parentElement;
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
        return (holder ?? el).getBoundingClientRect();
      };
      const boxes = els.map(box);
      // A link in a sentence: shown inline, in a block that holds words besides its own.
      const inline = (el: Element) => {
        if (getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        return /[\p{L}\p{N}]/u.test((block?.textContent ?? '').replace(el.textContent ?? '', ''));
      };
      const centre = (r: DOMRect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
      const circleHitsBox = (c: { x: number; y: number }, r: DOMRect) => {
        const dx = Math.max(r.left - c.x, 0, c.x - r.right);
        const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
        return dx * dx + dy * dy < (minimum / 2) ** 2;
      };
      const small = (r: DOMRect) => r.width < minimum || r.height < minimum;
      return els.map((el, i) => {
        const r = boxes[i];
        const c = centre(r);
        const spaced =
          !small(r) ||
          boxes.every((o, j) => {
            if (j === i || els[j].contains(el) || el.contains(els[j])) return true;
            if (circleHitsBox(c, o)) return false;
            const oc = centre(o);
            return !small(o) || Math.hypot(oc.x - c.x, oc.y - c.y) >= minimum;
          });
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return {
          text: `${el.tagName.toLowerCase()} "${text}"`,
          width: Math.round(r.width),
          height: Math.round(r.height),
          inline: inline(el),
          spaced,
        };
      });
    },
    { minimum: MINIMUM },
  );
}

/** The links and buttons of the page open in `page` that fail the rule above, each with its size; empty if none. */
export async function tapTargetProblems(page: Page): Promise<string[]> {
  const targets = await measure(page);
  if (targets.length === 0) return ['no link or button was found to measure'];
  const too = (t: Target, why: string) => `${t.text} ${t.width}x${t.height}: ${why}`;
  return [
    ...targets.filter((t) => !t.spaced && !t.inline).map((t) => too(t, `under ${MINIMUM} px and not spaced`)),
    ...targets
      .filter((t) => t.spaced && !t.inline && (t.width < COMFORTABLE || t.height < COMFORTABLE))
      .map((t) => too(t, `under ${COMFORTABLE} px`)),
  ];
}
