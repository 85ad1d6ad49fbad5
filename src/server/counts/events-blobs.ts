/**
 * The counts on Netlify (Netlify Blobs, no SQL database): one JSON blob per day, `<day>` -> { "path\ncity\nevent":
 * count }, in the EventStore interface of ./events-store.ts. Blobs has no atomic increment: two counts of the same
 * instant may be added as one, which a daily total of page views can bear (the forms' entries never depend on it).
 */
import type { getStore } from '@netlify/blobs';
import { type CountRow, daysBefore, type EventName, KEEP_DAYS, MAX_ROWS_PER_DAY } from '../../lib/counts/events.ts';
import { written } from '../stores/blob-list.ts';
import type { EventStore } from './events-store.ts';

type Store = ReturnType<typeof getStore>;
type Day = Record<string, number>;

export function blobsEventStore(days: Store): EventStore {
  const read = async (day: string) =>
    ((await days.get(day, { type: 'json', consistency: 'strong' })) as Day | null) ?? {};
  return {
    async count({ day, path, city, event }, maxRowsPerDay = MAX_ROWS_PER_DAY) {
      const totals = await read(day);
      const key = `${path}\n${city}\n${event}`;
      if (!(key in totals) && Object.keys(totals).length >= maxRowsPerDay) return false;
      const first = !Object.keys(totals).length;
      totals[key] = (totals[key] ?? 0) + 1;
      await days.setJSON(day, totals);
      if (first) {
        const blobs = written((await days.list()).blobs);
        const oldest = daysBefore(day, KEEP_DAYS);
        await Promise.all(blobs.filter((b) => b.key < oldest).map((b) => days.delete(b.key)));
      }
      return true;
    },
    async rows(fromDay) {
      const blobs = written((await days.list()).blobs);
      const rows: CountRow[] = [];
      for (const { key: day } of blobs.filter((b) => b.key >= fromDay).sort((a, b) => a.key.localeCompare(b.key))) {
        for (const [key, count] of Object.entries(await read(day))) {
          const [path, city, event] = key.split('\n');
          rows.push({ day, path, city, event: event as EventName, count });
        }
      }
      return rows;
    },
  };
}
