/**
 * The arrival windows as choices (markup: ./WindowPicker.tsx), loaded by ./quote-form.ts with a dynamic import on the
 * form's first use so that the page's first script stays within its budget. It asks the handler for the windows still
 * free (GET /api/availability, labels in the page's language) and shows them as tappable chips grouped by day, "No
 * preference" first and none chosen. When the handler answers that the chosen window was taken meanwhile (the form's
 * "windowtaken" event, whose detail is the next free window), it asks again, chooses that window, unfolds its day and
 * brings it and the form's message into view together. Without an answer it leaves the button that opens the
 * handler's page of free windows.
 */
import { CHIP, type OfferedWindow, shownDays, windowsByDay } from '../../lib/calendar/window-choices.ts';

function chip(value: string, text: string): HTMLLabelElement {
  const label = Object.assign(document.createElement('label'), { className: CHIP });
  const radio = Object.assign(document.createElement('input'), { type: 'radio', name: 'window', value });
  radio.className = 'sr-only';
  label.append(radio, text);
  return label;
}

function group(legendText: string, chips: HTMLElement[]): HTMLFieldSetElement {
  const set = Object.assign(document.createElement('fieldset'), { className: 'grid gap-1.5' });
  const legend = Object.assign(document.createElement('legend'), { className: 'mb-1 text-sm text-slate-700' });
  legend.textContent = legendText;
  const row = Object.assign(document.createElement('div'), { className: 'flex flex-wrap gap-2' });
  row.append(...chips);
  set.append(legend, row);
  return set;
}

/** Scrolls the page so that both elements are on the screen, centred together: the reason and the choice it made. */
function showTogether(a: Element, b: Element) {
  const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
  const middle = (Math.min(ra.top, rb.top) + Math.max(ra.bottom, rb.bottom)) / 2;
  window.scrollBy({ top: middle - window.innerHeight / 2, behavior: 'instant' });
}

export function pickWindow(form: HTMLFormElement) {
  const picker = form.querySelector<HTMLElement>('[data-window-picker]');
  if (!picker) return;
  const { url, noPreference, moreDays } = JSON.parse(picker.dataset.windowPicker!) as Record<string, string>;
  const choices = picker.querySelector<HTMLElement>('[data-window-choices]')!;
  const show = async (chosen?: string) => {
    const answer = (await fetch(url, { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : undefined))
      .catch(() => undefined)) as { windows?: OfferedWindow[] } | undefined;
    if (!answer?.windows) return;
    const grouped = windowsByDay(answer.windows);
    const days = grouped.map((d) =>
      group(
        d.day,
        d.windows.map((w) => chip(w.start, w.time)),
      ),
    );
    const first = Object.assign(document.createElement('div'), { className: 'flex flex-wrap gap-2' });
    first.append(chip('', noPreference));
    choices.className = 'grid gap-4';
    const shown = shownDays(grouped, chosen);
    const more = Object.assign(document.createElement('details'), { className: 'grid gap-4' });
    const summary = Object.assign(document.createElement('summary'), {
      className: `${CHIP} w-fit`,
      textContent: moreDays,
    });
    more.append(summary, ...days.slice(shown));
    choices.replaceChildren(first, ...days.slice(0, shown), ...(days.length > shown ? [more] : []));
    choices.dataset.windowChoices = 'loaded';
    const radio = [...choices.querySelectorAll<HTMLInputElement>('input[name="window"]')].find(
      (r) => r.value === chosen,
    );
    if (!radio) return;
    radio.checked = true;
    radio.focus({ preventScroll: true });
    showTogether(radio.closest('label')!, form.querySelector('[data-quote-problem]') ?? radio);
  };
  form.addEventListener('windowtaken', (e) => show((e as CustomEvent<string | undefined>).detail));
  return show();
}
