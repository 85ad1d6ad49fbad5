import { describe, expect, it } from 'vitest';
import { localToUtc, type WindowRules, windowsFor } from '../../../src/lib/calendar/availability.ts';
import { refusedBy } from '../../../src/lib/calendar/window-refusal.ts';

// The booking rules on the window list: hours of notice, visits per day, a buffer around the owner's busy times; the
// rule that refuses a window is named by src/lib/calendar/window-refusal.ts (tests/lib/calendar/window-refusal.test.ts holds the two together).
const rules: WindowRules = {
  timeZone: 'America/New_York',
  daysAhead: 14,
  windowMinutes: 120,
  sameDayUntil: '23:59',
  visitsPerWindow: 1,
  daysOff: [],
  holidays: [],
  hours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }],
};
const local = (day: number, h: number, m = 0) => localToUtc(Date.UTC(2026, 10, day, h, m), rules.timeZone);
const starts = (r: WindowRules, now: number, o?: Parameters<typeof windowsFor>[2]) =>
  windowsFor(r, now, o).map((w) => w.start);

describe('the hours of notice', () => {
  it('offers no window that starts within noticeHours of now', () => {
    // 8:58 on Monday: without notice 10:00 comes first; with three hours' notice the soonest is 12:00.
    expect(starts(rules, local(30, 8, 58))[0]).toBe('2026-11-30T10:00');
    expect(starts({ ...rules, noticeHours: 3 }, local(30, 8, 58))[0]).toBe('2026-11-30T12:00');
    // Late in the day the notice reaches into the next morning.
    expect(starts({ ...rules, noticeHours: 16 }, local(30, 17))[0]).toBe('2026-12-01T10:00');
  });

  it('names the rule that refuses a window asked for too soon', () => {
    const start = '2026-11-30T10:00';
    const now = local(30, 8, 58);
    expect(refusedBy({ ...rules, noticeHours: 3 }, now, start)).toBe('withinNotice');
    expect(refusedBy({ ...rules, noticeHours: 1 }, now, start)).toBeUndefined();
  });
});

describe('the visits per day', () => {
  it('offers none of a day whose visits reach visitsPerDay, and still the other days', () => {
    const held = { '2026-12-01T08:00': 1, '2026-12-01T12:00': 1 };
    const r = { ...rules, visitsPerDay: 2 };
    const offered = starts(r, local(30, 7), { held });
    expect(offered.some((s) => s.startsWith('2026-12-01'))).toBe(false);
    expect(offered.filter((s) => s.startsWith('2026-12-02'))).toHaveLength(5);
    expect(starts({ ...r, visitsPerDay: 3 }, local(30, 7), { held }).filter((s) => s.startsWith('2026-12-01'))).toEqual(
      ['2026-12-01T10:00', '2026-12-01T14:00', '2026-12-01T16:00'],
    );
    expect(refusedBy(r, local(30, 7), '2026-12-01T16:00', { held })).toBe('dayFull');
  });
});

describe('the buffer around busy times', () => {
  it('drops the windows that come within bufferMinutes of a busy time', () => {
    // Busy 12:00-13:00 on Monday: it overlaps 12-2; with a 30-minute buffer 10-12 (ending as it starts) goes too, and
    // 2-4 stays (it starts an hour after).
    const busy = [{ start: local(30, 12), end: local(30, 13) }];
    const monday = (r: WindowRules) => starts(r, local(30, 7), { busy }).filter((s) => s.startsWith('2026-11-30'));
    expect(monday(rules)).toEqual(['2026-11-30T08:00', '2026-11-30T10:00', '2026-11-30T14:00', '2026-11-30T16:00']);
    expect(monday({ ...rules, bufferMinutes: 30 })).toEqual([
      '2026-11-30T08:00',
      '2026-11-30T14:00',
      '2026-11-30T16:00',
    ]);
    expect(monday({ ...rules, bufferMinutes: 90 })).toEqual(['2026-11-30T08:00', '2026-11-30T16:00']);
  });
});
