/**
 * Requested visits as iCalendar (RFC 5545) text: the invitation attached to the owner's e-mail, the homeowner's
 * tentative copy and the owner's feed (GET /api/calendar.ics) all come from here. Written by ical-generator, which
 * escapes every text value (backslash, semicolon, comma, newline) and folds lines at 75 octets, so nothing a visitor
 * typed can start a property of its own. Its texts go in as plain text (../forms/plain-text.ts): no control character, which
 * RFC 5545 forbids, and no HTML, which a calendar app may render, also for visits stored before the form dropped them.
 * Times are written in UTC (…Z): a calendar shows them in its own zone, and no VTIMEZONE has to be carried. A
 * booking's invitations (../booking/invitation.ts) are iTIP messages (RFC 5546): METHOD REQUEST or CANCEL, the same UID
 * each time, a higher SEQUENCE, an ORGANIZER (the business) and an ATTENDEE. Pure and free of Node's modules: every
 * host runs it.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { plainText } from '../forms/plain-text.ts';
import { BUSINESS_TIME_ZONE } from '../widgets/open-status.ts';
import { localToUtc } from './availability.ts';

/** A window's length where none is given (data/schedule.yaml windowMinutes is what the handler passes). */
export const DEFAULT_WINDOW_MINUTES = 120;

export interface Visit {
  /** Stable across sends and feed reads, so a calendar updates the event instead of adding it twice. */
  uid: string;
  /** The window's start in Florida local time, "YYYY-MM-DDTHH:MM". */
  window: string;
  summary: string;
  location?: string;
  description?: string;
  /** RFC 5545 SEQUENCE: raised by every change a calendar must see, so the newest invitation wins. */
  sequence?: number;
  /** This visit's STATUS, over the calendar's `status`. */
  status?: VisitStatus;
  /** Who invites (the business) and who is invited, for an iTIP REQUEST or CANCEL. */
  organizer?: { name: string; email: string };
  attendee?: { email: string; name?: string };
}

export type VisitStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface CalendarOptions {
  /** TENTATIVE for the homeowner (the owner has not confirmed yet); none for the owner's own copy and feed. */
  status?: VisitStatus;
  /** PUBLISH (a feed, a copy) by default; REQUEST or CANCEL for a booking's invitation. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  windowMinutes?: number;
  /** The calendar's name as a subscribing app shows it. */
  name?: string;
  /** DTSTAMP: when the text was made. */
  now?: number;
  /** A feed's hint to read it again after this many minutes (REFRESH-INTERVAL and X-PUBLISHED-TTL, RFC 7986). */
  refreshMinutes?: number;
}

const WINDOW = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** "2026-11-30T08:00" in Florida -> the instant (ms); undefined for a value that is not such a time. */
export function floridaInstant(window: string): number | undefined {
  const m = WINDOW.exec(window);
  if (!m) return undefined;
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== window) return undefined;
  return localToUtc(wall, BUSINESS_TIME_ZONE);
}

/** The calendar text of `visits` (those whose window is not a valid time are left out). */
export function visitsCalendar(visits: Visit[], o: CalendarOptions = {}): string {
  const minutes = o.windowMinutes ?? DEFAULT_WINDOW_MINUTES;
  const cal = ical({
    prodId: { company: 'florida-handyman-site', product: 'visits', language: 'EN' },
    method: ICalCalendarMethod[o.method ?? 'PUBLISH'],
    ...(o.name ? { name: o.name } : {}),
    ...(o.refreshMinutes ? { ttl: o.refreshMinutes * 60 } : {}),
  });
  for (const v of visits) {
    const start = floridaInstant(v.window);
    if (start === undefined) continue;
    cal.createEvent({
      id: v.uid,
      start: new Date(start),
      end: new Date(start + minutes * 60_000),
      stamp: new Date(o.now ?? Date.now()),
      summary: plainText(v.summary),
      ...(v.location ? { location: plainText(v.location) } : {}),
      ...(v.description ? { description: plainText(v.description, { lines: true }) } : {}),
      ...((v.status ?? o.status) ? { status: ICalEventStatus[(v.status ?? o.status)!] } : {}),
      ...(v.sequence === undefined ? {} : { sequence: v.sequence }),
      ...(v.organizer ? { organizer: v.organizer } : {}),
      // The homeowner answers by the links in the e-mail, not by a calendar's RSVP, which would reach no one.
      ...(v.attendee ? { attendees: [{ ...v.attendee, rsvp: false }] } : {}),
    });
  }
  return cal.toString();
}
