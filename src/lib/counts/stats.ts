/**
 * The counts of the last days summed for reading (src/lib/counts/events.ts counts them): per page, per city and per day,
 * pages and cities ordered by leads (calls, texts and quotes), then views. One summary feeds /admin/stats (through
 * GET /api/stats) and `npm run stats`, so both say the same.
 */
import { type CountRow, daysBefore, EVENTS, type EventName, LEAD_EVENTS } from './events.ts';

export type Counts = Record<EventName, number>;
export interface StatsSummary {
  /** The first and the last day counted, YYYY-MM-DD. */
  from: string;
  to: string;
  events: EventName[];
  totals: Counts;
  pages: { path: string; city: string; counts: Counts }[];
  cities: { city: string; counts: Counts }[];
  days: { day: string; counts: Counts }[];
}

/** Days the summary covers by default. */
export const STATS_DAYS = 30;

// Read at noon UTC and written in UTC: the day stays the Florida day it names (src/lib/counts/events.ts dayOf).
// Made at first use: a module that imports this one for cityNames alone (codegen) does not pay for it (30 ms).
let shortDay: Intl.DateTimeFormat | undefined;
/** "2026-11-27" -> "Nov 27": a day of the counts as the chart and the summary name it. */
export function dayLabel(day: string): string {
  shortDay ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return shortDay.format(new Date(`${day}T12:00:00Z`));
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** "2026-11-30T12:05:00.000Z" -> "Mon, Nov 30, 7:05 AM" on the wall clock of `timeZone` (the owner's pages say Florida time). */
export function clockTime(iso: string, timeZone: string): string {
  let f = clocks.get(timeZone);
  if (!f) {
    const parts = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...parts });
    clocks.set(timeZone, f);
  }
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : f.format(at).replace(/[\u202f\u00a0]/g, ' ');
}

/** The days a chart's axis names, by position: the last one (today) and every `every` days before it. */
export function axisDays(count: number, every = 7): number[] {
  const named: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) named.unshift(i);
  return named;
}

/** Each city's name by its slug (the counts know a city by its slug): what /admin/stats and `npm run stats` show. */
export const cityNames = (cities: readonly { citySlug: string; cityName: string }[]): Record<string, string> =>
  Object.fromEntries(cities.map((c) => [c.citySlug, c.cityName]));

const zero = (): Counts => Object.fromEntries(EVENTS.map((e) => [e, 0])) as Counts;
export const leads = (c: Counts) => LEAD_EVENTS.reduce((n, e) => n + c[e], 0);
const byLeads = (a: { counts: Counts }, b: { counts: Counts }) =>
  leads(b.counts) - leads(a.counts) || b.counts.view - a.counts.view;

/** The summary of the `days` days ending with `today` (rows outside them are left out). */
export function summarize(rows: CountRow[], today: string, days = STATS_DAYS): StatsSummary {
  const from = daysBefore(today, days - 1);
  const totals = zero();
  const pages = new Map<string, { path: string; city: string; counts: Counts }>();
  const cities = new Map<string, { city: string; counts: Counts }>();
  const daily = new Map<string, Counts>();
  for (let i = days - 1; i >= 0; i--) daily.set(daysBefore(today, i), zero());
  for (const r of rows) {
    if (r.day < from || r.day > today || !(EVENTS as readonly string[]).includes(r.event)) continue;
    totals[r.event] += r.count;
    daily.get(r.day)![r.event] += r.count;
    const key = `${r.path}\n${r.city}`;
    if (!pages.has(key)) pages.set(key, { path: r.path, city: r.city, counts: zero() });
    pages.get(key)!.counts[r.event] += r.count;
    if (!r.city) continue;
    if (!cities.has(r.city)) cities.set(r.city, { city: r.city, counts: zero() });
    cities.get(r.city)!.counts[r.event] += r.count;
  }
  return {
    from,
    to: today,
    events: [...EVENTS],
    totals,
    pages: [...pages.values()].sort((a, b) => byLeads(a, b) || a.path.localeCompare(b.path)),
    cities: [...cities.values()].sort((a, b) => byLeads(a, b) || a.city.localeCompare(b.city)),
    days: [...daily].map(([day, counts]) => ({ day, counts })),
  };
}

/** A plain-text table for a terminal (`npm run stats`): a header of event names, one line per row, numbers aligned right. */
export function textTable(
  label: string,
  rows: { name: string; counts: Counts }[],
  events: EventName[] = [...EVENTS],
): string {
  const header = [label, ...events, 'leads'];
  const lines = rows.map((r) => [
    r.name || '(no page)',
    ...events.map((e) => String(r.counts[e])),
    String(leads(r.counts)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/** One bar of a chart, in the chart's own units (an SVG viewBox). */
export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  day: string;
  event: EventName;
}

/**
 * The leads per day as stacked bars: a column per day, oldest on the left, calls at the bottom, then texts, then
 * quotes; the busiest day fills the height. Days without leads have no bar.
 */
export function dailyBars(days: StatsSummary['days'], width: number, height: number): Bar[] {
  const most = Math.max(1, ...days.map((d) => leads(d.counts)));
  const step = width / Math.max(1, days.length);
  const bars: Bar[] = [];
  days.forEach(({ day, counts }, i) => {
    let top = height;
    for (const event of LEAD_EVENTS) {
      const h = (counts[event] / most) * height;
      if (!h) continue;
      top -= h;
      bars.push({ x: i * step + step * 0.1, y: top, width: step * 0.8, height: h, day, event });
    }
  });
  return bars;
}
