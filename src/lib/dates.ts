// One formatter each, made once: toLocaleDateString builds a new one on every call, which was a twentieth of the
// time a city page took to render.
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "2024-03" -> "March 2024" (project completion dates). */
export function formatMonth(yyyyMm: string): string {
  const [y, m] = yyyyMm.split('-').map(Number);
  return monthYear.format(new Date(Date.UTC(y, m - 1, 15)));
}

/** "2025-01-08" -> "January 8, 2025". */
export function formatDate(iso: string): string {
  return longDate.format(new Date(`${iso}T12:00:00Z`));
}

/** "2023–2026": from the founding year to the year the site is built in (one year when they are the same). */
export function copyrightYears(foundingYear: number, now = new Date()): string {
  const year = now.getUTCFullYear();
  return foundingYear >= year ? String(foundingYear) : `${foundingYear}–${year}`;
}
