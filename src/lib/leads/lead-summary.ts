/**
 * One lead in the owner's words: every value as the form showed it (the service's title, "Evening (5 to 8 pm)"), the
 * time it came in on Florida's clock, a map link for the address, the visitor's language and the page that brought
 * it. Pure: the owner's e-mail (./lead-email.ts), the webhook (src/server/mail/notify.ts) and `npm run export:forms` all
 * show these rows, so the three never disagree. Entries stored before the reference and the language existed leave
 * those rows empty.
 */
import { schedule } from '../../content/schedule.ts';
import type { Messages } from '../../content/types.ts';
import { windowLabel } from '../calendar/availability.ts';
import { floridaInstant } from '../calendar/ics.ts';
import {
  columns,
  type FormName,
  PHOTOS_DROPPED_FIELD,
  PHOTOS_DROPPED_FOR_FIELD,
  PHOTOS_FIELD,
} from '../forms/form-entries.ts';
import { DEFAULT_LOCALE } from '../i18n/locale.ts';
import { jobRef } from '../prices/price-rules.ts';
import { BUSINESS_TIME_ZONE } from '../widgets/open-status.ts';
import { type FormWords, formWords, pageName } from './lead-catalog.ts';

export interface SummaryRow {
  /** The field's name (a schema property, or received/map/photos for what the handler adds). */
  key: string;
  label: string;
  /** The words; empty when the entry has no value. */
  value: string;
  /** Where the value leads: a map, the page, a phone or an e-mail address. */
  href?: string;
}

export interface SummaryInput {
  form: FormName;
  entry: Record<string, unknown>;
  receivedAt: string;
  /** The site's address (site-origin.ts), for the page's full link. */
  origin: string;
  words: Messages['leadEmail'];
  /** The form's words in the owner's language; the default language's by default. */
  ownerWords?: FormWords;
}

/** The quote's rows in the order the owner reads them; the handler's own fields (page, photos) come last. */
const QUOTE_ORDER = [
  'reference',
  'name',
  'phone',
  'email',
  'address',
  'service',
  'job',
  'details',
  'bestTime',
  'window',
  'locale',
];
/** Fields shown in a row of their own, or never shown (the honeypot is not a column). */
const OWN_ROWS = new Set([PHOTOS_FIELD, PHOTOS_DROPPED_FIELD, PHOTOS_DROPPED_FOR_FIELD, 'page']);

const text = (v: unknown, yes: string) => (Array.isArray(v) ? v.join(', ') : v === true ? yes : String(v ?? ''));

/** A phone number a phone can dial: its digits and a leading +. */
export const dialable = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '');

/** A Google Maps search for an address (works on phones with and without the app). */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * An instant as a Florida wall clock reads it ("Fri, Nov 27, 8:01 PM"), in a language's own way; what is not a time
 * (an older entry's odd value) is shown as it is.
 */
export function floridaTime(iso: string, tag = 'en-US'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(tag, {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(at)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** A language's name in English, and a call back in it when it is not the site's first language. */
export function languageWords(locale: string, words: Messages['leadEmail']): string {
  let name = locale;
  try {
    name = new Intl.DisplayNames('en', { type: 'language' }).of(locale) ?? locale;
  } catch {
    // An odd stored value: its code is shown as it is.
  }
  return locale === DEFAULT_LOCALE ? name : words.callBackIn.replaceAll('{language}', name);
}

/** A requested window as the form offered it ("Mon, Nov 30, 8 – 10 AM"); an odd stored value as it is. */
function windowWords(window: string, fw: FormWords): string {
  const startMs = floridaInstant(window);
  if (startMs === undefined) return window;
  return windowLabel({ startMs, endMs: startMs + schedule.windowMinutes * 60_000 }, fw.locale, schedule.timeZone);
}

/** The page that brought the lead: its city or service, and its full link. */
export function pageRow(path: string, origin: string, words: Messages['leadEmail'], fw: FormWords) {
  const url = `${origin}${path}`;
  const named = pageName(path, fw);
  const value = named ? `${words.pageKinds[named.kind].replace('{name}', named.name)}: ${url}` : url;
  return { value, url, city: named?.kind === 'city' ? named.name : undefined };
}

/** The labelled words of one entry, every row present (empty values included) so a table has the same columns. */
export function leadSummary({ form, entry, receivedAt, origin, words, ownerWords }: SummaryInput): SummaryRow[] {
  const fw = ownerWords ?? formWords();
  const labels = words.fields as Record<string, string>;
  const keys =
    form === 'quote'
      ? [...QUOTE_ORDER, ...columns(form).filter((c) => !QUOTE_ORDER.includes(c) && !OWN_ROWS.has(c))]
      : columns(form).filter((c) => !OWN_ROWS.has(c));
  const rows: SummaryRow[] = keys.map((key) => {
    const raw = text(entry[key], words.yes);
    const row: SummaryRow = { key, label: labels[key] ?? key, value: raw };
    if (key === 'service' && form === 'quote') row.value = raw ? (fw.services[raw] ?? raw) : fw.noService;
    if (key === 'job' && form === 'quote') row.value = raw ? (fw.jobs[jobRef(String(entry.service), raw)] ?? raw) : '';
    if (key === 'bestTime') row.value = raw ? (fw.bestTimes[raw] ?? raw) : '';
    if (key === 'window') row.value = raw ? windowWords(raw, fw) : '';
    if (key === 'locale') row.value = raw ? languageWords(raw, words) : '';
    if (key === 'phone' && raw) row.href = `tel:${dialable(raw)}`;
    if (key === 'email' && raw) row.href = `mailto:${raw}`;
    return row;
  });
  if (form === 'quote') {
    const address = text(entry.address, words.yes);
    const at = rows.findIndex((r) => r.key === 'address');
    const link = address ? mapLink(address) : '';
    rows.splice(at + 1, 0, { key: 'map', label: words.map, value: link, ...(link ? { href: link } : {}) });
    const photos = Array.isArray(entry[PHOTOS_FIELD]) ? entry[PHOTOS_FIELD].length : 0;
    rows.push({ key: PHOTOS_FIELD, label: labels[PHOTOS_FIELD] ?? PHOTOS_FIELD, value: photos ? String(photos) : '' });
  }
  const path = typeof entry.page === 'string' ? entry.page : FORM_PAGE[form];
  const page = pageRow(path, origin, words, fw);
  rows.push({ key: 'page', label: words.page, value: page.value, href: page.url });
  rows.push({ key: 'received', label: words.received, value: floridaTime(receivedAt) });
  return rows;
}

/** The page each form is sent from when the entry does not say (the technician page has one form). */
export const FORM_PAGE: Record<FormName, string> = {
  quote: '/quote',
  applications: '/tech-recruitment',
  newsletter: '/',
};

/** The rows as label -> words, the empty ones left out (the webhook's `summary`). */
export const summaryObject = (rows: SummaryRow[]) =>
  Object.fromEntries(rows.filter((r) => r.value).map((r) => [r.label, r.value]));
