import { onceByKey } from '../page/once.ts';
import { LANGUAGE_TAG, LOCALES, type Locale } from './locale.ts';

// One formatter each, made once: toLocaleDateString builds a new one on every call, which was a twentieth of the
// time a city page took to render.
// Per language: "March 2025" / "marzo de 2025", "January 8, 2025" / "8 de enero de 2025".
const formatters = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    {
      monthYear: new Intl.DateTimeFormat(LANGUAGE_TAG[l], { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      longDate: new Intl.DateTimeFormat(LANGUAGE_TAG[l], {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    },
  ]),
) as Record<Locale, { monthYear: Intl.DateTimeFormat; longDate: Intl.DateTimeFormat }>;

/**
 * Each date written once per language and process: thousands of city pages show the same few (their last update, their
 * county's projects), and ICU's formatting was 1 to 2% of a renderer at 5,000 cities.
 */
const once = onceByKey();

/** "2024-03" -> "March 2024" (project completion dates). */
export function formatMonth(yyyyMm: string, locale: Locale = 'en'): string {
  return once(`m${locale}${yyyyMm}`, () => {
    const [y, m] = yyyyMm.split('-').map(Number);
    return formatters[locale].monthYear.format(new Date(Date.UTC(y, m - 1, 15)));
  });
}

/** "2025-01-08" -> "January 8, 2025". */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  return once(`d${locale}${iso}`, () => formatters[locale].longDate.format(new Date(`${iso}T12:00:00Z`)));
}

/** "2023–2026": from the founding year to the year the site is built in (one year when they are the same). */
export function copyrightYears(foundingYear: number, now = new Date()): string {
  const year = now.getUTCFullYear();
  return foundingYear >= year ? String(foundingYear) : `${foundingYear}–${year}`;
}
