/**
 * The owner's calendar inside a test: one event per busy time in an iCal file that a tiny HTTP server publishes, as
 * Google Calendar, Outlook and Apple Calendar publish the private address given as OWNER_CALENDAR_ICS_URL. Shared by
 * the quote journey's browser test (e2e/quote-journey.ts) and the arrival windows in Cloudflare's runtime (hosts/).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ical from 'ical-generator';
import type { ArrivalWindow, Busy } from '../src/lib/calendar/availability.ts';

/**
 * One busy time overlapping the first two of `windows` by half an hour of each, neither whole: both are to be no longer
 * offered, and the third is.
 */
export const busyOverFirstTwo = ([first, second]: readonly ArrivalWindow[]): Busy[] => [
  { start: first.startMs + 30 * 60_000, end: second.startMs + 30 * 60_000 },
];

/** The calendar's text: each busy time an event shown as busy (the default), in UTC. */
export function busyCalendar(busy: readonly Busy[]): string {
  const cal = ical({ prodId: { company: 'florida-handyman-tests', product: 'owner-calendar' } });
  for (const [i, b] of busy.entries())
    cal.createEvent({
      id: `busy-${i}@example.com`,
      start: new Date(b.start),
      end: new Date(b.end),
      summary: 'Dentist',
    });
  return cal.toString();
}

/** Serves busyCalendar(busy) at `url`; `reads` counts the requests, `close` stops the server and its connections. */
export async function ownerCalendarFeed(busy: readonly Busy[]) {
  const reads: string[] = [];
  const server = http.createServer((req, res) => {
    reads.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(busyCalendar(busy));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner/basic.ics`,
    reads,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
