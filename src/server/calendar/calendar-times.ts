/**
 * The instants of a calendar feed's times without a zone from the feed: its VTIMEZONEs are never read (one that
 * repeats every minute since 1601 filled the heap, and ical.js keeps a registered zone for the life of the process),
 * so each TZID is converted with the platform's own time zones (Intl), the way the site converts Florida time
 * (src/lib/calendar/availability.ts localToUtc). A TZID Intl does not know (Outlook's "Eastern Standard Time", a made-up name)
 * is read as the business's own zone: a Florida business's calendar is in Florida time, and a guess is better than
 * leaving the event out. Times in UTC are UTC; floating times and all-day dates are the business's wall clock.
 */
import ICAL from 'ical.js';
import { localToUtc } from '../../lib/calendar/availability.ts';
import { spend } from './ical-steps.ts';

const UTC = 'UTC';
const DAY_MS = 24 * 60 * 60 * 1000;

/** An event's own times: its start and end instants, and its start as ical.js reads it with the zone that counts. */
export interface EventTimes {
  start: number;
  end: number;
  first: ICAL.Time;
  zone: string;
}

export interface Zones {
  /** The zone a time property counts in: UTC, a zone Intl knows, or the business's. */
  of(prop: ICAL.Property): string;
  /** The instant of `t` on the wall clock of `zone`; an all-day date starts at the business's midnight. */
  instant(t: ICAL.Time, zone: string): number;
  /** The times of a VEVENT, or undefined when it has no start. */
  times(event: ICAL.Component): EventTimes | undefined;
}

/** A zone name as Intl writes it, or undefined when Intl does not know it. */
function canonicalZone(tzid: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tzid }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zones of one read, in the business's zone `business` (one per read: a feed's made-up names do not outlive it). */
export function zones(business: string): Zones {
  const seen = new Map<string, string>();
  const of = (prop: ICAL.Property): string => {
    const value = prop.getFirstValue();
    if (value instanceof ICAL.Time && value.zone === ICAL.Timezone.utcTimezone) return UTC;
    const tzid = prop.getParameter('tzid');
    if (typeof tzid !== 'string') return business;
    let zone = seen.get(tzid);
    if (zone === undefined) {
      // Asking Intl costs about a hundred times a step: a feed of a thousand made-up names pays for each.
      spend(100);
      zone = canonicalZone(tzid) ?? business;
      seen.set(tzid, zone);
    }
    return zone;
  };
  const instant = (t: ICAL.Time, zone: string): number => {
    if (t.isDate) return localToUtc(Date.UTC(t.year, t.month - 1, t.day), business);
    const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
    return zone === UTC ? wall : localToUtc(wall, zone);
  };
  const times = (event: ICAL.Component): EventTimes | undefined => {
    const startProp = event.getFirstProperty('dtstart');
    const first = startProp?.getFirstValue();
    if (!startProp || !(first instanceof ICAL.Time)) return undefined;
    const zone = of(startProp);
    const start = instant(first, zone);
    const endProp = event.getFirstProperty('dtend');
    const endValue = endProp?.getFirstValue();
    const duration = event.getFirstPropertyValue('duration');
    let end = first.isDate ? start + DAY_MS : start;
    if (endProp && endValue instanceof ICAL.Time) end = instant(endValue, of(endProp));
    else if (duration instanceof ICAL.Duration) end = start + duration.toSeconds() * 1000;
    return { start, end: Math.max(start, end), first, zone };
  };
  return { of, instant, times };
}
