/**
 * Calendar feeds written to hurt the site that reads them (OWNER_CALENDAR_ICS_URL), as anyone whose invitation lands in
 * the owner's calendar could: read in memory (serve/calendar-busy.test.ts) and served by ./hostile-feed-server.ts for
 * the attacks on `npm start` (serve/hostile-feed.int.test.ts) and in Cloudflare's runtime
 * (hosts/cloudflare-feed-attacks.test.ts). Each feed also holds one honest busy time, on the first weekday morning two
 * days on, which the site must still see.
 */

/** Text no page of the owner's may ever show: it is written by whoever sent the invitation. */
export const FEED_MARKER = 'CALL-555-0100-TO-FIX-YOUR-CALENDAR';

const calendar = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\n${body}END:VCALENDAR\r\n`;
const vevent = (uid: string, lines: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\n${lines}END:VEVENT\r\n`;
const stamp = (ms: number) => `${new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The honest busy time: 8:30-9:30 Florida time on the first weekday at least two days after `now`. */
export function honestBusy(now: number): { start: number; end: number } {
  let day = new Date(now + 2 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  // 13:30 UTC is 8:30 in Florida in winter and 9:30 in summer: within the 8-10 window either way.
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 13, 30);
  return { start, end: start + 30 * 60_000 };
}
const honest = (now: number) => {
  const b = honestBusy(now);
  return vevent('honest@example.com', `DTSTART:${stamp(b.start)}\r\nDTEND:${stamp(b.end)}\r\nSUMMARY:Dentist\r\n`);
};

/** The attacks, by name: each a feed's text, made for the clock at `now`. */
export const hostileFeeds: Record<string, (now: number) => string> = {
  // About 200 bytes: a daily rule no date satisfies, on which ical.js's iterator.next() never returns.
  never: () =>
    calendar(
      vevent(
        'n@x',
        `DTSTART:20261201T130000Z\r\nDTEND:20261201T140000Z\r\nRRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30\r\n`,
      ),
    ),
  // A zone whose rule changes its offset every minute since 1601, named by an event: filled the heap.
  zone: (now) =>
    calendar(
      'BEGIN:VTIMEZONE\r\nTZID:X\r\nBEGIN:STANDARD\r\nDTSTART:16010101T000000\r\nRRULE:FREQ=MINUTELY\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n' +
        vevent('z@x', 'DTSTART;TZID=X:20261201T080000\r\nDTEND;TZID=X:20261201T090000\r\n') +
        honest(now),
    ),
  // 300 events repeating every second from today.
  secondly: (now) =>
    calendar(
      Array.from({ length: 300 }, (_, i) =>
        vevent(`s${i}@x`, `DTSTART:${stamp(now)}\r\nDTEND:${stamp(now + 1000)}\r\nRRULE:FREQ=SECONDLY\r\n`),
      ).join('') + honest(now),
    ),
  // One daily event with 2,000 of its occurrences moved (RECURRENCE-ID), each a VEVENT of its own.
  moved: (now) => {
    const first = now - 1000 * 86_400_000;
    const moves = Array.from({ length: 2000 }, (_, i) => {
      const at = stamp(first + i * 86_400_000);
      return vevent('r@x', `RECURRENCE-ID:${at}\r\nDTSTART:${at}\r\nDTEND:${at}\r\n`);
    });
    return calendar(
      vevent('r@x', `DTSTART:${stamp(first)}\r\nDTEND:${stamp(first + 3600_000)}\r\nRRULE:FREQ=DAILY\r\n`) +
        moves.join('') +
        honest(now),
    );
  },
  // Not iCalendar at all, in words that must not reach the owner's page.
  words: () => `<html><body><script>alert(1)</script>${FEED_MARKER}</body></html>`,
};
// All the calendar attacks above in one feed, as several invitations would put them in one calendar.
hostileFeeds.all = (now) =>
  calendar(
    ['never', 'zone', 'secondly', 'moved']
      .map((name) => hostileFeeds[name](now).replace(/^BEGIN:VCALENDAR\r\n(.*\r\n){2}|END:VCALENDAR\r\n$/g, ''))
      .join(''),
  );
