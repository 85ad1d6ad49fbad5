/**
 * /admin/stats's long lists (the tables by city and by page, the leads not e-mailed) show their first ten, most leads
 * first, and a "Show all" button after them (its words in public/admin/stats.html) that shows the rest: after 37
 * requests the page was thirteen phone screens of cards.
 */
export const TOP = 10;

/** Shows the first TOP of `items` and, when there are more, `button` with their count, which shows them all. */
export function showTop(items: HTMLElement[], button: HTMLButtonElement) {
  items.forEach((el, i) => {
    el.hidden = i >= TOP;
  });
  button.hidden = items.length <= TOP;
  const count = button.querySelector('[data-count]');
  if (count) count.textContent = String(items.length);
  button.onclick = () => {
    for (const el of items) el.hidden = false;
    button.hidden = true;
  };
}

/** The "Show all" button of list `id` (data-show-all). */
export const showAllOf = (id: string) =>
  document.querySelector<HTMLButtonElement>(`[data-show-all="${id}"]`) as HTMLButtonElement;
