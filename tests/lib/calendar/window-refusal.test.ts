import { describe, expect, it } from 'vitest';
import { localToUtc, type WindowRules, windowsFor } from '../../../src/lib/calendar/availability.ts';
import { refusedBy, WINDOW_RULES } from '../../../src/lib/calendar/window-refusal.ts';

const rules: WindowRules = {
  timeZone: 'America/New_York',
  daysAhead: 14,
  windowMinutes: 120,
  sameDayUntil: '12:00',
  visitsPerWindow: 1,
  daysOff: ['2026-12-01'],
  holidays: [{ date: '2026-12-25' }],
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '16:00' },
  ],
};
const at = (local: string) => localToUtc(Date.parse(`${local}:00Z`), rules.timeZone);
// Thursday 2026-12-17, 9:30 in Florida.
const now = at('2026-12-17T09:30');

describe('refusedBy names the rule that refuses a window', () => {
  it.each([
    ['2026-12-17T08:00', 'tooSoon', 'started already'],
    ['2026-12-16T14:00', 'tooSoon', 'yesterday'],
    ['2027-01-04T08:00', 'tooFar', 'past the days ahead'],
    ['2026-12-25T10:00', 'holiday', 'Christmas'],
    ['2026-12-20T10:00', 'closedDay', 'a Sunday'],
    ['2026-12-18T19:00', 'outsideHours', 'after closing'],
    ['2026-12-18T17:00', 'outsideHours', 'a window that would end after closing'],
    ['2026-12-19T08:00', 'outsideHours', 'before Saturday opens'],
    ['2026-12-18T09:00', 'notAStart', 'between two windows'],
    ['2026-12-18T08:30', 'notAStart', 'off the half hour'],
    ['2026-02-30T08:00', 'notAStart', 'a date the calendar has not'],
  ])('%s: %s (%s)', (start, rule) => {
    expect(refusedBy(rules, now, start)).toBe(rule);
  });

  it('today after sameDayUntil is too soon, a full window or one the owner is busy in is full', () => {
    expect(refusedBy(rules, at('2026-12-17T12:00'), '2026-12-17T14:00')).toBe('tooSoon');
    expect(refusedBy(rules, now, '2026-12-17T14:00')).toBeUndefined();
    expect(refusedBy(rules, now, '2026-12-18T08:00', { held: { '2026-12-18T08:00': 1 } })).toBe('full');
    const busy = [{ start: at('2026-12-18T09:00'), end: at('2026-12-18T09:30') }];
    expect(refusedBy(rules, now, '2026-12-18T08:00', { busy })).toBe('full');
    expect(refusedBy({ ...rules, daysOff: [] }, now, '2026-12-01T08:00')).toBe('tooSoon');
  });

  it('names the booking rules: too little notice, a full day; a window within the buffer of a busy time is full', () => {
    const booked = { ...rules, noticeHours: 3, visitsPerDay: 2, bufferMinutes: 30 };
    // 9:30 with three hours' notice: 12:00 starts too soon, 14:00 does not.
    expect(refusedBy(booked, now, '2026-12-17T12:00')).toBe('withinNotice');
    expect(refusedBy(booked, now, '2026-12-17T14:00')).toBeUndefined();
    const held = { '2026-12-18T08:00': 1, '2026-12-18T12:00': 1 };
    expect(refusedBy(booked, now, '2026-12-18T10:00', { held })).toBe('dayFull');
    expect(refusedBy({ ...booked, visitsPerDay: 3 }, now, '2026-12-18T10:00', { held })).toBeUndefined();
    // Busy 12:00-13:00: 10-12 ends as it starts, inside the buffer; 14-16 starts an hour after it.
    const busy = [{ start: at('2026-12-21T12:00'), end: at('2026-12-21T13:00') }];
    expect(refusedBy(booked, now, '2026-12-21T10:00', { busy })).toBe('full');
    expect(refusedBy(rules, now, '2026-12-21T10:00', { busy })).toBeUndefined();
    expect(refusedBy(booked, now, '2026-12-21T14:00', { busy })).toBeUndefined();
  });

  const booking = ['withinNotice', 'dayFull'];
  it.each([
    ['the schedule without booking rules', rules, WINDOW_RULES.map(([r]) => r).filter((r) => !booking.includes(r))],
    [
      'hours of notice, visits per day and a buffer',
      { ...rules, noticeHours: 3, visitsPerDay: 2, bufferMinutes: 30 },
      WINDOW_RULES.map(([r]) => r),
    ],
  ])(
    'refuses exactly what windowsFor does not offer with %s, every half hour of the days around the span',
    (_, r, all) => {
      const held = { '2026-12-18T10:00': 1, '2026-12-22T08:00': 1, '2026-12-22T12:00': 1 };
      const busy = [{ start: at('2026-12-21T13:00'), end: at('2026-12-21T15:00') }];
      for (const clock of [now, at('2026-12-17T12:30'), at('2026-11-01T07:00')]) {
        const offered = new Set(windowsFor(r, clock, { held, busy }).map((w) => w.start));
        const seen = new Set<string>();
        for (let t = clock - 2 * 86_400_000; t < clock + 17 * 86_400_000; t += 30 * 60_000) {
          const start = new Date(t).toISOString().slice(0, 16);
          const rule = refusedBy(r, clock, start, { held, busy });
          expect(rule === undefined, `${start} at ${new Date(clock).toISOString()}: ${rule}`).toBe(offered.has(start));
          if (rule) seen.add(rule);
        }
        expect(offered.size).toBeGreaterThan(0);
        if (clock === now) expect([...seen].sort()).toEqual([...all].sort());
      }
    },
  );
});
