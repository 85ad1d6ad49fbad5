/**
 * A booking's calendar invitation (iTIP, RFC 5546), as each e-mail about it carries one: the visit at its window now,
 * with the quote's UID (../calendar/visit-event.ts: the owner's and the homeowner's copies share it), the booking's SEQUENCE, the
 * STATUS its state gives (TENTATIVE, CONFIRMED, CANCELLED) and METHOD REQUEST, or CANCEL once it is declined or
 * cancelled; the business is the organizer, the e-mail's recipient the attendee. A calendar that has the earlier
 * invitation updates that one event. Pure: every host runs it.
 */
import type { Visit } from '../calendar/ics.ts';
import { visitsCalendar } from '../calendar/ics.ts';
import { type Booking, calendarStatus, invitationMethod } from './state.ts';

export interface InvitationParties {
  /** The business: its name and the address the e-mails come from. */
  organizer: { name: string; email: string };
  /** Who the e-mail goes to. */
  attendee: string;
}

/** The invitation's text and its METHOD (the attachment's content type names it too). */
export function bookingInvitation(
  b: Pick<Booking, 'state' | 'sequence'>,
  visit: Visit,
  o: InvitationParties & { windowMinutes: number; now: number },
): { ics: string; method: 'REQUEST' | 'CANCEL' } {
  const method = invitationMethod(b.state);
  const ics = visitsCalendar(
    [
      {
        ...visit,
        sequence: b.sequence,
        status: calendarStatus(b.state),
        organizer: o.organizer,
        attendee: { email: o.attendee },
      },
    ],
    { method, windowMinutes: o.windowMinutes, now: o.now },
  );
  return { ics, method };
}

/** The quote as its visit-event builders read it, at the booking's window now rather than the one first asked. */
export const atCurrentWindow = (b: Pick<Booking, 'id' | 'entry' | 'window'>) => ({
  id: b.id,
  entry: { ...b.entry, window: b.window },
});
