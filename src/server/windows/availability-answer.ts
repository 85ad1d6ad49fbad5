/**
 * GET /api/availability's answer, kept per instance and language until one of the windows may have changed: a request
 * stored or a window released (the held counts, read from the store on every ask, differ), a new read of the owner's
 * calendar (another CalendarRead), or the clock passing the first offered window's start or the hours of notice before
 * it, today's same-day cutoff or midnight. A booking's every change (confirmed, moved, declined, cancelled, released, a
 * new hold replacing an old one) changes the held counts, and a hold that runs out is no longer counted at the next ask,
 * so no answer outlives them. Making it took 40-90 ms, most of it building two date formatters for each of some fifty
 * labels; a kept answer costs the store's count of held windows and a comparison.
 */
import {
  type ArrivalWindow,
  localToUtc,
  type WindowRules,
  windowLabel,
  windowSpan,
  windowsFor,
} from '../../lib/calendar/availability.ts';
import type { CalendarRead } from '../calendar/owner-calendar.ts';

/** What the windows offered at a time come from: the requests holding windows, and the calendar's last read. */
export interface WindowInputs {
  held: Record<string, number>;
  calendar?: CalendarRead;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface Kept {
  from: number;
  held: string;
  calendar: WindowInputs['calendar'];
  until: number;
  json: string;
}
const kept = new Map<string, Kept>();

/** The first instant after `now` at which the windows offered change by the clock alone. */
function changesAt(rules: WindowRules, now: number, windows: readonly ArrivalWindow[]): number {
  // The span's first local day is today's, as a wall clock read in UTC.
  const today = Date.parse(`${windowSpan(rules, now).from}Z`);
  const [h, m] = rules.sameDayUntil.split(':').map(Number);
  const times = [localToUtc(today + DAY_MS, rules.timeZone), localToUtc(today + (h * 60 + m) * 60_000, rules.timeZone)];
  // The first window goes when it starts, or as soon as it comes within the hours of notice (noticeHours).
  if (windows[0]) times.push(windows[0].startMs, windows[0].startMs - (rules.noticeHours ?? 0) * HOUR_MS + 1);
  return Math.min(...times.filter((t) => t > now));
}

/** The windows offered at `now`: none while the owner's calendar can be read neither now nor from a recent copy. */
export const offeredNow = (rules: WindowRules, now: number, { held, calendar }: WindowInputs): ArrivalWindow[] =>
  calendar?.noWindows ? [] : windowsFor(rules, now, { held, busy: calendar?.busy ?? [] });

/** The JSON answer `{ windows: [{ start, label, free }] }` of the windows offered at `now`, labelled in `locale`. */
export function availabilityAnswer(rules: WindowRules, now: number, locale: string, inputs: WindowInputs): string {
  const held = JSON.stringify(Object.entries(inputs.held).sort(([a], [b]) => a.localeCompare(b)));
  const last = kept.get(locale);
  if (last && last.held === held && last.calendar === inputs.calendar && now >= last.from && now < last.until)
    return last.json;
  const windows = offeredNow(rules, now, inputs);
  const json = JSON.stringify({
    windows: windows.map((w) => ({ start: w.start, label: windowLabel(w, locale, rules.timeZone), free: w.free })),
  });
  kept.set(locale, { from: now, held, calendar: inputs.calendar, until: changesAt(rules, now, windows), json });
  return json;
}
