/**
 * Which visits follow the owner's own calendar: he imported /api/calendar.ics and dragged a visit to another time, and
 * his calendar's feed (OWNER_CALENDAR_ICS_URL) now shows it there, under the same UID. His calendar is the truth, so
 * the booking moves there (SEQUENCE up, the homeowner told), but only on evidence that he moved it after our last
 * change: anyone whose invitation lands in his calendar writes part of that feed, and an imported copy is never
 * updated. So a visit follows only when exactly one event has its UID, its title still carries the request's reference
 * (given only to the owner and the homeowner), its LAST-MODIFIED is after the booking's last change (a copy imported
 * before the homeowner moved the visit stays where it was), and its new start is still ahead. Pure.
 */
import { localText, wallClock } from '../calendar/availability.ts';
import { visitUid } from '../calendar/visit-event.ts';
import { type Booking, canTake } from './state.ts';

/** One of the site's visits as the owner's feed shows it. */
export interface FeedVisit {
  uid: string;
  /** Its start (ms). */
  start: number;
  summary: string;
  /** Its LAST-MODIFIED (ms); undefined when the feed gives none. */
  modified?: number;
}

export interface FeedMove {
  booking: Booking;
  /** The window it moves to, "2026-11-30T13:30" on the business's clock. */
  window: string;
}

export function feedMoves(
  bookings: readonly Booking[],
  visits: readonly FeedVisit[],
  o: { origin: string; now: number; timeZone: string; holdMs: number },
): FeedMove[] {
  const byUid = new Map<string, FeedVisit[]>();
  for (const v of visits) byUid.set(v.uid, [...(byUid.get(v.uid) ?? []), v]);
  return bookings.flatMap((b) => {
    const found = byUid.get(visitUid(b.id, o.origin));
    if (found?.length !== 1) return [];
    const [v] = found;
    const reference = typeof b.entry.reference === 'string' ? b.entry.reference : '';
    if (!reference || !v.summary.includes(reference)) return [];
    if (v.modified === undefined || !(v.modified > Date.parse(b.changedAt))) return [];
    if (!(v.start > o.now) || !canTake(b, 'move', o.now, o.holdMs)) return [];
    const window = localText(wallClock(v.start, o.timeZone));
    return window === b.window ? [] : [{ booking: b, window }];
  });
}
