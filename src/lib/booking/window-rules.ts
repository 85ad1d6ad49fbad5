/**
 * The booking rules of data/schedule.yaml that the window list (../availability.ts) applies besides the business hours:
 * the soonest a window may start (noticeHours), the drive kept free around the owner's busy times (bufferMinutes) and
 * the visits one day holds (visitsPerDay). Each refusal has a name, so a refused request can say which rule refused it
 * (data/messages.yaml forms.windowRules). Pure: every host runs it.
 */
export interface BookingRules {
  /** Hours after now before which no window may start; 0 or absent: any window not started yet. */
  noticeHours?: number;
  /** Minutes kept free before and after each busy time; 0 or absent: a window may touch one. */
  bufferMinutes?: number;
  /** Visits one day holds, all its windows together; absent: as many as its windows hold. */
  visitsPerDay?: number;
}

/** The rule that refused a window, as data/messages.yaml forms.windowRules names its sentence. */
export type BookingRefusal = 'notice' | 'visitsPerDay' | 'buffer';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The visits held on each local day ("YYYY-MM-DD"), from the visits held per window start. */
export function heldPerDay(held: Readonly<Record<string, number>>): Map<string, number> {
  const days = new Map<string, number>();
  for (const [start, n] of Object.entries(held)) days.set(start.slice(0, 10), (days.get(start.slice(0, 10)) ?? 0) + n);
  return days;
}

/**
 * Which booking rule refuses the window [startMs, endMs) starting on local `day` at `nowMs`, if any: too soon, its day
 * full, or within the buffer of a busy time (a busy time the window overlaps is not a buffer's refusal: the window
 * list drops it as busy).
 */
export function bookingRefusal(
  rules: BookingRules,
  w: { day: string; startMs: number; endMs: number },
  nowMs: number,
  { heldOnDay = 0, busy = [] }: { heldOnDay?: number; busy?: readonly { start: number; end: number }[] } = {},
): BookingRefusal | undefined {
  if (w.startMs < nowMs + (rules.noticeHours ?? 0) * HOUR) return 'notice';
  if (rules.visitsPerDay !== undefined && heldOnDay >= rules.visitsPerDay) return 'visitsPerDay';
  const buffer = (rules.bufferMinutes ?? 0) * MINUTE;
  if (buffer && busy.some((b) => b.start < w.endMs + buffer && b.end > w.startMs - buffer)) return 'buffer';
  return undefined;
}

/**
 * The rule a requested window (its local start "2026-11-30T08:00" and its instant) breaks, for the answer that refuses
 * it: only the rules that need no owner's calendar (a busy time stays private: that window is simply no longer free).
 */
export function refusalOf(
  rules: BookingRules,
  { start, startMs }: { start: string; startMs: number },
  nowMs: number,
  held: Readonly<Record<string, number>> = {},
): Exclude<BookingRefusal, 'buffer'> | undefined {
  const day = start.slice(0, 10);
  const refusal = bookingRefusal(rules, { day, startMs, endMs: startMs }, nowMs, {
    heldOnDay: heldPerDay(held).get(day) ?? 0,
  });
  return refusal === 'buffer' ? undefined : refusal;
}
