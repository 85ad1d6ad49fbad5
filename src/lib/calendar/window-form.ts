/**
 * The page of free arrival windows the form handler answers without JavaScript (src/server/windows/window-answer.ts): to the
 * quote form's "See the free windows" and to a request whose window was refused. A form that sends the quote request
 * again: what the visitor typed as hidden fields, the free windows as the same chips as the form's script shows
 * (./window-choices.ts), "No preference" or the window chosen for the visitor checked, the photos asked again (a page
 * cannot carry files), and the business's phone. Native HTML only: it works with no script at all. Pure, and every
 * value escaped.
 */
import type { Messages } from '../../content/types.ts';
import { escapeHtml } from '../forms/form-entries.ts';
import { CHIP, PHOTO_INPUT_CLASS, shownDays, type WindowDay } from './window-choices.ts';

export interface WindowForm {
  words: Messages['windows'];
  /** Where the request goes: the quote request in the page's language. */
  action: string;
  /** The photo kinds the form takes (its `accept`). */
  accept: string;
  /** What the visitor typed, sent again as it was. */
  fields: readonly (readonly [string, string])[];
  days: readonly WindowDay[];
  /** The window chosen for the visitor (the next free one after a refusal); none: "No preference". */
  chosen?: string;
  /** Why the window asked for was refused, and which one is chosen instead. */
  problem?: string;
  callUs: string;
  tel: string;
}

const chip = (value: string, text: string, checked: boolean) =>
  `<label class="${CHIP}"><input type="radio" name="window" value="${escapeHtml(value)}" class="sr-only"${checked ? ' checked' : ''}>${escapeHtml(text)}</label>`;
const row = (chips: string[]) => `<div class="flex flex-wrap gap-2">${chips.join('')}</div>`;
const day = (d: WindowDay, chosen?: string) =>
  `<fieldset class="grid gap-1.5"><legend class="mb-1 text-sm text-slate-700">${escapeHtml(d.day)}</legend>${row(d.windows.map((w) => chip(w.start, w.time, w.start === chosen)))}</fieldset>`;

export function windowFormHtml(o: WindowForm): string {
  const w = o.words;
  const shown = shownDays(o.days, o.chosen);
  const days = o.days.map((d) => day(d, o.chosen));
  const more =
    days.length > shown
      ? `<details class="grid gap-4"><summary class="${CHIP} w-fit">${escapeHtml(w.moreDays)}</summary>${days.slice(shown).join('')}</details>`
      : '';
  const hidden = o.fields.map(([n, v]) => `<input type="hidden" name="${escapeHtml(n)}" value="${escapeHtml(v)}">`);
  const problem = o.problem
    ? `<p role="alert" class="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">${escapeHtml(o.problem)}</p>`
    : '';
  return `<div class="bg-sand-50"><div class="container-page max-w-3xl py-8 sm:py-16">
<h1 class="text-2xl">${escapeHtml(w.title)}</h1>${problem}<p class="mt-3">${escapeHtml(w.intro)}</p>
<form method="post" action="${escapeHtml(o.action)}" enctype="multipart/form-data" class="mt-6 grid gap-6">${hidden.join('')}
<fieldset class="grid gap-2"><legend class="mb-1.5 font-semibold text-brand-900">${escapeHtml(w.label)}</legend>
<div class="grid gap-4" data-window-choices>${row([chip('', w.noPreference, !o.chosen)])}${days.slice(0, shown).join('')}${more}</div>
<p class="text-sm text-slate-600">${escapeHtml(w.confirm)}</p></fieldset>
<label class="grid gap-1.5"><span class="font-semibold text-brand-900">${escapeHtml(w.photos)}</span><input name="photos" type="file" multiple accept="${escapeHtml(o.accept)}" aria-describedby="window-photos-hint" class="${PHOTO_INPUT_CLASS}"><span id="window-photos-hint" class="text-sm text-slate-600">${escapeHtml(w.photosHint)}</span></label>
<button type="submit" class="btn-call min-h-14 w-full text-lg">${escapeHtml(w.send)}</button>
</form>
<p class="mt-6"><a href="${escapeHtml(o.tel)}" class="inline-flex min-h-11 items-center font-bold text-brand-900 underline">${escapeHtml(o.callUs)}</a></p>
</div></div>`;
}
