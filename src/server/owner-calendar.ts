/**
 * The times the owner's own calendar shows busy (OWNER_CALENDAR_ICS_URL: the private iCal address Google Calendar,
 * Outlook and Apple Calendar publish), read with Mozilla's ical.js. The feed is someone else's server: it is read with a
 * time limit and a size cap, its recurrences are expanded only within the days asked for and only so far, and what was
 * read is kept for CACHE_MS per instance, a failure too, so no visitor's request waits on it more than once in a while.
 * A feed that cannot be read leaves the windows offered without its busy times, and the owner is told: in the log, and
 * in /admin/stats through each read's outcome, which `record` keeps (./calendar-feed-log.ts).
 */
import ICAL from 'ical.js';
import { type Busy, localToUtc } from '../lib/availability.ts';
import { readCapped } from './read-body.ts';

export const FETCH_TIMEOUT_MS = 3000;
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
export const CACHE_MS = 5 * 60 * 1000;
/** Occurrences looked at per recurring event: an endless or very frequent rule stops here. */
export const MAX_OCCURRENCES = 2000;

export interface CalendarRead {
  busy: Busy[];
  /** Why the feed could not be read, for the owner; undefined when it was. */
  error?: string;
}

const cache = new Map<string, { until: number; read: Promise<CalendarRead> }>();

/** The busy times of the feed at `url` between `from` and `to` (ms), from this instance's cache when fresh. */
export function ownerBusy(
  url: string,
  span: { from: number; to: number },
  o: {
    now: number;
    timeZone: string;
    fetch?: typeof globalThis.fetch;
    /** Keeps the outcome of a read (not of an answer from the cache); a failure to keep it is only logged. */
    record?: (read: CalendarRead) => Promise<void>;
  },
): Promise<CalendarRead> {
  const kept = cache.get(url);
  if (kept && kept.until > o.now) return kept.read;
  const read = readFeed(url, span, o)
    .catch((error: unknown): CalendarRead => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `Owner's calendar (OWNER_CALENDAR_ICS_URL): ${reason}. The arrival windows are offered without its busy times; check the address in the calendar's sharing settings.`,
      );
      return { busy: [], error: reason };
    })
    .then(async (outcome) => {
      await o.record?.(outcome).catch((error: unknown) => console.error("Owner's calendar (its outcome):", error));
      return outcome;
    });
  cache.set(url, { until: o.now + CACHE_MS, read });
  return read;
}

/** Forgets what was read (tests start each case afresh). */
export const forgetOwnerCalendar = () => cache.clear();

async function readFeed(
  url: string,
  span: { from: number; to: number },
  o: { timeZone: string; fetch?: typeof globalThis.fetch },
): Promise<CalendarRead> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const res = await (o.fetch ?? fetch)(url, { signal, headers: { Accept: 'text/calendar' } });
  if (!res.ok) throw new Error(`the feed answered ${res.status}`);
  // Counted as it arrives (./read-body.ts): a feed without a length is capped too.
  const bytes = await readCapped(res, MAX_FEED_BYTES);
  if (!bytes) throw new Error(`the feed is larger than ${MAX_FEED_BYTES} bytes`);
  const text = new TextDecoder().decode(bytes);
  try {
    return { busy: busyTimes(text, span, o.timeZone) };
  } catch (error) {
    // ical.js's own words ("invalid line…") do not tell the owner that the address serves something else.
    throw new Error(`the address answered something that is not an iCalendar feed (${(error as Error).message})`);
  }
}

/** The instant of an iCalendar time: zoned times as they are, floating times and all-day dates in the business's zone. */
function instant(t: ICAL.Time, timeZone: string): number {
  if (!t.isDate && t.zone && t.zone.tzid !== 'floating') return t.toUnixTime() * 1000;
  return localToUtc(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second), timeZone);
}

/** The busy times of an iCalendar text within [from, to); throws on text that is no calendar. */
export function busyTimes(text: string, span: { from: number; to: number }, timeZone: string): Busy[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const busy: Busy[] = [];
  const keep = (start: ICAL.Time, end: ICAL.Time) => {
    const b = { start: instant(start, timeZone), end: instant(end, timeZone) };
    if (b.start < span.to && b.end > span.from) busy.push(b);
  };
  const events = calendar.getAllSubcomponents('vevent');
  // An occurrence moved or cancelled (RECURRENCE-ID) is a VEVENT of its own, related to its series by UID: ical.js
  // relates every exception of the calendar to every series unless told which are whose.
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const e of events.filter((e) => e.hasProperty('recurrence-id'))) {
    const uid = String(e.getFirstPropertyValue('uid'));
    const ofSeries = exceptions.get(uid) ?? [];
    ofSeries.push(e);
    exceptions.set(uid, ofSeries);
  }
  for (const component of events) {
    // Free time ("Show as: available") and cancelled events do not take the owner away.
    if (component.getFirstPropertyValue('transp') === 'TRANSPARENT') continue;
    if (component.getFirstPropertyValue('status') === 'CANCELLED') continue;
    const uid = String(component.getFirstPropertyValue('uid'));
    const series = !component.hasProperty('recurrence-id');
    const event = new ICAL.Event(component, { exceptions: series ? (exceptions.get(uid) ?? []) : [] });
    if (!event.startDate) continue;
    // An exception is kept as the event it is, at its own time, whichever of the series' times it replaces.
    if (!series || !event.isRecurring()) {
      keep(event.startDate, event.endDate ?? event.startDate);
      continue;
    }
    // The series' own times (EXDATEs left out by ical.js), less those an exception replaces (kept above) or cancels;
    // those a RANGE=THISANDFUTURE exception shifts are kept at their shifted times.
    const it = event.iterator();
    for (let n = 0; n < MAX_OCCURRENCES; n++) {
      const next = it.next();
      if (!next || instant(next, timeZone) >= span.to) break;
      const o = event.getOccurrenceDetails(next);
      const replaced = o.item !== event && o.item.recurrenceId.compare(next) === 0;
      if (!replaced && o.item.component.getFirstPropertyValue('status') !== 'CANCELLED') keep(o.startDate, o.endDate);
    }
  }
  return busy;
}
