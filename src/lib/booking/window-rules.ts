/**
 * The booking rules of data/schedule.yaml besides the business hours: the soonest a window may start (noticeHours),
 * the visits one day holds (visitsPerDay) and the drive kept free around the owner's busy times (bufferMinutes). The
 * window list (../calendar/availability.ts) and the table of rules that names a refusal (../calendar/window-refusal.ts) both ask these,
 * so what is offered and what is refused stay one. Pure: every host runs it.
 */
export interface BookingRules {
  /** Hours after now before which no window may start; 0 or absent: any window not started yet. */
  noticeHours?: number;
  /** Minutes kept free before and after each busy time; 0 or absent: a window may touch one. */
  bufferMinutes?: number;
  /** Visits one day holds, all its windows together; absent: as many as its windows hold. */
  visitsPerDay?: number;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The visits held on the local day `day` ("YYYY-MM-DD"), from the visits held per window start. */
export const heldOnDay = (held: Readonly<Record<string, number>>, day: string) =>
  Object.entries(held).reduce((n, [start, k]) => (start.startsWith(day) ? n + k : n), 0);

/** Whether a window starting at `startMs` starts within the hours of notice of `nowMs`. */
export const withinNotice = (rules: BookingRules, startMs: number, nowMs: number) =>
  startMs < nowMs + (rules.noticeHours ?? 0) * HOUR;

/** Whether a day holding `held` visits takes no more. */
export const dayFull = (rules: BookingRules, held: number) =>
  rules.visitsPerDay !== undefined && held >= rules.visitsPerDay;

/** Whether the window [startMs, endMs) overlaps a busy time or comes within bufferMinutes of one. */
export const nearBusy = (
  rules: BookingRules,
  busy: readonly { start: number; end: number }[],
  startMs: number,
  endMs: number,
) => {
  const buffer = (rules.bufferMinutes ?? 0) * MINUTE;
  return busy.some((b) => b.start < endMs + buffer && b.end > startMs - buffer);
};
