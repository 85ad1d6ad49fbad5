import { expect, it } from 'vitest';
import { schedule } from '../../../src/content/schedule.ts';
import { windowLabel, windowsFor } from '../../../src/lib/calendar/availability.ts';
import { availabilityUrl, shownDays, windowsByDay, windowsPageUrl } from '../../../src/lib/calendar/window-choices.ts';
import { site } from '../../../src/lib/page/site.ts';

const rules = { ...schedule, hours: site.hours };

it('groups the windows by day, the day from the label and each choice named by its times', () => {
  const offered = [
    { start: '2026-11-30T08:00', label: 'Mon, Nov 30, 8 – 10 AM' },
    { start: '2026-11-30T10:00', label: 'Mon, Nov 30, 10 AM – 12 PM' },
    { start: '2026-12-01T08:00', label: 'mar, 1 de dic, 8 – 10 a. m.' },
  ];
  expect(windowsByDay(offered)).toEqual([
    {
      day: 'Mon, Nov 30',
      windows: [
        { start: '2026-11-30T08:00', time: '8 – 10 AM' },
        { start: '2026-11-30T10:00', time: '10 AM – 12 PM' },
      ],
    },
    { day: 'mar, 1 de dic', windows: [{ start: '2026-12-01T08:00', time: '8 – 10 a. m.' }] },
  ]);
});

it("groups the schedule's real windows into as many days as they fall on, in both languages", () => {
  const windows = windowsFor(rules, Date.UTC(2026, 10, 27, 12));
  const days = new Set(windows.map((w) => w.start.slice(0, 10)));
  for (const locale of ['en', 'es']) {
    const groups = windowsByDay(
      windows.map((w) => ({ start: w.start, label: windowLabel(w, locale, rules.timeZone) })),
    );
    expect(groups.map((g) => g.day)).toHaveLength(days.size);
    expect(groups.flatMap((g) => g.windows)).toHaveLength(windows.length);
    for (const g of groups) expect(g.windows.every((w) => !w.time.includes(g.day))).toBe(true);
  }
});

it('shows three days before "More days", or every day up to the one of the window chosen for the visitor', () => {
  const days = ['01', '02', '03', '04', '05', '06'].map((d) => ({
    day: d,
    windows: [
      { start: `2026-12-${d}T08:00`, time: '8 – 10 AM' },
      { start: `2026-12-${d}T10:00`, time: '10 AM – 12 PM' },
    ],
  }));
  expect(shownDays(days)).toBe(3);
  expect(shownDays(days, '2026-12-02T10:00')).toBe(3);
  expect(shownDays(days, '2026-12-05T10:00')).toBe(5);
  expect(shownDays(days, '2026-12-09T10:00')).toBe(3);
});

it('asks for the windows in the page language', () => {
  expect(availabilityUrl('en')).toBe('/api/availability');
  expect(availabilityUrl('es')).toBe('/api/availability?locale=es');
  expect(windowsPageUrl('es')).toBe('/api/windows?locale=es');
});
