import { describe, expect, it } from 'vitest';
import type { CountRow } from '../../../src/lib/counts/events.ts';
import {
  axisDays,
  cityNames,
  clockTime,
  dailyBars,
  dayLabel,
  leads,
  summarize,
  textTable,
} from '../../../src/lib/counts/stats.ts';

// The summary /admin/stats and `npm run stats` show: the last days' totals per page, per city and per day.
const rows: CountRow[] = [
  { day: '2026-11-25', path: '/service-areas/a-fl', city: 'a-fl', event: 'view', count: 10 },
  { day: '2026-11-25', path: '/service-areas/a-fl', city: 'a-fl', event: 'tel', count: 2 },
  { day: '2026-11-24', path: '/es/areas-de-servicio/a-fl', city: 'a-fl', event: 'sms', count: 1 },
  { day: '2026-11-24', path: '/service-areas/b-fl', city: 'b-fl', event: 'view', count: 50 },
  { day: '2026-11-20', path: '/quote', city: '', event: 'quote', count: 4 },
  { day: '2026-10-01', path: '/quote', city: '', event: 'quote', count: 99 },
];

describe('stats summary', () => {
  const s = summarize(rows, '2026-11-25');
  it('covers the last 30 days, one entry per day even without counts', () => {
    expect(s.from).toBe('2026-10-27');
    expect(s.days).toHaveLength(30);
    expect(s.days.at(-1)).toMatchObject({ day: '2026-11-25', counts: { view: 10, tel: 2 } });
    expect(s.totals).toMatchObject({ view: 60, tel: 2, sms: 1, quote: 4 });
  });
  it('orders pages and cities by leads, then views; a city sums its pages in both languages', () => {
    expect(s.pages.map((p) => p.path)).toEqual([
      '/quote',
      '/service-areas/a-fl',
      '/es/areas-de-servicio/a-fl',
      '/service-areas/b-fl',
    ]);
    expect(s.cities.map((c) => [c.city, leads(c.counts), c.counts.view])).toEqual([
      ['a-fl', 3, 10],
      ['b-fl', 0, 50],
    ]);
  });
  it('prints a table with aligned numbers', () => {
    const table = textTable(
      'city',
      s.cities.map((c) => ({ name: c.city, counts: c.counts })),
    ).split('\n');
    expect(table[0]).toMatch(/^city\s+view\s+tel\s+sms/);
    expect(table[1]).toMatch(/^a-fl\s+10\s+2\s+1\b/);
    expect(new Set(table.map((l) => l.length)).size).toBe(1);
  });
  it('draws the leads per day as stacked bars, calls at the bottom, the busiest day full height', () => {
    const bars = dailyBars(s.days, 300, 100);
    expect(bars.map((b) => [b.day, b.event])).toEqual([
      ['2026-11-20', 'quote'],
      ['2026-11-24', 'sms'],
      ['2026-11-25', 'tel'],
    ]);
    const [quote, sms, tel] = bars;
    expect(quote).toMatchObject({ y: 0, height: 100 }); // 4 quotes: the busiest day
    expect(tel).toMatchObject({ y: 50, height: 50 });
    expect(sms.height).toBe(25);
    expect(tel.x).toBeCloseTo(29 * 10 + 1);
    expect(tel.width).toBeCloseTo(8);
  });
});

describe('what the stats name', () => {
  it('names a Florida day as the chart does, whatever the time zone of the machine', () => {
    expect(dayLabel('2026-11-27')).toBe('Nov 27');
    expect(dayLabel('2027-01-01')).toBe('Jan 1');
  });

  it('says a stored instant on the business’s clock, across daylight saving', () => {
    expect(clockTime('2026-11-30T12:05:00.000Z', 'America/New_York')).toBe('Mon, Nov 30, 7:05 AM');
    expect(clockTime('2026-07-01T12:05:00.000Z', 'America/New_York')).toBe('Wed, Jul 1, 8:05 AM');
    expect(clockTime('not a time', 'America/New_York')).toBe('not a time');
    expect(
      summarize(rows, '2026-11-25')
        .days.map((d) => dayLabel(d.day))
        .slice(-2),
    ).toEqual(['Nov 24', 'Nov 25']);
  });
  it('labels the last day and every seventh before it on the axis', () => {
    expect(axisDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(axisDays(3)).toEqual([2]);
    expect(axisDays(8, 7)).toEqual([0, 7]);
  });
  it('maps each city slug to its name', () => {
    const cities = [
      { citySlug: 'a-fl', cityName: 'Alpha' },
      { citySlug: 'b-fl', cityName: 'Beta Beach' },
    ];
    expect(cityNames(cities)).toEqual({ 'a-fl': 'Alpha', 'b-fl': 'Beta Beach' });
  });
});
