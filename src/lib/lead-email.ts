/**
 * The owner's e-mail about one lead (a quote request or a technician application): the form, the page and the place
 * it came from, every field the visitor filled in, a tap-to-call link and a link to each photo. Everything the visitor
 * wrote is HTML-escaped in the HTML part; the only header it reaches is the subject, with line breaks and other
 * control characters removed so nothing can start a header of its own. Pure: every host sends what this returns.
 */
import type { Messages } from '../content/types.ts';
import { columns, escapeHtml, type FormName, PHOTOS_DROPPED_FIELD, PHOTOS_FIELD } from './form-entries.ts';
import { PHOTO_LINK_DAYS } from './signed-link.ts';

export interface LeadEmailInput {
  form: FormName;
  entry: Record<string, unknown>;
  receivedAt: string;
  /** The site's address, for the page link. */
  origin: string;
  /** A signed link per kept photo; undefined when no link secret is set (the e-mail then says how many were kept). */
  photoLinks?: string[];
  words: Messages['leadEmail'];
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** The page each form is sent from when the entry does not say (the technician page has one form). */
const FORM_PAGE: Partial<Record<FormName, string>> = { quote: '/quote', applications: '/tech-recruitment' };

/** One line of text: control characters (CR, LF, tabs, U+2028/9) become spaces, runs of spaces one. */
export const oneLine = (s: string, max = 200) =>
  s
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

const show = (v: unknown, yes: string) => (Array.isArray(v) ? v.join(', ') : v === true ? yes : String(v ?? ''));
/** A number a phone can dial: its digits and a leading +. */
const dialable = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '');

export function leadEmail({ form, entry, receivedAt, origin, photoLinks, words }: LeadEmailInput): LeadEmail {
  const name = show(entry.name ?? entry.fullName ?? entry.email, words.yes);
  const place = show(entry.address ?? entry.city, words.yes);
  const phone = show(entry.phone, words.yes);
  const formName = words.forms[form as keyof typeof words.forms] ?? form;
  const page = `${origin}${typeof entry.page === 'string' ? entry.page : (FORM_PAGE[form] ?? '/')}`;
  const fields = columns(form)
    .filter(
      (c) =>
        c !== PHOTOS_FIELD && c !== PHOTOS_DROPPED_FIELD && c !== 'page' && entry[c] !== undefined && entry[c] !== '',
    )
    .map((c) => [(words.fields as Record<string, string>)[c] ?? c, show(entry[c], words.yes)] as const);
  const photos = Array.isArray(entry[PHOTOS_FIELD]) ? (entry[PHOTOS_FIELD] as string[]) : [];
  const photoLines = photoLinks?.map((url, i) => [words.photo.replace('{n}', String(i + 1)), url] as const) ?? [];
  const noLinks = photos.length && !photoLinks ? words.noPhotoLinks.replace('{count}', String(photos.length)) : '';
  // Photos the budget left out: the owner learns they exist, and why they are not linked.
  const dropped = Number(entry[PHOTOS_DROPPED_FIELD]) || 0;
  const droppedLine = dropped ? words.photosDropped.replace('{count}', String(dropped)) : '';
  const photosHeading = words.photos.replace('{days}', String(PHOTO_LINK_DAYS));
  const call = words.call.replace('{phone}', phone);
  const tel = `tel:${dialable(phone)}`;

  const text = [
    formName,
    '',
    ...(phone ? [`${call}: ${tel}`] : []),
    ...fields.map(([label, value]) => `${label}: ${value}`),
    `${words.page}: ${page}`,
    `${words.received}: ${receivedAt}`,
    ...(photoLines.length ? ['', `${photosHeading}:`, ...photoLines.map(([label, url]) => `${label}: ${url}`)] : []),
    ...(noLinks ? ['', noLinks] : []),
    ...(droppedLine ? ['', droppedLine] : []),
  ].join('\n');

  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(formName)}</h1>
${phone ? `<p><a href="${escapeHtml(tel)}" style="font-size:18px;font-weight:bold">${escapeHtml(call)}</a></p>` : ''}
<table>${fields.map(([l, v]) => row(l, v)).join('')}
<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(words.page)}</th><td><a href="${escapeHtml(page)}">${escapeHtml(page)}</a></td></tr>
${row(words.received, receivedAt)}</table>
${photoLines.length ? `<h2 style="font-size:16px">${escapeHtml(photosHeading)}</h2><ul>${photoLines.map(([l, url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
${noLinks ? `<p>${escapeHtml(noLinks)}</p>` : ''}
${droppedLine ? `<p>${escapeHtml(droppedLine)}</p>` : ''}
</body></html>`;

  // One pass with a function: a visitor's `$&` or `{place}` is text, never a pattern.
  const values: Record<string, string> = { form: formName, name, place };
  const subject = oneLine(words.subject.replace(/\{(form|name|place)\}/g, (_, k: string) => values[k]));
  return { subject, text, html };
}
