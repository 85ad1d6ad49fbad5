import { type OpeningHours, type OpenStatusTexts, openStatus } from '../lib/widgets/open-status.ts';

/** Fills each [data-open-status] element with whether the business is open now, in Florida time, every minute. */
export function showOpenStatus(elements: Iterable<HTMLElement>): void {
  const list = [...elements];
  if (!list.length) return;
  const update = () => {
    for (const el of list) {
      const status = openStatus(
        JSON.parse(el.dataset.openStatus ?? '[]') as OpeningHours[],
        new Date(),
        JSON.parse(el.dataset.openTexts ?? '{}') as OpenStatusTexts,
      );
      el.classList.toggle('hidden', !status);
      if (!status) continue;
      el.textContent = status.text;
      el.dataset.open = String(status.open);
    }
  };
  update();
  setInterval(update, 60_000);
}
