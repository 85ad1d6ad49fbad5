/**
 * /admin/stats (public/admin/stats.html, whose words these are): the counts of the last 30 days from GET /api/stats
 * as tables by city and by page with a bar per row, and a chart of the leads per day, drawn as SVG elements (no
 * library, no inline script: the editor's Content-Security-Policy applies). The sign-in is ./admin-token.ts's, shared
 * with the owner's day page (/admin/day).
 * On a phone each row of a table is a card: the stylesheet (public/admin/stats.css) hides the header and writes each
 * count's column before it (data-label), so no column is cut off. The cities are named from the slug -> name
 * map codegen writes into the page (#city-names, scripts/codegen/emit-admin.ts): the page loads no city data.
 * Built by codegen into generated/public/admin/stats.js.
 */
import { LEAD_EVENTS } from '../lib/counts/events.ts';
import { type Counts, dayLabel, leads, type StatsSummary } from '../lib/counts/stats.ts';
import type { SetAsideEmail } from '../lib/leads/set-aside.ts';
import type { CalendarFeedFailure } from '../server/calendar/calendar-feed-log.ts';
import type { BudgetNotice } from '../server/photos/photo-ledger.ts';
import { signedIn } from './admin-token.ts';
import { drawDays, svg } from './stats-chart.ts';
import { listSetAside, showCalendarFeed, showPhotosFull } from './stats-notices.ts';
import { showAllOf, showTop } from './stats-top.ts';

/** GET /api/stats's answer: the counts, the leads whose e-mail was set aside, the calendar feed's failure, the photos' notices. */
type StatsAnswer = StatsSummary & {
  emailsSetAside?: SetAsideEmail[];
  calendarFeed?: CalendarFeedFailure | null;
  photoBudget?: { full: BudgetNotice[] };
};

const ROW_BAR = { width: 80, height: 10 };

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Each city's name by its slug, as codegen wrote them into the page; a city added since shows its slug. */
function cityNames(): Record<string, string> {
  try {
    return JSON.parse(byId('city-names')?.textContent || '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** The words of a column, from the table's header: "Calls", "Texts"… */
const columnLabel = (event: string) =>
  document.querySelector(`#by-page th[data-event="${event}"]`)?.textContent ?? event;

function rowBar(value: number, most: number): SVGElement {
  const bar = svg('svg', {
    class: 'bar',
    width: ROW_BAR.width,
    height: ROW_BAR.height,
    viewBox: `0 0 ${ROW_BAR.width} ${ROW_BAR.height}`,
    'aria-hidden': 'true',
  });
  if (value)
    bar.append(
      svg('rect', { class: 'quote', x: 0, y: 0, height: ROW_BAR.height, width: (value / most) * ROW_BAR.width }),
    );
  return bar;
}

function fillTable(table: HTMLTableElement, rows: { name: string; href?: string; counts: Counts }[]) {
  const columns = [...table.tHead!.rows[0].cells].slice(1);
  const most = Math.max(1, ...rows.map((r) => leads(r.counts)));
  const body = table.tBodies[0];
  body.replaceChildren();
  for (const r of rows) {
    const tr = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    // The roles keepTableRoles explains.
    tr.setAttribute('role', 'row');
    th.setAttribute('role', 'rowheader');
    if (r.href) th.append(Object.assign(document.createElement('a'), { href: r.href, textContent: r.name }));
    else th.textContent = r.name;
    tr.append(th);
    for (const column of columns) {
      const cell = tr.insertCell();
      cell.setAttribute('role', 'cell');
      cell.dataset.label = column.textContent ?? '';
      const event = column.dataset.event as keyof Counts | undefined;
      cell.textContent = String(event ? r.counts[event] : leads(r.counts));
      if (!event) cell.append(rowBar(leads(r.counts), most));
    }
  }
  showTop([...body.rows], showAllOf(table.id));
}

/** The city table's columns after its first: the page table's. */
function copyColumns() {
  const cells = [...byId<HTMLTableElement>('by-page').tHead!.rows[0].cells].slice(1);
  byId<HTMLTableElement>('by-city').tHead!.rows[0].append(...cells.map((c) => c.cloneNode(true)));
}

/**
 * On a phone the stylesheet shows each row as a card (display: block and grid), and some browsers (WebKit) then no
 * longer tell screen readers it is a table: explicit roles keep it one. Set here, not in the page, where they repeat
 * what the elements already say and html-validate rightly refuses them (no-redundant-role).
 */
function keepTableRoles(table: HTMLTableElement) {
  table.setAttribute('role', 'table');
  for (const group of [table.tHead!, ...table.tBodies]) group.setAttribute('role', 'rowgroup');
  for (const row of table.tHead!.rows) row.setAttribute('role', 'row');
  for (const th of table.tHead!.querySelectorAll('th')) th.setAttribute('role', 'columnheader');
}

function show(summary: StatsAnswer) {
  listSetAside(summary.emailsSetAside ?? []);
  showCalendarFeed(summary.calendarFeed);
  showPhotosFull(summary.photoBudget?.full ?? []);
  for (const el of document.querySelectorAll<HTMLElement>('[data-total]'))
    el.textContent = String(summary.totals[el.dataset.total as keyof Counts] ?? 0);
  for (const el of document.querySelectorAll<HTMLElement>('[data-field]'))
    el.textContent = dayLabel(summary[el.dataset.field as 'from' | 'to']);
  const names = cityNames();
  const noPage = document.querySelector('[data-no-page]')?.textContent ?? '';
  fillTable(
    byId('by-city'),
    summary.cities.map((c) => ({ name: names[c.city] ?? c.city, counts: c.counts })),
  );
  fillTable(
    byId('by-page'),
    summary.pages.map((p) => ({ name: p.path || noPage, href: p.path || undefined, counts: p.counts })),
  );
  byId('none').hidden = summary.pages.length > 0;
  drawDays(summary, LEAD_EVENTS, columnLabel);
}

async function start() {
  copyColumns();
  for (const id of ['by-city', 'by-page']) keepTableRoles(byId<HTMLTableElement>(id));
  await signedIn<StatsAnswer>('/api/stats', show);
}

void start();
