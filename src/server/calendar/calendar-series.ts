/**
 * The occurrences of one recurring event of the owner's calendar feed (./calendar-busy.ts reads the feed) within the
 * days offered: ical.js expands its rules, RDATEs from where a daily or weekly rule comes near the days offered; the
 * EXDATEs and the occurrences its exceptions (RECURRENCE-ID) replace or shift are matched here by instant, whatever
 * zone each is written in. Within a budget of steps of its own (./ical-steps.ts) and caps on what it lists and yields:
 * past one, it throws, and the event is left out.
 */
import ICAL from 'ical.js';
import type { Busy } from '../../lib/calendar/availability.ts';
import type { EventTimes, Zones } from './calendar-times.ts';
import { OutOfSteps, spend, withPartSteps } from './ical-steps.ts';

export interface SeriesLimits {
  stepsPerEvent: number;
  busyPerEvent: number;
  values: number;
}

/** An event repeating more often than the site reads. */
export class TooOften extends Error {}
/** An event listing more dates, exceptions or rule parts than the site reads. */
export class TooManyDates extends Error {}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rules that repeat every second or minute are no one's appointments; they are left out without being run. */
const TOO_OFTEN = new Set(['SECONDLY', 'MINUTELY']);

/** A series' occurrences that its exceptions (RECURRENCE-ID, related by UID) replace, and those that shift the rest. */
export interface Moved {
  at: Set<number>;
  /** RANGE=THISANDFUTURE: from `at` on, each occurrence moves by `by` and lasts `length`; earliest first. */
  onward: { at: number; by: number; length: number }[];
}

export function movedOccurrences(events: ICAL.Component[], z: Zones): Map<string, Moved> {
  const bySeries = new Map<string, Moved>();
  for (const event of events) {
    spend();
    try {
      const id = event.getFirstProperty('recurrence-id');
      const value = id?.getFirstValue();
      if (!id || !(value instanceof ICAL.Time)) continue;
      const uid = String(event.getFirstPropertyValue('uid'));
      const moved = bySeries.get(uid) ?? { at: new Set<number>(), onward: [] };
      bySeries.set(uid, moved);
      const at = z.instant(value, z.of(id));
      moved.at.add(at);
      const own = z.times(event);
      if (own && id.getParameter('range') === 'THISANDFUTURE')
        moved.onward.push({ at, by: own.start - at, length: own.end - own.start });
    } catch (error) {
      // An exception whose times cannot be read replaces nothing; the reading of the events says it is left out.
      if (error instanceof OutOfSteps) throw error;
    }
  }
  for (const m of bySeries.values()) m.onward.sort((a, b) => a.at - b.at);
  return bySeries;
}

/**
 * Where to start a daily or weekly rule without COUNT: a whole number of its periods on from DTSTART, a week before the
 * span, so that a daily event since 2010 is not walked through sixteen years to reach the fortnight offered. Its
 * occurrences from there are the same (each of its BY parts is a property of a day, and whole periods keep INTERVAL's
 * phase); the start itself, which ical.js always yields, falls before the span.
 */
function nearSpan(rules: ICAL.Recur[], times: EventTimes, from: number): ICAL.Time {
  const [rule] = rules;
  if (rules.length !== 1 || rule.count || (rule.freq !== 'DAILY' && rule.freq !== 'WEEKLY')) return times.first;
  const periodDays = (rule.freq === 'WEEKLY' ? 7 : 1) * Math.max(1, rule.interval || 1);
  const periods = Math.floor((from - (times.end - times.start) - 7 * DAY_MS - times.start) / (periodDays * DAY_MS));
  if (periods <= 0) return times.first;
  const start = times.first.clone();
  start.adjust(periods * periodDays, 0, 0, 0);
  return start;
}

const wallDay = (t: ICAL.Time) => `${t.year}-${t.month}-${t.day}`;

/** The busy times of a recurring event in the span, less its EXDATEs and the occurrences its exceptions replace. */
export function occurrences(
  event: ICAL.Component,
  times: EventTimes,
  moved: Moved | undefined,
  span: { from: number; to: number },
  z: Zones,
  limits: SeriesLimits,
): Busy[] {
  const rules = event.getAllProperties('rrule').map((p) => p.getFirstValue() as ICAL.Recur);
  if (rules.some((r) => TOO_OFTEN.has(r.freq))) throw new TooOften();
  const listed = (name: string) => event.getAllProperties(name).reduce((n, p) => n + p.getValues().length, 0);
  const ruleValues = rules.reduce((n, r) => n + Object.values(r.parts).flat().length, 0);
  if (ruleValues + listed('rdate') + listed('exdate') + (moved?.at.size ?? 0) > limits.values) throw new TooManyDates();
  // EXDATEs are matched by instant here, whatever zone each is written in (ical.js compares wall clocks); an all-day
  // one leaves out the occurrences of its day.
  const excluded = new Set<number | string>();
  for (const p of event.getAllProperties('exdate'))
    for (const t of p.getValues() as ICAL.Time[]) excluded.add(t.isDate ? wallDay(t) : z.instant(t, z.of(p)));
  event.removeAllProperties('exdate');
  const length = times.end - times.start;
  const found: Busy[] = [];
  return withPartSteps(limits.stepsPerEvent, () => {
    const expansion = new ICAL.RecurExpansion({ component: event, dtstart: nearSpan(rules, times, span.from) });
    let shift = -1;
    for (let next = expansion.next(); next; next = expansion.next()) {
      spend();
      // Long before the span (a wall clock is within a day of its instant): passed by without converting it.
      if (Date.UTC(next.year, next.month - 1, next.day) + length + 2 * DAY_MS < span.from) continue;
      const start = z.instant(next, next.zone === ICAL.Timezone.utcTimezone ? 'UTC' : times.zone);
      if (start >= span.to) break;
      if (excluded.has(start) || excluded.has(wallDay(next)) || moved?.at.has(start)) continue;
      while (moved && shift + 1 < moved.onward.length && moved.onward[shift + 1].at <= start) shift++;
      const onward = moved?.onward[shift];
      const at = start + (onward?.by ?? 0);
      found.push({ start: at, end: at + (onward?.length ?? length) });
      if (found.length > limits.busyPerEvent) throw new TooOften();
    }
    return found;
  });
}
