/**
 * What /admin/stats tells the owner above the counts (its words are in public/admin/stats.html): the leads whose
 * e-mail was set aside (when, on a Florida clock), his calendar feed while its last read failed or left events out (GET /api/stats
 * `calendarFeed`, src/server/calendar/calendar-feed-log.ts, its words from src/server/calendar/calendar-words.ts), when on a Florida
 * clock, and the photo budgets that ran out (`photoBudget.full`, src/server/photos/photo-ledger.ts). Each is hidden when
 * there is nothing to tell.
 */

import { clockTime } from '../lib/counts/stats.ts';
import { type SetAsideEmail, setAsideLine } from '../lib/leads/set-aside.ts';
import { BUSINESS_TIME_ZONE } from '../lib/widgets/open-status.ts';
import type { CalendarFeedFailure } from '../server/calendar/calendar-feed-log.ts';
import type { BudgetNotice } from '../server/photos/photo-ledger.ts';
import { showAllOf, showTop } from './stats-top.ts';

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** The leads whose e-mail was set aside, one line each: when, who and how to reach them, and why. */
export function listSetAside(list: SetAsideEmail[]) {
  byId('set-aside').hidden = list.length === 0;
  const items = list.map((e) => Object.assign(document.createElement('li'), { textContent: setAsideLine(e) }));
  byId('set-aside-list').replaceChildren(...items);
  showTop(items, showAllOf('set-aside-list'));
}

/** The calendar feed's notice: when its last read failed or left events out, and what to do; hidden otherwise. */
export function showCalendarFeed(failure: CalendarFeedFailure | null | undefined) {
  byId('calendar-feed').hidden = !failure;
  for (const el of document.querySelectorAll<HTMLElement>('[data-calendar-feed]'))
    el.textContent = failure
      ? el.dataset.calendarFeed === 'at'
        ? clockTime(failure.at, BUSINESS_TIME_ZONE)
        : failure.error
      : '';
}

/** The photo budgets that ran out: today's, and the total while it is full, each with since when and how many requests. */
export function showPhotosFull(full: readonly BudgetNotice[]) {
  byId('photos-full').hidden = full.length === 0;
  for (const p of document.querySelectorAll<HTMLElement>('[data-photos-full]')) {
    const notice = full.find((n) => n.kind === p.dataset.photosFull);
    p.hidden = !notice;
    for (const el of p.querySelectorAll<HTMLElement>('[data-notice]'))
      el.textContent = notice
        ? el.dataset.notice === 'at'
          ? clockTime(notice.at, BUSINESS_TIME_ZONE)
          : String(notice.quotes)
        : '';
  }
}
