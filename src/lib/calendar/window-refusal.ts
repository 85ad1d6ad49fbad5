/**
 * Which booking rule refuses an arrival window a visitor asked for, so the answer can say why (data/messages.yaml
 * `windows.refused`, in the visitor's language): ./availability.ts offers exactly the windows no rule refuses (a test
 * holds the two together). The rules are rows checked in order, the first that refuses named; a new rule is one row
 * and its sentence, under the rule's name. The booking rules of data/schedule.yaml are rows too (./booking/window-
 * rules.ts): the hours of notice, a day's visits, and the buffer around the owner's busy times, which is `full` like
 * the busy time itself (his calendar stays private). Pure, like ./availability.ts.
 */

import { dayFull, heldOnDay, nearBusy, withinNotice } from '../booking/window-rules.ts';
import {
  type Busy,
  DAY,
  DAY_NAMES,
  localText,
  localToUtc,
  MINUTE,
  minutesOf,
  type OpeningHours,
  type WindowRules,
  wallClock,
} from './availability.ts';

export type WindowRule =
  | 'tooSoon'
  | 'withinNotice'
  | 'tooFar'
  | 'holiday'
  | 'closedDay'
  | 'outsideHours'
  | 'notAStart'
  | 'dayFull'
  | 'full';

/** A window asked for, as the rules see it: wall-clock times are local times written as UTC milliseconds. */
export interface AskedWindow {
  rules: WindowRules;
  nowMs: number;
  /** The local wall clock now, and its day's midnight. */
  now: number;
  today: number;
  /** "2026-11-30T08:00", its day's midnight and its minutes after midnight. */
  start: string;
  day: number;
  minutes: number;
  startMs: number;
  endMs: number;
  /** The opening hours of the window's weekday (data/site.yaml `hours`). */
  hours: readonly OpeningHours[];
  /** The requests holding each window, and the times the owner is busy (none when the caller leaves them out). */
  held: Readonly<Record<string, number>>;
  busy: readonly Busy[];
}

const fits = (a: AskedWindow, h: OpeningHours) =>
  minutesOf(h.opens) <= a.minutes && a.minutes + a.rules.windowMinutes <= minutesOf(h.closes);
const dateOf = (a: AskedWindow) => a.start.slice(0, 10);

/** The rules in the order a refusal names them: the first that refuses is the reason. */
export const WINDOW_RULES: readonly (readonly [WindowRule, (a: AskedWindow) => boolean])[] = [
  [
    'tooSoon',
    (a) => a.startMs <= a.nowMs || (a.day === a.today && a.now - a.today >= minutesOf(a.rules.sameDayUntil) * MINUTE),
  ],
  ['withinNotice', (a) => withinNotice(a.rules, a.startMs, a.nowMs)],
  ['tooFar', (a) => a.day >= a.today + a.rules.daysAhead * DAY],
  ['holiday', (a) => a.rules.holidays.some((h) => h.date === dateOf(a))],
  ['closedDay', (a) => a.rules.daysOff.includes(dateOf(a)) || a.hours.length === 0],
  ['outsideHours', (a) => !a.hours.some((h) => fits(a, h))],
  [
    'notAStart',
    (a) => !a.hours.some((h) => fits(a, h) && (a.minutes - minutesOf(h.opens)) % a.rules.windowMinutes === 0),
  ],
  ['dayFull', (a) => dayFull(a.rules, heldOnDay(a.held, dateOf(a)))],
  ['full', (a) => (a.held[a.start] ?? 0) >= a.rules.visitsPerWindow || nearBusy(a.rules, a.busy, a.startMs, a.endMs)],
];

/**
 * The rule that refuses the window starting at `start` ("2026-11-30T08:00", local time) at `nowMs`, or undefined when
 * it may be asked for. A text that is no local time of the calendar (February 30) is not a window's start.
 */
export function refusedBy(
  rules: WindowRules,
  nowMs: number,
  start: string,
  { held = {}, busy = [] }: { held?: Readonly<Record<string, number>>; busy?: readonly Busy[] } = {},
): WindowRule | undefined {
  const [y, mo, d, h, mi] = (/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(start) ?? []).slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || localText(wall) !== start) return 'notAStart';
  const now = wallClock(nowMs, rules.timeZone);
  const day = wall - (wall % DAY);
  const weekday = DAY_NAMES[new Date(day).getUTCDay()];
  const asked: AskedWindow = {
    rules,
    nowMs,
    now,
    today: now - (now % DAY),
    start,
    day,
    minutes: (wall - day) / MINUTE,
    startMs: localToUtc(wall, rules.timeZone),
    endMs: localToUtc(wall + rules.windowMinutes * MINUTE, rules.timeZone),
    hours: rules.hours.filter((x) => x.days.includes(weekday)),
    held,
    busy,
  };
  return WINDOW_RULES.find(([, refuses]) => refuses(asked))?.[0];
}
