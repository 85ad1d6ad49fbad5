/**
 * The arrival windows quote requests asked for, counted by weekday and by time of the window, for `npm run stats`:
 * read from the stored requests' `window` field ("YYYY-MM-DDTHH:MM", Florida time; src/lib/calendar/availability.ts), as the
 * counts of events only know that a request had one.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface WindowsAsked {
  total: number;
  /** Weekdays in week order (Monday first), those asked for only. */
  byWeekday: { name: string; count: number }[];
  /** Window start times ("08:00"), earliest first. */
  byTime: { name: string; count: number }[];
}

export function windowsAsked(starts: readonly string[]): WindowsAsked {
  const days = new Map<number, number>();
  const times = new Map<string, number>();
  let total = 0;
  for (const start of starts) {
    const match = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)$/.exec(start);
    if (!match) continue;
    total++;
    // Noon UTC of the date: its weekday is the Florida date's, whatever the clock's zone.
    const day = new Date(`${match[1]}T12:00:00Z`).getUTCDay();
    days.set(day, (days.get(day) ?? 0) + 1);
    times.set(match[2], (times.get(match[2]) ?? 0) + 1);
  }
  const mondayFirst = (d: number) => (d + 6) % 7;
  return {
    total,
    byWeekday: [...days]
      .sort(([a], [b]) => mondayFirst(a) - mondayFirst(b))
      .map(([d, count]) => ({ name: WEEKDAYS[d], count })),
    byTime: [...times].sort(([a], [b]) => a.localeCompare(b)).map(([name, count]) => ({ name, count })),
  };
}

/** The lines `npm run stats` prints: how many asked for a window, then by weekday and by time. */
export function windowsAskedText(w: WindowsAsked): string {
  if (!w.total) return 'Arrival windows asked for: none in these days.';
  const list = (l: WindowsAsked['byTime']) => l.map((e) => `${e.name} ${e.count}`).join(', ');
  return [
    `Arrival windows asked for: ${w.total}`,
    `  by day:  ${list(w.byWeekday)}`,
    `  by time: ${list(w.byTime)}`,
  ].join('\n');
}
