/**
 * The owner's e-mail about one lead (a quote request or a technician application), as a work order: a subject to scan
 * in a list (form and reference, city, service, name), a tap-to-call link, every value as the form showed it
 * (./lead-summary.ts: words not slugs, Florida time, a map link, the language, the page and city that brought it) and
 * a link to each photo. Everything the visitor wrote is HTML-escaped in the HTML part; the only header it reaches is
 * the subject, with line breaks and other control characters removed so nothing can start a header of its own. Pure:
 * every host sends what this returns.
 */
import { schedule } from '../../content/schedule.ts';
import type { Messages } from '../../content/types.ts';
import { PHOTO_LINK_DAYS } from '../access/signed-link.ts';
import { floridaInstant } from '../calendar/ics.ts';
import { windowWhen } from '../calendar/window-when.ts';
import {
  escapeHtml,
  type FormName,
  PHOTOS_DROPPED_FIELD,
  PHOTOS_DROPPED_FOR_FIELD,
  PHOTOS_FIELD,
} from '../forms/form-entries.ts';
import { DEFAULT_LOCALE } from '../i18n/locale.ts';
import type { PhotoLimit } from '../photos/photo-budget.ts';
import { type FormWords, pageName } from './lead-catalog.ts';
import { leadSummary, type SummaryRow } from './lead-summary.ts';

export interface LeadEmailInput {
  form: FormName;
  entry: Record<string, unknown>;
  receivedAt: string;
  /** The site's address, for the page link. */
  origin: string;
  /** A signed link per kept photo; undefined when no link secret is set (the e-mail then says how many were kept). */
  photoLinks?: string[];
  words: Messages['leadEmail'];
  /** The form's words in the owner's language (lead-catalog.ts); the default language's by default. */
  ownerWords?: FormWords;
  /** A booking's one-tap links (../booking/emails.ts ownerLinks), under `heading`, first after the phone. */
  actions?: { heading: string; links: { label: string; url: string }[] };
  /** When the e-mail goes out: the subject names a window of that day or the next as "today" or "tomorrow". */
  sentAt?: number;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor's e-mail address, when they gave one: the owner's reply goes to them. */
  replyTo?: string;
}

/** One line of text: control characters (CR, LF, tabs, U+2028/9) become spaces, runs of spaces one. */
export const oneLine = (s: string, max = 200) =>
  s
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** A plain address of one line, or nothing: a header takes only what cannot start another header. */
export const replyAddress = (v: unknown) =>
  typeof v === 'string' && /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+$/.test(v) ? v : undefined;

/** The subject's parts, each of one line and short, joined with middle dots; empty parts are left out. */
function subjectOf(rows: SummaryRow[], input: LeadEmailInput, city: string | undefined) {
  const { form, words } = input;
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  const head = words.subjects[form as keyof typeof words.subjects].replace('{reference}', value('reference'));
  const place = city ?? (form === 'quote' ? value('address') : value('city'));
  const parts = [
    head,
    windowPart(input),
    place,
    form === 'quote' ? value('service') : '',
    value('name') || value('fullName'),
  ];
  return parts
    .map((p) => oneLine(p, 60))
    .filter(Boolean)
    .join(' · ');
}

/** A requested window, second in the subject so that a same-day request stands out: "today 9 – 11 AM, requested". */
function windowPart({ entry, words, sentAt, receivedAt, ownerWords }: LeadEmailInput): string {
  const startMs = typeof entry.window === 'string' ? floridaInstant(entry.window) : undefined;
  if (startMs === undefined) return '';
  const when = windowWhen(
    { startMs, endMs: startMs + schedule.windowMinutes * 60_000 },
    {
      nowMs: sentAt ?? Date.parse(receivedAt),
      locale: ownerWords?.locale ?? DEFAULT_LOCALE,
      timeZone: schedule.timeZone,
      words: words.windowSubject,
    },
  );
  return words.windowSubject.requested.replace('{when}', when);
}

export function leadEmail(input: LeadEmailInput): LeadEmail {
  const { form, entry, photoLinks, words } = input;
  const rows = leadSummary(input);
  const shown = rows.filter((r) => r.value);
  const formName = words.forms[form as keyof typeof words.forms] ?? form;
  const phone = rows.find((r) => r.key === 'phone');
  const named = typeof entry.page === 'string' ? pageName(entry.page, input.ownerWords) : undefined;
  const city = named?.kind === 'city' ? named.name : undefined;
  const photos = Array.isArray(entry[PHOTOS_FIELD]) ? (entry[PHOTOS_FIELD] as string[]) : [];
  const photoLines = photoLinks?.map((url, i) => [words.photo.replace('{n}', String(i + 1)), url] as const) ?? [];
  const noLinks = photos.length && !photoLinks ? words.noPhotoLinks.replace('{count}', String(photos.length)) : '';
  // Photos the budget left out: the owner learns they exist, and why they are not linked.
  const dropped = Number(entry[PHOTOS_DROPPED_FIELD]) || 0;
  const why = words.photosDroppedWhy[entry[PHOTOS_DROPPED_FOR_FIELD] as PhotoLimit] ?? words.photosDroppedWhy.budget;
  const droppedLine = dropped ? words.photosDropped.replace('{count}', String(dropped)).replace('{why}', why) : '';
  const photosHeading = words.photos.replace('{days}', String(PHOTO_LINK_DAYS));
  const call = phone?.value ? words.call.replace('{phone}', phone.value) : '';
  const actions = input.actions;
  const actionLines = actions ? ['', actions.heading, ...actions.links.map((l) => `${l.label}: ${l.url}`)] : [];

  const text = [
    formName,
    '',
    ...(call ? [`${call}: ${phone?.href}`] : []),
    ...actionLines,
    ...(actionLines.length ? [''] : []),
    ...shown.map((r) => `${r.label}: ${r.value}`),
    ...(photoLines.length ? ['', `${photosHeading}:`, ...photoLines.map(([label, url]) => `${label}: ${url}`)] : []),
    ...(noLinks ? ['', noLinks] : []),
    ...(droppedLine ? ['', droppedLine] : []),
  ].join('\n');

  const cell = (r: SummaryRow) =>
    r.href ? `<a href="${escapeHtml(r.href)}">${escapeHtml(r.value)}</a>` : escapeHtml(r.value);
  const row = (r: SummaryRow) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(r.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${cell(r)}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(formName)}</h1>
${call ? `<p><a href="${escapeHtml(phone?.href ?? '')}" style="font-size:18px;font-weight:bold">${escapeHtml(call)}</a></p>` : ''}
${actions ? `<p>${escapeHtml(actions.heading)}</p><p>${actions.links.map((l) => `<a href="${escapeHtml(l.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;background:#0c2340;color:#fff;font-weight:bold;text-decoration:none">${escapeHtml(l.label)}</a>`).join('')}</p>` : ''}
<table>${shown.map(row).join('')}</table>
${photoLines.length ? `<h2 style="font-size:16px">${escapeHtml(photosHeading)}</h2><ul>${photoLines.map(([l, url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
${noLinks ? `<p>${escapeHtml(noLinks)}</p>` : ''}
${droppedLine ? `<p>${escapeHtml(droppedLine)}</p>` : ''}
</body></html>`;

  const replyTo = replyAddress(entry.email);
  return { subject: subjectOf(rows, input, city), text, html, ...(replyTo ? { replyTo } : {}) };
}
