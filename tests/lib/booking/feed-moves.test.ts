import { describe, expect, it } from 'vitest';
import { type FeedVisit, feedMoves } from '../../../src/lib/booking/feed-moves.ts';
import type { Booking } from '../../../src/lib/booking/state.ts';
import { floridaInstant } from '../../../src/lib/calendar/ics.ts';

// Monday Nov 30, 7:00 AM in Florida; the visit was confirmed at 6:00 for Tuesday 8 - 10 AM.
const NOW = Date.UTC(2026, 10, 30, 12);
const origin = 'https://fixit.example';
const o = { origin, now: NOW, timeZone: 'America/New_York', holdMs: 48 * 3_600_000 };
const booking: Booking = {
  id: '42',
  receivedAt: '2026-11-30T10:00:00.000Z',
  entry: { reference: 'K7M-3QX', window: '2026-12-01T08:00' },
  state: 'confirmed',
  sequence: 1,
  window: '2026-12-01T08:00',
  changedAt: '2026-11-30T11:00:00.000Z',
};
const dragged: FeedVisit = {
  uid: 'quote-42@fixit.example',
  start: floridaInstant('2026-12-02T13:30')!,
  summary: 'Quote K7M-3QX · Painting · Boca Raton',
  modified: Date.UTC(2026, 10, 30, 11, 30),
};

describe("a visit in the owner's own calendar", () => {
  it('moves its booking to where he dragged it, on the business clock', () => {
    expect(feedMoves([booking], [dragged], o)).toEqual([{ booking, window: '2026-12-02T13:30' }]);
  });
  it('stays where it is when the feed shows it at its own time, or not at all', () => {
    expect(feedMoves([booking], [{ ...dragged, start: floridaInstant(booking.window)! }], o)).toEqual([]);
    expect(feedMoves([booking], [], o)).toEqual([]);
  });
  it('does not follow a copy last changed before our last change (a copy imported before the homeowner moved it)', () => {
    expect(feedMoves([booking], [{ ...dragged, modified: Date.UTC(2026, 10, 30, 10) }], o)).toEqual([]);
    expect(feedMoves([booking], [{ ...dragged, modified: undefined }], o)).toEqual([]);
  });
  it("does not follow an event that lost the request's reference, a UID seen twice, another site's, or a past time", () => {
    expect(feedMoves([booking], [{ ...dragged, summary: 'Quote 42' }], o)).toEqual([]);
    expect(feedMoves([booking], [dragged, { ...dragged, start: dragged.start + 3_600_000 }], o)).toEqual([]);
    expect(feedMoves([booking], [{ ...dragged, uid: 'quote-42@other.example' }], o)).toEqual([]);
    expect(feedMoves([booking], [{ ...dragged, start: NOW - 1 }], o)).toEqual([]);
  });
  it('leaves a cancelled or declined visit as it is', () => {
    for (const state of ['cancelled', 'declined'] as const)
      expect(feedMoves([{ ...booking, state }], [dragged], o)).toEqual([]);
  });
});
