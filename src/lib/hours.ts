/** "08:00" -> "8:00 AM": how the business hours of data/site.yaml read on a page. */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "Monday-Friday 8:00 AM-6:00 PM" for one entry of site.hours. */
export function formatHours(h: { label: string; opens: string; closes: string }): string {
  return `${h.label} ${formatTime(h.opens)}-${formatTime(h.closes)}`;
}
