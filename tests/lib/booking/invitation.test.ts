import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { atCurrentWindow, bookingInvitation } from '../../../src/lib/booking/invitation.ts';
import type { Booking } from '../../../src/lib/booking/state.ts';
import type { Visit } from '../../../src/lib/calendar/ics.ts';

// A booking's invitations as iTIP messages (RFC 5546): each change's invitation has the same UID, a higher SEQUENCE,
// METHOD REQUEST with its STATUS, or METHOD CANCEL and STATUS CANCELLED; the business organizes, the recipient attends.
const booking: Booking = {
  id: '7',
  receivedAt: '2026-11-30T11:00:00.000Z',
  entry: { window: '2026-12-02T10:00', reference: 'K7M-3QX' },
  state: 'requested',
  sequence: 0,
  window: '2026-12-02T10:00',
  changedAt: '2026-11-30T11:00:00.000Z',
};
const visit: Visit = {
  uid: 'quote-7@www.example.com',
  window: '2026-12-02T10:00',
  summary: 'Florida Fix-It Pros · Painting',
};
const parties = {
  organizer: { name: 'Florida Fix-It Pros', email: 'site@example.com' },
  attendee: 'maria@example.com',
  windowMinutes: 120,
  now: Date.parse('2026-11-30T12:00:00.000Z'),
};

function read(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const events = cal.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const e = events[0];
  return {
    method: cal.getFirstPropertyValue('method'),
    uid: e.getFirstPropertyValue('uid'),
    sequence: e.getFirstPropertyValue('sequence'),
    status: e.getFirstPropertyValue('status'),
    organizer: String(e.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: String(e.getFirstPropertyValue('attendee')).toLowerCase(),
    start: new ICAL.Event(e).startDate.toJSDate().toISOString(),
  };
}

describe('a booking’s invitations', () => {
  it('updates one event from the request to its confirmation, its move and its cancellation', () => {
    const steps: [Pick<Booking, 'state' | 'sequence'>, Visit, string, string, string][] = [
      [{ state: 'requested', sequence: 0 }, visit, 'REQUEST', 'TENTATIVE', '2026-12-02T15:00:00.000Z'],
      [{ state: 'confirmed', sequence: 1 }, visit, 'REQUEST', 'CONFIRMED', '2026-12-02T15:00:00.000Z'],
      [
        { state: 'moved', sequence: 2 },
        { ...visit, window: '2026-12-03T08:00' },
        'REQUEST',
        'CONFIRMED',
        '2026-12-03T13:00:00.000Z',
      ],
      [
        { state: 'cancelled', sequence: 3 },
        { ...visit, window: '2026-12-03T08:00' },
        'CANCEL',
        'CANCELLED',
        '2026-12-03T13:00:00.000Z',
      ],
    ];
    for (const [b, v, method, status, start] of steps) {
      const made = bookingInvitation(b, v, parties);
      expect(made.method).toBe(method);
      expect(read(made.ics)).toEqual({
        method,
        uid: visit.uid,
        sequence: b.sequence,
        status,
        organizer: 'mailto:site@example.com',
        attendee: 'mailto:maria@example.com',
        start,
      });
      expect(made.ics).toMatch(/ORGANIZER;CN="?Florida Fix-It Pros"?:mailto:site@example.com/);
      expect(made.ics).toMatch(/RSVP=FALSE/);
    }
  });

  it('a declined visit is withdrawn too', () => {
    expect(read(bookingInvitation({ state: 'declined', sequence: 1 }, visit, parties).ics)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
    });
  });

  it('describes the visit at its window now, not the one first asked', () => {
    expect(atCurrentWindow({ ...booking, window: '2026-12-03T08:00' }).entry.window).toBe('2026-12-03T08:00');
  });
});
