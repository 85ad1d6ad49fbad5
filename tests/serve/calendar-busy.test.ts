/**
 * Reading the owner's calendar feed (src/server/calendar/calendar-busy.ts) in bounded work: no zone taken from the feed (nothing
 * registered process-wide, TZIDs converted with Intl, an unknown one read as Florida time), a rule no date satisfies
 * left out within its steps, the whole feed refused past its budget, its busy times or its lines, and the everyday
 * parts (EXDATEs in any zone, moved occurrences, a daily event of years ago) read as a calendar shows them.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { busyTimes, FEED_LIMITS, FeedRefused } from '../../src/server/calendar/calendar-busy.ts';
import { leftOutWords } from '../../src/server/calendar/calendar-words.ts';
import { hostileFeeds } from '../hostile-feeds.ts';

const FL = 'America/New_York';
// Monday 2026-11-30, 07:00 in Florida, and the fortnight after.
const NOW = Date.UTC(2026, 10, 30, 12);
const span = { from: NOW, to: NOW + 15 * 86_400_000 };
const calendar = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n${body}END:VCALENDAR\r\n`;
const event = (uid: string, lines: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261101T000000Z\r\n${lines}END:VEVENT\r\n`;
const starts = (text: string, limits = FEED_LIMITS) =>
  busyTimes(text, span, FL, limits).busy.map((b) => new Date(b.start).toISOString().slice(0, 16));
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error instanceof FeedRefused ? error.why : String(error);
  }
};

describe('no zone from the feed', () => {
  it('registers none of its VTIMEZONEs (each read used to keep one for the life of the process)', () => {
    ICAL.TimezoneService.get('UTC'); // ical.js's own three (UTC, GMT, Z), made on first use
    const before = ICAL.TimezoneService.count;
    const read = busyTimes(hostileFeeds.zone(NOW), span, FL);
    expect(ICAL.TimezoneService.count).toBe(before);
    expect(ICAL.TimezoneService.has('X')).toBe(false);
    // The event named zone X, unknown to Intl, is read on a Florida clock: Dec 1, 8:00 EST.
    expect(read.busy.map((b) => b.start)).toContain(Date.UTC(2026, 11, 1, 13));
  });

  it('converts a TZID with Intl, UTC as UTC, a floating time on a Florida clock', () => {
    const text = calendar(
      event('a', 'DTSTART;TZID=America/Chicago:20261201T080000\r\nDTEND;TZID=America/Chicago:20261201T090000\r\n') +
        event('b', 'DTSTART:20261202T150000Z\r\nDTEND:20261202T160000Z\r\n') +
        event('c', 'DTSTART:20261203T080000\r\nDTEND:20261203T090000\r\n'),
    );
    expect(starts(text)).toEqual(['2026-12-01T14:00', '2026-12-02T15:00', '2026-12-03T13:00']);
  });
});

describe('bounded work', () => {
  it('leaves out a rule no date satisfies within its own steps, and still reads the rest', () => {
    const text = hostileFeeds
      .never(NOW)
      .replace(
        'END:VCALENDAR',
        `${event('ok', 'DTSTART:20261201T150000Z\r\nDTEND:20261201T160000Z\r\n')}END:VCALENDAR`,
      );
    // The steps bound the work, not a clock (a Worker's does not move while it computes): a loop they did not count
    // would never end, and the test's own timeout would say so. How long the budget takes belongs to no assertion
    // here: the same read took 170 ms alone and 2,071 ms beside the rest of npm test on two cores.
    const read = busyTimes(text, span, FL);
    expect(read.busy).toHaveLength(1);
    expect(read.leftOut).toEqual([{ start: Date.UTC(2026, 11, 1, 13), freq: 'DAILY', why: 'too-costly' }]);
    expect(leftOutWords(read, FL)).toMatch(/^One event .* repeating daily from Dec 1, 2026, 8:00 AM \(its repeat rule/);
  });

  it('refuses the whole feed past its budget of steps, busy times or lines', () => {
    const small = { ...FEED_LIMITS, steps: 5_000, busy: 3, lines: 20 };
    expect(refusal(() => busyTimes(hostileFeeds.never(NOW), span, FL, { ...small, lines: 100 }))).toBe('too-costly');
    const four = [1, 2, 3, 4].map((d) =>
      event(`e${d}`, `DTSTART:2026120${d}T150000Z\r\nDTEND:2026120${d}T160000Z\r\n`),
    );
    expect(refusal(() => busyTimes(calendar(four.join('')), span, FL, { ...small, lines: 100 }))).toBe('too-busy');
    expect(refusal(() => busyTimes(calendar(four.join('')), span, FL, small))).toBe('too-many-lines');
    expect(refusal(() => busyTimes('<html>not a calendar</html>', span, FL))).toBe('not-calendar');
  });

  it('leaves out an event whose times cannot be read, exceptions too, and reads the rest', () => {
    const text = calendar(
      event('bad', 'RECURRENCE-ID:2026\r\nDTSTART:2026\r\nDTEND:20261201T160000Z\r\n') +
        event('ok', 'DTSTART:20261201T150000Z\r\nDTEND:20261201T160000Z\r\n'),
    );
    const read = busyTimes(text, span, FL);
    expect(read.busy).toHaveLength(1);
    expect(read.leftOut).toEqual([{ start: Number.NaN, freq: undefined, why: 'unreadable' }]);
    expect(leftOutWords(read, FL)).toMatch(/^One event .* was left out, .*: an event \(its dates cannot be read\)/);
  });

  it('leaves out events repeating every second or listing too many dates, names the first and counts the rest', () => {
    const read = busyTimes(hostileFeeds.secondly(NOW), span, FL);
    expect(read.leftOutCount).toBe(300);
    expect(read.leftOut).toHaveLength(FEED_LIMITS.named);
    expect(read.busy).toHaveLength(1);
    expect(leftOutWords(read, FL)).toMatch(/^300 events .* repeating every second .*; 290 more\./);
    expect(busyTimes(hostileFeeds.moved(NOW), span, FL).leftOut[0]).toMatchObject({ why: 'too-many-dates' });
  });
});

describe('what a calendar shows', () => {
  it('reads a daily event of years ago from near the days offered, in its zone across daylight saving', () => {
    const text = calendar(
      event(
        'd',
        'DTSTART;TZID=America/New_York:20100706T090000\r\nDTEND;TZID=America/New_York:20100706T100000\r\nRRULE:FREQ=DAILY;INTERVAL=3\r\n',
      ),
    );
    // 2010-07-06 (EDT) plus multiples of three days: Nov 30 is one; 9:00 EST is 14:00 UTC.
    expect(starts(text)).toEqual([
      '2026-11-30T14:00',
      '2026-12-03T14:00',
      '2026-12-06T14:00',
      '2026-12-09T14:00',
      '2026-12-12T14:00',
    ]);
  });

  it('leaves out EXDATEs written in any zone, and an all-day EXDATE’s day', () => {
    const text = calendar(
      event(
        'w',
        'DTSTART;TZID=America/New_York:20261201T080000\r\nDTEND;TZID=America/New_York:20261201T090000\r\nRRULE:FREQ=DAILY;COUNT=4\r\nEXDATE:20261202T130000Z\r\nEXDATE;VALUE=DATE:20261203\r\n',
      ),
    );
    expect(starts(text)).toEqual(['2026-12-01T13:00', '2026-12-04T13:00']);
  });

  it('moves occurrences to their exceptions, and shifts those after a THISANDFUTURE one', () => {
    const uid = 'UID:s\r\nDTSTAMP:20261101T000000Z\r\n';
    const vevent = (lines: string) => `BEGIN:VEVENT\r\n${uid}${lines}END:VEVENT\r\n`;
    const text = calendar(
      vevent('DTSTART:20261201T130000Z\r\nDTEND:20261201T140000Z\r\nRRULE:FREQ=DAILY;COUNT=5\r\n') +
        vevent('RECURRENCE-ID:20261202T130000Z\r\nDTSTART:20261202T170000Z\r\nDTEND:20261202T180000Z\r\n') +
        vevent(
          'RECURRENCE-ID;RANGE=THISANDFUTURE:20261204T130000Z\r\nDTSTART:20261204T150000Z\r\nDTEND:20261204T153000Z\r\n',
        ),
    );
    expect(starts(text).sort()).toEqual([
      '2026-12-01T13:00',
      '2026-12-02T17:00',
      '2026-12-03T13:00',
      '2026-12-04T15:00',
      '2026-12-05T15:00',
    ]);
  });
});
