/**
 * The schedulers' e-mails (./reminders.ts says when): the homeowner's reminder the day before a booked visit, in the
 * request's language, with the window, the address they gave, the business's phone and their link to move or cancel
 * it; and the owner's e-mail of the day, in English: today's visits, then the requests waiting for his answer, oldest
 * first, each with its Confirm link. Pure.
 */
import type { Messages } from '../../content/types.ts';
import { oneLine } from '../leads/lead-email.ts';
import { type BookingEmail, emailParts, fillWords, type Link } from './emails.ts';
import type { OwnerDay } from './reminders.ts';
import type { Booking } from './state.ts';

type Words = Messages['booking'];

/** The homeowner's reminder; `link` is their page of the visit, left out once it can no longer change. */
export function reminderEmail(o: {
  words: Words;
  signature: string;
  window: string;
  address: string;
  phone: string;
  link?: string;
  changeNoticeHours: number;
}): BookingEmail {
  const w = o.words.reminder;
  const values = { window: o.window, address: o.address, phone: o.phone, hours: String(o.changeNoticeHours) };
  return emailParts(
    fillWords(w.subject, values),
    [fillWords(w.intro, values), ...(o.address ? [fillWords(w.address, values)] : []), fillWords(w.reach, values)],
    o.link ? [{ label: o.words.email.manage, url: o.link }] : [],
    [...(o.link ? [fillWords(w.manage, values)] : []), o.signature],
  );
}

/** A field of the request as one short line ('' when absent). */
const field = (b: Booking, key: string) => (typeof b.entry[key] === 'string' ? oneLine(b.entry[key]) : '');

/** One visit or request as a line of the owner's e-mail. */
const line = (b: Booking, windowText: (w: string) => string, extra = '') =>
  [windowText(b.window), field(b, 'name'), field(b, 'phone'), field(b, 'address'), extra].filter(Boolean).join(' · ');

const HOUR = 3_600_000;

/** The owner's e-mail of the day; `confirmUrls` are his Confirm links by request id, `dayPage` his page of the day. */
export function morningEmail(o: {
  words: Words;
  day: OwnerDay;
  windowText: (window: string) => string;
  confirmUrls: Record<string, string>;
  dayPage?: string;
}): BookingEmail {
  const w = o.words.morning;
  const { todays, waiting } = o.day;
  const subject = fillWords(w.subject, { visits: String(todays.length), waiting: String(waiting.length) });
  const visits = todays.length ? [w.visits, ...todays.map((b) => line(b, o.windowText))] : [w.noVisits];
  const waits = waiting.length
    ? [
        w.waiting,
        ...waiting.map(({ booking, ageMs }) =>
          line(booking, o.windowText, fillWords(w.age, { hours: String(Math.floor(ageMs / HOUR)) })),
        ),
      ]
    : [w.noneWaiting];
  const links: Link[] = waiting.flatMap(({ booking }) => {
    const url = o.confirmUrls[booking.id];
    const label = fillWords(w.answer, { window: o.windowText(booking.window), name: field(booking, 'name') });
    return url ? [{ label, url }] : [];
  });
  return emailParts(
    subject,
    [...visits, ...waits],
    [...links, ...(o.dayPage ? [{ label: w.dayPage, url: o.dayPage }] : [])],
    [],
  );
}
