/**
 * The busy times of the owner's calendar feed within the days offered, read from its iCalendar text with ical.js in
 * bounded work on every host: anyone whose invitation lands in the owner's calendar writes part of this text. The
 * text is refused whole past FEED_LIMITS.lines; each recurring event gets a budget of steps of its own within the
 * feed's (./ical-steps.ts) and a cap on its busy times (./calendar-series.ts), and one that passes them is left out and named for the owner
 * while the rest of the feed still counts; the feed is refused whole past its own budget or cap. No zone is taken
 * from the feed (./calendar-times.ts). Pure and synchronous: `npm start` runs it in a worker thread with a deadline
 * (./calendar-thread.ts), Cloudflare and Netlify in the request, where only the counted steps bound it.
 */
import ICAL from 'ical.js';
import type { FeedVisit } from '../../lib/booking/feed-moves.ts';
import type { Busy } from '../../lib/calendar/availability.ts';
import { movedOccurrences, occurrences, TooManyDates, TooOften } from './calendar-series.ts';
import { type EventTimes, type Zones, zones } from './calendar-times.ts';
import { OutOfSteps, spend, withSteps } from './ical-steps.ts';

/** What one read of a feed may cost: each figure is what a feed past it would take; docs/hosting.md says them. */
export const FEED_LIMITS = {
  /** Content lines (folded lines count once): ical.js's parser keeps about 250 bytes for each. */
  lines: 100_000,
  /** Recurrence steps of the whole feed: about half a second of one core of the machine that measured it. */
  steps: 60_000,
  /**
   * Steps of one recurring event: a daily or weekly one starts near the days offered (./calendar-series.ts nearSpan),
   * a monthly one of forty years takes about 1,500.
   */
  stepsPerEvent: 10_000,
  /** Busy times one recurring event may have in the days offered: one every 20 minutes for a fortnight. */
  busyPerEvent: 1_000,
  /** Busy times of the whole feed in the days offered. */
  busy: 5_000,
  /** Values one event's rules, RDATEs, EXDATEs and moved occurrences may list. */
  values: 1_000,
  /** Events left out that are named to the owner (the others are counted). */
  named: 10,
};
export type FeedLimits = typeof FEED_LIMITS;

/** An event left out, for the owner: when it starts (NaN when that cannot be read), how its rule repeats, and why. */
export interface LeftOut {
  start: number;
  freq?: string;
  why: 'too-often' | 'too-many-dates' | 'too-costly' | 'unreadable';
}

export interface FeedBusy {
  busy: Busy[];
  /** The site's own visits in the feed (single events whose UID has the shape of ours), not counted as busy. */
  visits?: FeedVisit[];
  /** The first events left out (FEED_LIMITS.named), and how many were in all. */
  leftOut: LeftOut[];
  leftOutCount: number;
}

/** Why a whole feed was not read. */
export type RefusedWhy = 'not-calendar' | 'too-many-lines' | 'too-costly' | 'too-busy';
export class FeedRefused extends Error {
  readonly why: RefusedWhy;
  constructor(why: RefusedWhy) {
    super(`the feed was refused: ${why}`);
    this.why = why;
  }
}

/** The busy times of `text` within [span.from, span.to), in the business's zone `timeZone`; throws FeedRefused. */
export function busyTimes(
  text: string,
  span: { from: number; to: number },
  timeZone: string,
  limits: FeedLimits = FEED_LIMITS,
): FeedBusy {
  if (contentLines(text) > limits.lines) throw new FeedRefused('too-many-lines');
  try {
    return withSteps(limits.steps, () => read(text, span, zones(timeZone), limits));
  } catch (error) {
    if (error instanceof OutOfSteps) throw new FeedRefused('too-costly');
    throw error;
  }
}

function contentLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    const next = text.charCodeAt(i + 1);
    if (next !== 32 && next !== 9) n++; // a folded line goes on after a space or a tab
  }
  return n;
}

function read(text: string, span: { from: number; to: number }, z: Zones, limits: FeedLimits): FeedBusy {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch {
    throw new FeedRefused('not-calendar');
  }
  if (!Array.isArray(jcal) || jcal[0] !== 'vcalendar' || !Array.isArray(jcal[2])) throw new FeedRefused('not-calendar');
  // Its zones go before ical.js sees them: a TZID then names no zone to ical.js, and ./calendar-times.ts converts it.
  jcal[2] = (jcal[2] as unknown[][]).filter((c) => c[0] !== 'vtimezone');
  const events = new ICAL.Component(jcal).getAllSubcomponents('vevent');
  const busy: Busy[] = [];
  const result: FeedBusy = { busy, leftOut: [], leftOutCount: 0 };
  const keep = (times: readonly Busy[]) => {
    for (const b of times) if (b.start < span.to && b.end > span.from) busy.push(b);
    if (busy.length > limits.busy) throw new FeedRefused('too-busy');
  };
  const moved = movedOccurrences(events, z);
  const visits: FeedVisit[] = [];
  for (const event of events) {
    spend();
    let times: EventTimes | undefined;
    try {
      times = z.times(event);
      if (!times || !shown(event)) continue;
      const series = !event.hasProperty('recurrence-id') && (event.hasProperty('rrule') || event.hasProperty('rdate'));
      const uid = String(event.getFirstPropertyValue('uid') ?? '');
      // A visit of our own is held by its booking, not by the owner's busy time; where it is now may move it.
      if (!series && OUR_UID.test(uid)) {
        if (visits.length < limits.busy) visits.push(visitOf(event, uid, times.start));
        continue;
      }
      keep(
        series
          ? occurrences(event, times, moved.get(String(event.getFirstPropertyValue('uid'))), span, z, limits)
          : [times],
      );
    } catch (error) {
      if (error instanceof FeedRefused || (error instanceof OutOfSteps && error.whole)) throw error;
      const why =
        error instanceof OutOfSteps
          ? 'too-costly'
          : error instanceof TooOften
            ? 'too-often'
            : error instanceof TooManyDates
              ? 'too-many-dates'
              : 'unreadable';
      const rule = event.getFirstPropertyValue('rrule');
      if (result.leftOutCount++ < limits.named)
        result.leftOut.push({
          start: times?.start ?? Number.NaN,
          freq: rule instanceof ICAL.Recur ? rule.freq : undefined,
          why,
        });
    }
  }
  return visits.length ? { ...result, visits } : result;
}

/** A visit of ours as the feed shows it (../../lib/booking/feed-moves.ts decides whether it moves). */
function visitOf(event: ICAL.Component, uid: string, start: number): FeedVisit {
  const modified = event.getFirstPropertyValue('last-modified');
  return {
    uid,
    start,
    summary: String(event.getFirstPropertyValue('summary') ?? '').slice(0, 200),
    ...(modified instanceof ICAL.Time ? { modified: modified.toUnixTime() * 1000 } : {}),
  };
}

/** The shape of a visit's UID (src/lib/calendar/visit-event.ts visitUid): quote-<id>@<host>. */
const OUR_UID = /^quote-[^@\s]{1,100}@[^@\s]{1,253}$/;

/** Free time ("Show as: available") and cancelled events do not take the owner away. */
const shown = (event: ICAL.Component) =>
  event.getFirstPropertyValue('transp') !== 'TRANSPARENT' && event.getFirstPropertyValue('status') !== 'CANCELLED';
