/**
 * The quote form's arrival-window choices (src/pages/quote/WindowPicker.tsx, window-picker.ts): the windows of GET
 * /api/availability grouped by day for the picker, and the step of the field a visitor without JavaScript types a
 * window into. Pure: the page's build and the browser both use it.
 */

import type { OpeningHours } from './availability.ts';
import { FORMS_API } from './serving-rules.ts';

/** The windows still offered, in the page's language: GET /api/availability?locale= (src/server/availability-app.ts). */
export const availabilityUrl = (locale: string) =>
  `${FORMS_API}availability${locale === 'en' ? '' : `?locale=${locale}`}`;

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
 * The windows grouped by their local day, in the order given. A label is "<day>, <times>" (src/lib/availability.ts
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

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * The step, in seconds, of the date-and-time field offered without JavaScript: every window starts at an opening time
 * plus whole windows, so the greatest common divisor of the window's length and the opening times (in minutes) lets
 * the field reach every window start and as few other times as it can.
 */
export function windowStep(windowMinutes: number, hours: readonly Pick<OpeningHours, 'opens'>[]): number {
  const opens = hours.map((h) => Number(h.opens.slice(0, 2)) * 60 + Number(h.opens.slice(3, 5)));
  return opens.reduce(gcd, windowMinutes) * 60;
}
