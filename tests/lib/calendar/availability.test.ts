import { describe, expect, it } from 'vitest';
import { localToUtc, type WindowRules, windowLabel, windowsFor } from '../../../src/lib/calendar/availability.ts';

const rules: WindowRules = {
  timeZone: 'America/New_York',
  daysAhead: 14,
  windowMinutes: 120,
  sameDayUntil: '12:00',
  visitsPerWindow: 2,
  daysOff: [],
  holidays: [],
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '16:00' },
  ],
};
const perWeekday = (18 - 8) / 2; // two-hour windows from 08:00 to 18:00
const perSaturday = Math.floor((16 - 9) / 2);
// Monday 2026-11-30, 07:00 in Florida (EST, UTC-5).
const mondayMorning = Date.UTC(2026, 10, 30, 12, 0);

describe('windowsFor', () => {
  it('offers every window of the working days ahead, Florida time, none on Sunday', () => {
    const w = windowsFor(rules, mondayMorning);
    // Two weeks from a Monday: ten weekdays and two Saturdays.
    expect(w).toHaveLength(10 * perWeekday + 2 * perSaturday);
    expect(w[0]).toMatchObject({ start: '2026-11-30T08:00', startMs: Date.UTC(2026, 10, 30, 13), free: 2 });
    expect(w.map((x) => x.start)).toContain('2026-12-05T13:00');
    expect(w.some((x) => x.start.startsWith('2026-12-06'))).toBe(false);
    expect(w.at(-1)?.start).toBe('2026-12-12T13:00');
  });

  it('keeps local times across the daylight-saving changes of November and March', () => {
    const nov = windowsFor(rules, Date.UTC(2026, 9, 30, 10)).filter((x) => x.start.endsWith('T08:00'));
    expect(nov.find((x) => x.start === '2026-10-30T08:00')?.startMs).toBe(Date.UTC(2026, 9, 30, 12)); // EDT
    expect(nov.find((x) => x.start === '2026-11-02T08:00')?.startMs).toBe(Date.UTC(2026, 10, 2, 13)); // EST
    const mar = windowsFor(rules, Date.UTC(2027, 2, 12, 12)).filter((x) => x.start.endsWith('T08:00'));
    expect(mar.find((x) => x.start === '2027-03-15T08:00')?.startMs).toBe(Date.UTC(2027, 2, 15, 12));
    expect(localToUtc(Date.UTC(2027, 2, 14, 12), 'America/New_York')).toBe(Date.UTC(2027, 2, 14, 16));
  });

  it('offers today only before sameDayUntil, and only windows not started yet', () => {
    const at = (h: number, m = 0) => windowsFor(rules, localToUtc(Date.UTC(2026, 10, 30, h, m), rules.timeZone));
    expect(at(9)[0].start).toBe('2026-11-30T10:00');
    expect(at(11, 59)[0].start).toBe('2026-11-30T12:00');
    expect(at(12)[0].start).toBe('2026-12-01T08:00');
  });

  it('skips days off and holidays', () => {
    const w = windowsFor({ ...rules, daysOff: ['2026-12-01'], holidays: [{ date: '2026-12-02' }] }, mondayMorning);
    expect(w.some((x) => x.start.startsWith('2026-12-01') || x.start.startsWith('2026-12-02'))).toBe(false);
    expect(w.some((x) => x.start.startsWith('2026-12-03'))).toBe(true);
  });

  it('counts the requests holding a window and drops it once full', () => {
    const w = windowsFor(rules, mondayMorning, { held: { '2026-11-30T08:00': 1, '2026-11-30T10:00': 2 } });
    expect(w[0]).toMatchObject({ start: '2026-11-30T08:00', free: 1 });
    expect(w[1].start).toBe('2026-11-30T12:00');
  });

  it('drops every window a busy time overlaps, and only those', () => {
    // 11:30-12:30 local overlaps 10-12 and 12-2; a busy time ending at 10:00 touches 8-10 without overlapping 10-12.
    const busy = [
      { start: Date.UTC(2026, 10, 30, 16, 30), end: Date.UTC(2026, 10, 30, 17, 30) },
      { start: Date.UTC(2026, 10, 30, 13), end: Date.UTC(2026, 10, 30, 15) },
    ];
    const starts = windowsFor(rules, mondayMorning, { busy }).map((x) => x.start);
    expect(starts.slice(0, 2)).toEqual(['2026-11-30T14:00', '2026-11-30T16:00']);
  });
});

describe('windowLabel', () => {
  const w = windowsFor(rules, mondayMorning)[0];
  it('names the day and the hours in English and Spanish, on a twelve-hour clock as US Spanish writes it', () => {
    expect(windowLabel(w, 'en', rules.timeZone)).toBe('Mon, Nov 30, 8 – 10 AM');
    expect(windowLabel(w, 'es', rules.timeZone)).toBe('lun, 30 de nov, 8 – 10 a. m.');
    const noon = { startMs: w.startMs + 2 * 3600_000, endMs: w.startMs + 4 * 3600_000 };
    expect(windowLabel(noon, 'es', rules.timeZone)).toBe('lun, 30 de nov, 10 a. m. – 12 p. m.');
    const half = { startMs: w.startMs + 90 * 60_000, endMs: w.startMs + 210 * 60_000 };
    expect(windowLabel(half, 'es', rules.timeZone)).toBe('lun, 30 de nov, 9:30 – 11:30 a. m.');
  });
});
