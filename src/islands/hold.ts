/**
 * Holds a form submitted before the page's island loader is live. Vike's entry reaches the loader (./loader.ts) through
 * a chain of imports, fetched one after another (no preloads, docs/decisions/0019-no-script-preloads.md): on a 4x
 * slower CPU it listens 250-400 ms after the search box is painted, and an Enter in that time sent the form without
 * JavaScript. This script has no import and is loaded by <Island> as a classic script just before the island's
 * HTML, which the browser does not parse until the script has run, so it listens before any island form exists.
 *
 * It listens as the submission bubbles to the document, which it reaches only while nothing else took it: the
 * loader holds a submission itself (and stops it) once it runs, and a live island's own handler prevents it. The
 * loader finds the mark (data-held) and sends the form again once the island is live. Should the loader never come
 * (its script failed to load), the form is sent without JavaScript after all, to the county lists.
 */
const GIVE_UP_MS = 8000;

// An assignment, not addEventListener: a page with two islands runs this twice and still holds once.
document.onsubmit = (e) => {
  const form = e.target as HTMLFormElement;
  const island = form.closest<HTMLElement>('[data-island]');
  if (!island || e.defaultPrevented || island.dataset.hydrated !== undefined) return;
  e.preventDefault();
  island.dataset.held = '';
  setTimeout(() => island.dataset.held !== undefined && form.submit(), GIVE_UP_MS);
};
