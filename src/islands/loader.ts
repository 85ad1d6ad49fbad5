/**
 * Hydrates the islands of a page (src/islands/Island.tsx) with React, each on the visitor's first interaction with it
 * (a pointer over it or pressed, focus, a key or an input inside it), or, for an island marked data-wake="visible", as
 * it scrolls near the screen. Until then the page is plain HTML and no React is loaded.
 *
 * Nothing done before hydration is lost:
 * - what the visitor typed, moved or ticked stays in the DOM (React keeps a form control's current value when it
 *   hydrates), and each island adopts it when it mounts;
 * - a form submitted (Enter, a submit button) or a button pressed before React is ready is held, then sent again to
 *   the hydrated island; a form submitted before this script even ran was held by ./hold.ts. Links and native
 *   invoker commands (commandfor) are left to the browser.
 */
import type { ComponentType } from 'react';
import { type IslandName, islands } from './registry.ts';

const TRIGGERS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;
/** How far outside the screen a data-wake="visible" island starts waking: half a screen's scroll ahead. */
const VISIBLE_MARGIN = '50% 0px';

export function hydrateOnDemand(containers: Iterable<HTMLElement>) {
  for (const container of containers) {
    const name = container.dataset.island as IslandName;
    if (!(name in islands)) continue;
    const held: Event[] = [];
    let hydrating: Promise<void> | undefined;
    const start = () => (hydrating ??= hydrate(container, name).then(() => replay(held)));
    // Capture: a control inside the island may stop the event from bubbling (a dialog's keydown handler).
    for (const type of TRIGGERS) container.addEventListener(type, start, { capture: true, once: true });
    if (container.dataset.wake === 'visible' && 'IntersectionObserver' in window)
      wakeWhenScrolledNear(container, start);
    // A button pressed before this script ran keeps the focus a pointer gave it (without the visible ring that Tab
    // gives): press it again once the island is live, as a press held by hold() would be.
    const early = document.activeElement;
    if (
      early instanceof HTMLButtonElement &&
      early.type === 'button' &&
      container.contains(early) &&
      !early.matches(':focus-visible')
    )
      void start().then(() => early.click());
    // A form submitted before this script ran was held by ./hold.ts, loaded before the island's HTML: send it again.
    if (container.dataset.held !== undefined) {
      delete container.dataset.held;
      void start().then(() => container.querySelector('form')?.requestSubmit());
    }
    container.addEventListener('submit', (e) => hold(e, held, container, start), { capture: true });
    container.addEventListener('click', (e) => hold(e, held, container, start), { capture: true });
  }
}

/**
 * Wakes an island once the visitor scrolls and it comes near the screen. Not before the first scroll: an island that
 * happens to be near the screen as the page opens waits for the visitor, so React never loads before they act.
 */
function wakeWhenScrolledNear(container: HTMLElement, start: () => void) {
  window.addEventListener(
    'scroll',
    () => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      // display: contents has no box to observe: its first child stands for it.
      observer.observe(container.firstElementChild ?? container);
    },
    { once: true, passive: true },
  );
}

/** Holds a submission, or a press on a plain button, that arrives before the island is hydrated. */
function hold(e: Event, held: Event[], container: HTMLElement, start: () => void) {
  if (container.dataset.hydrated !== undefined) return;
  const button = e.type === 'click' ? (e.target as Element).closest('button') : null;
  if (e.type === 'click' && (!button || button.type === 'submit' || button.hasAttribute('commandfor'))) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  held.push(e);
  start();
}

function replay(held: Event[]) {
  for (const e of held.splice(0)) {
    if (e.type === 'submit') {
      const form = e.target as HTMLFormElement;
      form.requestSubmit((e as SubmitEvent).submitter as HTMLButtonElement | null);
    } else (e.target as Element).closest('button')?.click();
  }
}

async function hydrate(container: HTMLElement, name: IslandName) {
  const props = JSON.parse(container.previousElementSibling?.textContent ?? '{}') as Record<string, unknown>;
  const [{ createElement, useEffect }, { hydrateRoot }, Component] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    islands[name](),
  ]);
  // Resolved by an effect, which runs once the island's first render is committed: the island is live.
  await new Promise<void>((resolve) => {
    function Hydrated() {
      useEffect(resolve, []);
      return createElement(Component as ComponentType<object>, props);
    }
    hydrateRoot(container, createElement(Hydrated));
  });
  container.dataset.hydrated = '';
}
