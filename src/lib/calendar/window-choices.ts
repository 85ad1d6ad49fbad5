/**
 * The quote form's arrival-window choices (src/pages/quote/WindowPicker.tsx, window-picker.ts) and the page of free
 * windows the handler answers without JavaScript (src/server/windows/window-answer.ts): the windows of GET /api/availability
 * grouped by day, shown as the same chips, three days and then "More days". Pure: the page's build, the browser and
 * the handler use it.
 */

import { FORMS_API } from '../serving/serving-rules.ts';

const inLocale = (endpoint: string) => (locale: string) =>
  `${FORMS_API}${endpoint}${locale === 'en' ? '' : `?locale=${locale}`}`;

/** The windows still offered, in the page's language: GET /api/availability?locale= (src/server/windows/availability-app.ts). */
export const availabilityUrl = inLocale('availability');

/**
 * The page of free windows, with what the visitor typed (POST /api/windows?locale=, src/server/windows/window-answer.ts): where
 * the quote form's "See the free windows" button sends the form when the page's script does not show them in place.
 */
export const windowsPageUrl = inLocale('windows');

/** The quote request in the page's language (its form's action): /api/quote?locale= (src/server/forms-app.ts). */
export const quoteUrl = inLocale('quote');

/** A window's choice: a radio button hidden inside a chip that turns dark when checked, 44 px to tap. */
export const CHIP =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center rounded-full border-2 border-brand-200 bg-white px-4 font-semibold text-brand-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-4 has-focus-visible:ring-brand-600/40';

/**
 * The photo field's look, on the quote form and on the page of free windows, which asks for the photos again. Here,
 * not in ../quote/quote-form.ts: the quote page's first script imports that module, and a second importer would split it
 * into a chunk of its own, over the page's script budget.
 */
export const PHOTO_INPUT_CLASS =
  'block w-full text-base file:mr-4 file:min-h-12 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-900';

/** The days shown before "More days": two weeks of windows are some fifty chips, two thousand pixels on a phone. */
const SHOWN_DAYS = 3;

/**
 * How many days are shown before "More days" folds the rest: three, or as many as reach the day of the window chosen
 * for the visitor (the next free one after a refusal), which must be seen.
 */
export function shownDays(days: readonly WindowDay[], chosen?: string): number {
  const at = chosen ? days.findIndex((d) => d.windows.some((w) => w.start === chosen)) : -1;
  return Math.max(SHOWN_DAYS, at + 1);
}

export interface OfferedWindow {
  start: string;
  label: string;
}

export interface WindowDay {
  /** "Mon, Nov 30": the label's day. */
  day: string;
  windows: { start: string; time: string }[];
}

/**
 * The windows grouped by their local day, in the order given. A label is "<day>, <times>" (src/lib/calendar/availability.ts
 * windowLabel): the day heads its group, the times name each choice.
 */
export function windowsByDay(windows: readonly OfferedWindow[]): WindowDay[] {
  const days = new Map<string, WindowDay>();
  for (const w of windows) {
    const cut = w.label.lastIndexOf(', ');
    const key = w.start.slice(0, 10);
    if (!days.has(key)) days.set(key, { day: cut < 0 ? key : w.label.slice(0, cut), windows: [] });
    days.get(key)!.windows.push({ start: w.start, time: cut < 0 ? w.label : w.label.slice(cut + 2) });
  }
  return [...days.values()];
}
