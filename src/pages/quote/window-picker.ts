/**
 * The arrival windows as choices (markup: ./WindowPicker.tsx), loaded by ./quote-form.ts with a dynamic import on the
 * form's first use so that the page's first script stays within its budget. It asks the handler for the windows still
 * free (GET /api/availability, labels in the page's language) and shows them as tappable chips grouped by day, "No
 * preference" first and none chosen; it asks again when the handler answers that the chosen window was taken (the
 * form's "windowtaken" event). Without an answer it leaves the date-and-time field, which the handler checks on post.
 */
import { type OfferedWindow, windowsByDay } from '../../lib/window-choices.ts';

const CHIP =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center rounded-full border-2 border-brand-200 bg-white px-4 font-semibold text-brand-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-4 has-focus-visible:ring-brand-600/40';

/** The days shown before "More days". */
const SHOWN_DAYS = 3;

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

export function pickWindow(form: HTMLFormElement) {
  const picker = form.querySelector<HTMLElement>('[data-window-picker]');
  if (!picker) return;
  const { url, noPreference, moreDays } = JSON.parse(picker.dataset.windowPicker!) as Record<string, string>;
  const choices = picker.querySelector<HTMLElement>('[data-window-choices]')!;
  const show = async () => {
    const answer = (await fetch(url, { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : undefined))
      .catch(() => undefined)) as { windows?: OfferedWindow[] } | undefined;
    if (!answer?.windows) return;
    const days = windowsByDay(answer.windows).map((d) =>
      group(
        d.day,
        d.windows.map((w) => chip(w.start, w.time)),
      ),
    );
    const first = Object.assign(document.createElement('div'), { className: 'flex flex-wrap gap-2' });
    first.append(chip('', noPreference));
    choices.className = 'grid gap-4';
    // Two weeks of windows are some fifty chips, two thousand pixels on a phone: three days, then the rest on request.
    const more = Object.assign(document.createElement('details'), { className: 'grid gap-4' });
    const summary = Object.assign(document.createElement('summary'), {
      className: `${CHIP} w-fit`,
      textContent: moreDays,
    });
    more.append(summary, ...days.slice(SHOWN_DAYS));
    choices.replaceChildren(first, ...days.slice(0, SHOWN_DAYS), ...(days.length > SHOWN_DAYS ? [more] : []));
    choices.dataset.windowChoices = 'loaded';
  };
  form.addEventListener('windowtaken', show);
  return show();
}
