/**
 * What the schedulers send, decided from the bookings and the clock alone (every host runs it on its own timer:
 * decision 64). The homeowner's reminder of a booked visit is due from `reminderAt` the day before it (data/
 * schedule.yaml, the business's time) until it starts, so a scheduler that was down at that hour still sends it when it
 * runs; a visit confirmed or moved after that hour was just told its window by that e-mail and gets none. The owner's
 * e-mail of the day is due from `ownerMorningAt` until the day ends. Each is named by a key the store claims before
 * sending, so it goes out once whatever runs it: a reminder per visit and window (a visit moved to another day is
 * reminded of its new day), the owner's e-mail per day. Pure.
 */
import { DAY, localText, localToUtc, MINUTE, minutesOf, wallClock } from '../calendar/availability.ts';
import { floridaInstant } from '../calendar/ics.ts';
import { replyAddress } from '../leads/lead-email.ts';
import type { Booking } from './state.ts';

export interface DailyTimes {
  timeZone: string;
  /** HH:MM the day before a visit. */
  reminderAt: string;
  /** HH:MM each day. */
  ownerMorningAt: string;
}

/** The business's day ("YYYY-MM-DD") at `ms`, and the one `offset` days from it. */
export const dayOf = (ms: number, timeZone: string, offset = 0) =>
  localText(wallClock(ms, timeZone) + offset * DAY).slice(0, 10);

/** The instant of `hhmm` on `day`, `offset` days from it, in `timeZone`. */
const instantOf = (day: string, hhmm: string, timeZone: string, offset = 0) =>
  localToUtc(Date.parse(`${day}T00:00Z`) + offset * DAY + minutesOf(hhmm) * MINUTE, timeZone);

/** A confirmed or moved visit: one the homeowner can count on. */
export const isBooked = (b: Pick<Booking, 'state'>) => b.state === 'confirmed' || b.state === 'moved';

/** The key a reminder is claimed by: one per visit and window. */
export const reminderKey = (b: Pick<Booking, 'id' | 'window'>) => `reminder/${b.id}/${b.window}`;

/** The key the owner's e-mail of `day` is claimed by. */
export const morningKey = (day: string) => `morning/${day}`;

/** The booked visits whose reminder is due at `nowMs` (those with an e-mail address to send it to). */
export function remindersDue(bookings: readonly Booking[], nowMs: number, t: DailyTimes): Booking[] {
  return bookings.filter((b) => {
    const start = floridaInstant(b.window);
    if (!isBooked(b) || start === undefined || !replyAddress(b.entry.email)) return false;
    const from = instantOf(b.window.slice(0, 10), t.reminderAt, t.timeZone, -1);
    return from <= nowMs && nowMs < start && Date.parse(b.changedAt) < from;
  });
}

/** The day whose owner's e-mail is due at `nowMs`: today once `ownerMorningAt` has come, else none. */
export function morningDue(nowMs: number, t: DailyTimes): string | undefined {
  const today = dayOf(nowMs, t.timeZone);
  return nowMs >= instantOf(today, t.ownerMorningAt, t.timeZone) ? today : undefined;
}

export interface Waiting {
  booking: Booking;
  /** How long it has waited for the owner's answer (ms). */
  ageMs: number;
}

export interface OwnerDay {
  today: string;
  tomorrow: string;
  /** Requests not answered yet whose window has not started, oldest first. */
  waiting: Waiting[];
  /** Booked visits today and tomorrow, earliest window first. */
  todays: Booking[];
  tomorrows: Booking[];
}

/** The owner's day at `nowMs`: what waits for his answer, and where he goes today and tomorrow. */
export function ownerDay(bookings: readonly Booking[], nowMs: number, timeZone: string): OwnerDay {
  const [today, tomorrow] = [dayOf(nowMs, timeZone), dayOf(nowMs, timeZone, 1)];
  const byWindow = (a: Booking, b: Booking) => a.window.localeCompare(b.window);
  const on = (day: string) => bookings.filter((b) => isBooked(b) && b.window.startsWith(day)).sort(byWindow);
  const waiting = bookings
    .filter((b) => b.state === 'requested' && (floridaInstant(b.window) ?? 0) > nowMs)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
    .map((booking) => ({ booking, ageMs: nowMs - Date.parse(booking.receivedAt) }));
  return { today, tomorrow, waiting, todays: on(today), tomorrows: on(tomorrow) };
}
