import { describe, expect, it } from 'vitest';
import { windowsAsked, windowsAskedText } from '../../scripts/stats/window-stats.ts';

describe('the arrival windows asked for', () => {
  // 2026-11-30 is a Monday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
  const starts = ['2026-12-06T10:00', '2026-11-30T08:00', '2026-12-05T08:00', '2026-11-30T14:00', '', 'nonsense'];

  it('counts them by weekday, Monday first, and by the window’s time, earliest first; skips what is no window', () => {
    expect(windowsAsked(starts)).toEqual({
      total: 4,
      byWeekday: [
        { name: 'Mon', count: 2 },
        { name: 'Sat', count: 1 },
        { name: 'Sun', count: 1 },
      ],
      byTime: [
        { name: '08:00', count: 2 },
        { name: '10:00', count: 1 },
        { name: '14:00', count: 1 },
      ],
    });
  });

  it('prints them on three lines, or says there were none', () => {
    expect(windowsAskedText(windowsAsked(starts)).split('\n')).toEqual([
      'Arrival windows asked for: 4',
      '  by day:  Mon 2, Sat 1, Sun 1',
      '  by time: 08:00 2, 10:00 1, 14:00 1',
    ]);
    expect(windowsAskedText(windowsAsked([]))).toBe('Arrival windows asked for: none in these days.');
  });
});
