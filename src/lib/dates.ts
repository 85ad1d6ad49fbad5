/** "2024-03" -> "March 2024" (project completion dates). */
export function formatMonth(yyyyMm: string): string {
  const [y, m] = yyyyMm.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "2025-01-08" -> "January 8, 2025". */
export function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** "2023–2026": from the founding year to the year the site is built in (one year when they are the same). */
export function copyrightYears(foundingYear: number, now = new Date()): string {
  const year = now.getUTCFullYear();
  return foundingYear >= year ? String(foundingYear) : `${foundingYear}–${year}`;
}
