/**
 * The booking's pages as HTML (src/server/booking/answer.ts sets it into the site's own page, /quote/visit): the visit,
 * a notice (what happened, what went wrong), what the button will do, and native forms that post back to the page's
 * own address (no action attribute: the page's URL, the link's query included): one button each, the free windows as radio chips grouped by day (the picker's data,
 * ../calendar/window-choices.ts). Every value is escaped; nothing here runs a script. Pure.
 */

import { CHIP, type WindowDay } from '../calendar/window-choices.ts';
import { escapeHtml } from '../forms/form-entries.ts';

export interface PageForm {
  /** A heading over the form, when the page has more than one. */
  heading?: string;
  /** What pressing it does, said before it. */
  will?: string;
  button: string;
  /** Hidden fields (the homeowner's do and seq). */
  hidden?: Record<string, string>;
  /** The windows to choose one from (required), when the action takes one. */
  windows?: { legend: string; days: WindowDay[] };
  /** The quieter button of a form that undoes something (cancel, decline). */
  quiet?: boolean;
}

export interface BookingPage {
  heading: string;
  /** What happened: done, stale, expired... */
  notice?: { text: string; tone: 'ok' | 'warn' };
  /** The visit: label and value, in order. */
  rows: [string, string][];
  paragraphs?: string[];
  forms?: PageForm[];
  /** The last line: the phone as a link. */
  call: { text: string; tel: string; phone: string };
}

const NOTICE = {
  ok: 'rounded-xl border-2 border-ok-700 bg-green-50 p-4 text-green-900',
  warn: 'rounded-xl border-2 border-warn-500 bg-amber-50 p-4 text-slate-900',
};

function windowsHtml({ legend, days }: NonNullable<PageForm['windows']>): string {
  const day = (d: WindowDay) =>
    `<fieldset class="grid gap-1.5"><legend class="mb-1 text-sm text-slate-700">${escapeHtml(d.day)}</legend><div class="flex flex-wrap gap-2">${d.windows
      .map(
        (w) =>
          `<label class="${CHIP}"><input class="sr-only" type="radio" name="window" value="${escapeHtml(w.start)}" required>${escapeHtml(w.time)}</label>`,
      )
      .join('')}</div></fieldset>`;
  return `<fieldset class="grid gap-4"><legend class="mb-2 font-semibold text-brand-900">${escapeHtml(legend)}</legend>${days.map(day).join('')}</fieldset>`;
}

function formHtml(f: PageForm): string {
  const hidden = Object.entries(f.hidden ?? {})
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form method="post" class="mt-6 grid gap-4">${f.heading ? `<h2 class="text-xl">${escapeHtml(f.heading)}</h2>` : ''}${f.will ? `<p>${escapeHtml(f.will)}</p>` : ''}${f.windows ? windowsHtml(f.windows) : ''}${hidden}<button type="submit" class="${f.quiet ? 'btn-outline' : 'btn-primary'} w-full sm:w-fit">${escapeHtml(f.button)}</button></form>`;
}

/** The page's content. */
export function bookingPageHtml(p: BookingPage): string {
  const notice = p.notice
    ? `<p class="mt-4 ${NOTICE[p.notice.tone]}" role="status">${escapeHtml(p.notice.text)}</p>`
    : '';
  const rows = p.rows
    .map(
      ([label, value]) =>
        `<div class="grid gap-0.5 sm:grid-cols-[10rem_1fr]"><dt class="font-semibold text-brand-900">${escapeHtml(label)}</dt><dd class="whitespace-pre-wrap">${escapeHtml(value)}</dd></div>`,
    )
    .join('');
  const paragraphs = (p.paragraphs ?? []).map((t) => `<p class="mt-4">${escapeHtml(t)}</p>`).join('');
  const call = escapeHtml(p.call.text).replace(
    escapeHtml(p.call.phone),
    `<a href="${escapeHtml(p.call.tel)}" class="tap font-bold text-brand-900 underline">${escapeHtml(p.call.phone)}</a>`,
  );
  return `<div class="card grid-cols-1 sm:p-8"><h1 class="h-section">${escapeHtml(p.heading)}</h1>${notice}<dl class="mt-5 grid gap-3">${rows}</dl>${paragraphs}${(p.forms ?? []).map(formHtml).join('')}<p class="mt-6">${call}</p></div>`;
}
