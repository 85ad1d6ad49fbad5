/**
 * The homeowner's page of their visit, in the request's language, from the link in each of their e-mails: the visit as
 * it is now; while it is more than changeNoticeHours away, the free windows to move it to and a button to cancel it (a
 * declined visit: the windows to ask again). The form carries the SEQUENCE the page showed, so a post after someone
 * else's change only shows the visit again. Repeats nothing typed into the form but the request's reference.
 */
import { schedule } from '../../content/schedule.ts';
import { fillWords } from '../../lib/booking/emails.ts';
import { phoneKey } from '../../lib/booking/phone-key.ts';
import { afterAction, type Booking, changeOpen } from '../../lib/booking/state.ts';
import { floridaInstant } from '../../lib/calendar/ics.ts';
import { formWords } from '../../lib/leads/lead-catalog.ts';
import { WINDOW_LIMITS } from './limits.ts';
import { localeOfEntry, wordsOf } from './mail.ts';
import type { PageContext } from './page-context.ts';
import { otherWindows, stateLine } from './page-parts.ts';

type Notice = { text: string; tone: 'ok' | 'warn' };

export async function visitPage(x: PageContext, mode: 'fresh' | 'expired'): Promise<Response> {
  const locale = localeOfEntry(x.booking.entry);
  const w = wordsOf(locale).booking.page;
  const open = (b: Booking) =>
    b.state === 'declined' ||
    (b.state !== 'cancelled' && changeOpen(floridaInstant(b.window) ?? 0, x.now, schedule.changeNoticeHours));
  const offered = mode === 'fresh' && open(x.booking) ? await x.offered() : [];
  const show = (b: Booking, notice?: Notice) => {
    const text = (k: string) => (typeof b.entry[k] === 'string' ? (b.entry[k] as string) : '');
    const service = formWords(locale).services[text('service')] ?? formWords(locale).noService;
    const seq = String(b.sequence);
    const days = otherWindows(offered, b, locale);
    const declined = b.state === 'declined';
    const late = !open(b) && b.state !== 'cancelled';
    return {
      heading: w.title,
      ...(notice ? { notice } : {}),
      rows: [
        [w.reference, text('reference')],
        [w.service, service],
        [w.status, stateLine(b, locale)],
      ].filter((r): r is [string, string] => Boolean(r[1])),
      paragraphs: [
        ...(late ? [fillWords(w.tooLate, { hours: String(schedule.changeNoticeHours) })] : []),
        ...(open(b) && !days.length ? [w.noWindows] : []),
      ],
      forms:
        mode === 'expired' || !open(b)
          ? []
          : [
              ...(days.length
                ? [
                    {
                      // The windows' legend heads the form: a heading over it would say the same again.
                      button: declined ? w.rebookButton : w.changeButton,
                      hidden: { do: 'change', seq },
                      windows: { legend: declined ? w.rebookHeading : w.changeHeading, days },
                    },
                  ]
                : []),
              ...(declined
                ? []
                : [{ heading: w.cancelHeading, button: w.cancelButton, hidden: { do: 'cancel', seq }, quiet: true }]),
            ],
      call: x.call(w.call),
    };
  };
  if (mode === 'expired') return x.answer(410, show(x.booking, { text: w.expired, tone: 'warn' }));
  if (!x.form) return x.answer(200, show(x.booking));
  const b = x.booking;
  const action = x.form.get('do');
  const asked = x.form.get('window') ?? undefined;
  if (x.form.get('seq') !== String(b.sequence) || (action !== 'change' && action !== 'cancel') || !open(b))
    return x.answer(409, show(b, { text: w.stale, tone: 'warn' }));
  if (action === 'change' && !offered.some((o) => o.start === asked && o.start !== b.window))
    return x.answer(409, show(b, { text: w.full, tone: 'warn' }));
  const next = afterAction(b, action, x.now, WINDOW_LIMITS.holdMs, asked);
  const saved = next ? await x.bookings.save(b, next, WINDOW_LIMITS, x.now) : 'changed';
  if (saved === 'full') return x.answer(409, show(b, { text: w.full, tone: 'warn' }));
  if (saved === 'changed' || !next)
    return x.answer(409, show((await x.bookings.get(b.id)) ?? b, { text: w.stale, tone: 'warn' }));
  // A request asked again holds its new window: the phone's and this client's other requests let theirs go.
  if (next.state === 'requested')
    await x.bookings.releaseOthers(b.id, { phone: phoneKey(b.entry.phone), client: await x.client() });
  x.tell(b, next, 'homeowner');
  const done = next.state === 'cancelled' ? w.cancelled : fillWords(w.changed, { status: stateLine(next, locale) });
  return x.answer(200, show(next, { text: done, tone: 'ok' }));
}
