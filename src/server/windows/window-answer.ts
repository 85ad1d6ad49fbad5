/**
 * What the handler answers about arrival windows beyond GET /api/availability (./availability-app.ts): the refusal of
 * a quote request whose window is not offered, which says which booking rule refused it (src/lib/calendar/window-refusal.ts)
 * and names the next free window, as JSON for the form's script (its `window` is that window, which the picker
 * chooses) or, to a plain post, as the page of free windows with that window chosen and the request ready to send
 * again; and that page itself, POST /api/windows, where the quote form's "See the free windows" sends what was typed
 * when no script shows the windows in place (src/lib/calendar/window-form.ts).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { quote } from '../../content/form-validators.ts';
import { type ArrivalWindow, windowLabel } from '../../lib/calendar/availability.ts';
import { quoteUrl, windowsByDay } from '../../lib/calendar/window-choices.ts';
import { windowFormHtml } from '../../lib/calendar/window-form.ts';
import { refusedBy, type WindowRule } from '../../lib/calendar/window-refusal.ts';
import { fieldsToFix, HANDLER_FIELDS, MAX_BODY_BYTES } from '../../lib/forms/form-entries.ts';
import { site, telHref } from '../../lib/page/site.ts';
import { PHOTO_TYPES } from '../../lib/quote/quote-form.ts';
import { dayAfter } from '../booking/limits.ts';
import { answerPage, checkText, localeOf, refuse, reply, wantsJson, windowWordsFor, wordsFor } from '../form-reply.ts';
import { readEntry } from '../quote/quote-routes.ts';
import type { FormStore } from '../stores/store.ts';
import { type OfferedWindows, windowRules } from './availability-app.ts';

/** The last segment of the page of free windows' address: POST /api/windows?locale= (src/lib/calendar/window-choices.ts). */
export const WINDOWS_PAGE = 'windows';

/** The fields the page of windows does not send again: the window is chosen there, the rest the handler sets. */
const NOT_CARRIED = new Set(['window', ...(HANDLER_FIELDS.quote ?? [])]);

const MINUTE = 60_000;

/** A window asked for as the picker names windows ("Sun, Dec 6, 7 – 9 PM"), whether or not it is one; its text if no date. */
function askedLabel(asked: string, locale: string): string {
  const wall = Date.parse(`${asked}:00Z`);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== asked) return asked;
  // The wall clock written as UTC, read back in UTC: its local date and times, whatever the zone.
  return windowLabel({ startMs: wall, endMs: wall + windowRules.windowMinutes * MINUTE }, locale, 'UTC');
}

/**
 * The rule that refuses the window `asked` at `now` (src/lib/calendar/window-refusal.ts), the requests holding its day counted
 * from the store when no rule of the schedule alone refuses it; `full` when none does, as when only the owner's
 * calendar (or its buffer) fills it: his busy times stay private.
 */
export async function refusalOf(db: FormStore, now: number, asked: string): Promise<WindowRule> {
  const byClock = refusedBy(windowRules, now, asked);
  if (byClock) return byClock;
  // A valid window's start by now (notAStart would have refused it): its day's held windows decide the rest.
  const day = asked.slice(0, 10);
  const held = (await db.windows?.held(day, dayAfter(day), now)) ?? {};
  return refusedBy(windowRules, now, asked, { held }) ?? 'full';
}

/**
 * The 409 to a quote request whose window `asked` is not among `windows` (those still offered), refused by `rule`:
 * the rule's sentence, then the next free window (chosen for the visitor) or that none is free.
 */
export async function windowRefused(
  c: Context,
  o: { windows: readonly ArrivalWindow[]; asked: string; rule: WindowRule; entry: Record<string, unknown> },
): Promise<Response> {
  const words = windowWordsFor(c);
  const locale = localeOf(c);
  // Every rule has its sentence: a rule added without one is a type error here.
  const sentences: Record<WindowRule, string> = words.refused;
  const reason = sentences[o.rule]
    .replace('{asked}', askedLabel(o.asked, locale))
    .replace('{days}', String(windowRules.daysAhead))
    .replace('{hours}', String(windowRules.noticeHours ?? 0));
  const next = o.windows.find((w) => w.start > o.asked) ?? o.windows[0];
  const then = next ? words.next.replace('{next}', windowLabel(next, locale, windowRules.timeZone)) : words.none;
  const message = `${reason} ${then}`;
  if (wantsJson(c)) return reply(c, 409, message, ['window'], { window: next?.start });
  return windowsPage(c, 409, { entry: o.entry, windows: o.windows, chosen: next?.start, problem: message });
}

/** POST /api/windows: the page of free windows with what the visitor typed, once the quote's schema takes it. */
export async function windowsAsked(c: Context, d: { db: FormStore; offered: OfferedWindows; now: number }) {
  const { entry, tooLarge } = await readEntry('quote', c.req.raw, MAX_BODY_BYTES);
  if (tooLarge) return refuse(c, 413);
  const typed = entry && { ...entry, window: '' };
  if (!typed || !quote(typed)) {
    const fields = typed ? fieldsToFix(quote.errors) : [];
    return reply(c, 422, checkText(c, 'quote', fields), fields);
  }
  return windowsPage(c, 200, { entry: typed, windows: await d.offered(d.db, d.now) });
}

function windowsPage(
  c: Context,
  status: ContentfulStatusCode,
  o: { entry: Record<string, unknown>; windows: readonly ArrivalWindow[]; chosen?: string; problem?: string },
) {
  const words = windowWordsFor(c);
  const locale = localeOf(c);
  const labelled = o.windows.map((w) => ({ start: w.start, label: windowLabel(w, locale, windowRules.timeZone) }));
  const main = windowFormHtml({
    words,
    action: quoteUrl(locale),
    accept: PHOTO_TYPES.join(','),
    fields: Object.entries(o.entry).flatMap(([k, v]) => (typeof v === 'string' && !NOT_CARRIED.has(k) ? [[k, v]] : [])),
    days: windowsByDay(labelled),
    chosen: o.chosen,
    problem: o.problem,
    callUs: wordsFor(c).callUs,
    tel: telHref(site.phone.e164),
  });
  return answerPage(c, status, words.title, main);
}
