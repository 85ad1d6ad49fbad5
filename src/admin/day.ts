/**
 * /admin/day (public/admin/day.html, whose words these are): the owner's day from GET /api/day, behind the sign-in of
 * /admin/stats (./admin-token.ts): the requests waiting for his answer, oldest first with their age, then today's and
 * tomorrow's visits, each with one tap to call, text (a message in the homeowner's language), open the map, and his
 * signed Confirm, Move and Decline links. No inline script: the editor's Content-Security-Policy applies. Built by
 * codegen into generated/public/admin/day.js.
 */
import type { DayItem } from '../lib/booking/day-items.ts';
import type { DayAnswer } from '../server/booking/day-answer.ts';
import { signedIn } from './admin-token.ts';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const LINKS = ['tel', 'sms', 'map', 'confirm', 'move', 'decline'] as const;

function card(item: DayItem): HTMLElement {
  const li = (byId<HTMLTemplateElement>('visit').content.firstElementChild as HTMLElement).cloneNode(
    true,
  ) as HTMLElement;
  const slot = (name: string) => li.querySelector<HTMLElement>(`[data-slot="${name}"]`)!;
  slot('window').textContent = item.window;
  slot('state').textContent = document.querySelector(`[data-state="${item.state}"]`)?.textContent ?? item.state;
  if (item.waitingHours === undefined) slot('age').remove();
  else slot('hours').textContent = String(item.waitingHours);
  for (const name of ['name', 'phone', 'address'] as const) slot(name).textContent = item[name];
  for (const kind of LINKS) {
    const a = li.querySelector<HTMLAnchorElement>(`[data-link="${kind}"]`)!;
    const href = item[kind];
    if (!href) a.remove();
    else {
      a.href = href;
      // Each card's links say whose they are: "Call Ana Ruiz", not one "Call" among many.
      a.setAttribute('aria-label', `${a.textContent} ${item.name}`.trim());
    }
  }
  return li;
}

function show(day: DayAnswer) {
  for (const list of ['waiting', 'todays', 'tomorrows'] as const) {
    byId(list).replaceChildren(...day[list].map(card));
    document.querySelector<HTMLElement>(`[data-empty="${list}"]`)!.hidden = day[list].length > 0;
  }
  byId('no-links').hidden = day.actions;
}

void signedIn<DayAnswer>('/api/day', show);
