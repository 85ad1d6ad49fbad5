/**
 * The arrival windows a quote request may ask for (data/schedule.yaml within data/site.yaml's hours), in the business's
 * own time zone whatever the server's: the next `daysAhead` days' windows that have started neither yet nor today after
 * `sameDayUntil`, on no day off or holiday, with a free place left once the requests holding them are counted, and not
 * overlapping a time the owner's calendar shows busy; and within the booking rules (../booking/window-rules.ts: the
 * hours of notice, the visits per day, the buffer around busy times). ./window-refusal.ts names the rule that refuses
 * any other window. Pure: the form handler runs it on Node, Cloudflare and Netlify.
 */
import { type BookingRules, dayFull, heldOnDay, nearBusy, withinNotice } from '../booking/window-rules.ts';
import { timeText } from '../i18n/hours.ts';
import { LANGUAGE_TAG } from '../i18n/locale.ts';

export interface OpeningHours {
  days: readonly string[];
  opens: string;
  closes: string;
}

export interface WindowRules extends BookingRules {
  timeZone: string;
  daysAhead: number;
  windowMinutes: number;
  sameDayUntil: string;
  visitsPerWindow: number;
  daysOff: readonly string[];
  holidays: readonly { date: string }[];
  /** The business hours (data/site.yaml `hours`): windows start at opening time and end by closing time. */
  hours: readonly OpeningHours[];
}

/** A time the owner is busy, [start, end) in milliseconds since the epoch. */
export interface Busy {
  start: number;
  end: number;
}

export interface ArrivalWindow {
  /** Local start, "2026-11-30T08:00": the value a quote request sends. */
  start: string;
  startMs: number;
  endMs: number;
  /** Places left. */
  free: number;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/** The wall clock in `timeZone` at `ms`, read as if it were UTC (so its date and time are the local ones). */
export function wallClock(ms: number, timeZone: string): number {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
    });
    partsFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
}

/**
 * The instant a local wall-clock time (as UTC milliseconds) happens in `timeZone`. The offset is taken twice: the
 * second time at the instant the first guess gives, which is right on both sides of a daylight-saving change.
 */
export function localToUtc(wall: number, timeZone: string): number {
  const guess = wall - (wallClock(wall, timeZone) - wall);
  return wall - (wallClock(guess, timeZone) - guess);
}

export const localText = (wall: number) => new Date(wall).toISOString().slice(0, 16);

/** The windows still offered at `nowMs`, earliest first; `held` counts the requests per window start. */
export function windowsFor(
  rules: WindowRules,
  nowMs: number,
  { held = {}, busy = [] }: { held?: Readonly<Record<string, number>>; busy?: readonly Busy[] } = {},
): ArrivalWindow[] {
  const now = wallClock(nowMs, rules.timeZone);
  const today = now - (now % DAY);
  const closed = new Set([...rules.daysOff, ...rules.holidays.map((h) => h.date)]);
  const sameDayOpen = now - today < minutesOf(rules.sameDayUntil) * MINUTE;
  const windows: ArrivalWindow[] = [];
  for (let d = 0; d < rules.daysAhead; d++) {
    const day = today + d * DAY;
    const date = localText(day).slice(0, 10);
    if (closed.has(date) || (d === 0 && !sameDayOpen) || dayFull(rules, heldOnDay(held, date))) continue;
    const weekday = DAY_NAMES[new Date(day).getUTCDay()];
    for (const h of rules.hours.filter((x) => x.days.includes(weekday))) {
      for (let m = minutesOf(h.opens); m + rules.windowMinutes <= minutesOf(h.closes); m += rules.windowMinutes) {
        const wall = day + m * MINUTE;
        const startMs = localToUtc(wall, rules.timeZone);
        const endMs = localToUtc(wall + rules.windowMinutes * MINUTE, rules.timeZone);
        const start = localText(wall);
        const free = rules.visitsPerWindow - (held[start] ?? 0);
        if (startMs <= nowMs || withinNotice(rules, startMs, nowMs) || free <= 0) continue;
        if (nearBusy(rules, busy, startMs, endMs)) continue;
        windows.push({ start, startMs, endMs, free });
      }
    }
  }
  return windows.sort((a, b) => a.startMs - b.startMs);
}

/** The first and the last instant a window of `rules` may start in, from `nowMs`: the span to count held windows in. */
export function windowSpan(rules: WindowRules, nowMs: number): { from: string; to: string } {
  const now = wallClock(nowMs, rules.timeZone);
  const today = now - (now % DAY);
  return { from: localText(today), to: localText(today + rules.daysAhead * DAY) };
}

// Made once per language and zone: building two formatters per label was most of an answer's 40-90 ms.
const labelFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
const labelFormat = (locale: string, timeZone: string) => {
  const key = `${locale} ${timeZone}`;
  const known = labelFormats.get(key);
  if (known) return known;
  // The language's US tag (es-US): days and times as people here read them, on a twelve-hour clock in both languages.
  const tag = LANGUAGE_TAG[locale] ?? locale;
  const made = {
    day: new Intl.DateTimeFormat(tag, { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
    time: new Intl.DateTimeFormat(tag, { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h12' }),
  };
  labelFormats.set(key, made);
  return made;
};

/** "Mon, Nov 30, 8 – 10 AM" in English, "lun, 30 de nov, 8 – 10 a. m." in Spanish: the window in the business's time. */
export function windowLabel(w: Pick<ArrivalWindow, 'startMs' | 'endMs'>, locale: string, timeZone: string): string {
  return `${labelFormat(locale, timeZone).day.format(w.startMs)}, ${windowHours(w, locale, timeZone)}`;
}

/** The window's hours alone: "8 – 10 AM", "8 – 10 a. m.". */
export function windowHours(w: Pick<ArrivalWindow, 'startMs' | 'endMs'>, locale: string, timeZone: string): string {
  // "8 – 10 AM" reads better than "8:00 – 10:00 AM": whole hours lose their minutes ("8:30 – 10:30 AM" keeps them).
  return timeText(labelFormat(locale, timeZone).time.formatRangeToParts(w.startMs, w.endMs), locale).replace(
    /:00(?=\D|$)/g,
    '',
  );
}
