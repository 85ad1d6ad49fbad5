/**
 * /admin/stats's chart of the leads per day (src/admin/stats.ts draws the rest): stacked SVG bars, the days named
 * under them in HTML (text in the SVG would grow with the chart's width: unreadable on a phone or huge on a laptop),
 * and the same counts in words for a screen reader, as the chart's description.
 */
import type { EventName } from '../lib/counts/events.ts';
import { axisDays, dailyBars, dayLabel, type StatsSummary } from '../lib/counts/stats.ts';

const SVG = 'http://www.w3.org/2000/svg';
const CHART = { width: 600, height: 160 };
/** The share of the days at each end whose label lines up with the chart's edge, so it stays within the screen. */
const EDGE = 0.1;

export function svg(tag: string, attributes: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, String(v));
  return el;
}

/** The day's label under its bar: centred on it, or flush with the chart's edge near either end. */
function axisLabel(day: string, i: number, count: number): HTMLLIElement {
  const li = Object.assign(document.createElement('li'), { textContent: dayLabel(day) });
  // Set through the style object, which the Content-Security-Policy allows (a style attribute it may not).
  if (i < count * EDGE) li.style.left = `${(i / count) * 100}%`;
  else if (i >= count * (1 - EDGE)) li.style.right = `${((count - 1 - i) / count) * 100}%`;
  else Object.assign(li.style, { left: `${((i + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' });
  return li;
}

/**
 * Draws the chart into #per-day; `label` gives the words of an event's column ("Calls"). The description reads
 * "Oct 29 – Nov 27. Nov 25: Calls 2, Texts 1. Nov 27: Quotes sent 1." (only the days with leads).
 */
export function drawDays(summary: StatsSummary, leadEvents: EventName[], label: (event: EventName) => string) {
  const chart = svg('svg', {
    viewBox: `0 0 ${CHART.width} ${CHART.height}`,
    role: 'img',
    'aria-labelledby': 'per-day-title',
    'aria-describedby': 'per-day-text',
    preserveAspectRatio: 'none',
  });
  for (const bar of dailyBars(summary.days, CHART.width, CHART.height)) {
    const rect = svg('rect', { class: bar.event, x: bar.x, y: bar.y, width: bar.width, height: bar.height });
    const title = svg('title', {});
    const count = summary.days.find((d) => d.day === bar.day)!.counts[bar.event];
    title.textContent = `${dayLabel(bar.day)}: ${label(bar.event)} ${count}`;
    rect.append(title);
    chart.append(rect);
  }
  chart.append(svg('line', { x1: 0, x2: CHART.width, y1: CHART.height, y2: CHART.height, stroke: '#9ca3af' }));
  const axis = Object.assign(document.createElement('ol'), { className: 'axis' });
  axis.setAttribute('aria-hidden', 'true');
  const { days } = summary;
  axis.append(...axisDays(days.length).map((i) => axisLabel(days[i].day, i, days.length)));
  const described = days
    .map(({ day, counts }) => {
      const said = leadEvents.filter((e) => counts[e]).map((e) => `${label(e)} ${counts[e]}`);
      return said.length ? `${dayLabel(day)}: ${said.join(', ')}.` : '';
    })
    .filter(Boolean);
  const text = Object.assign(document.createElement('p'), {
    id: 'per-day-text',
    className: 'visually-hidden',
    textContent: [`${dayLabel(summary.from)} – ${dayLabel(summary.to)}.`, ...described].join(' '),
  });
  document.getElementById('per-day')!.replaceChildren(chart, axis, text);
}
