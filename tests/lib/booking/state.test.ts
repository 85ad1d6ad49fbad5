import { describe, expect, it } from 'vitest';
import {
  afterAction,
  type Booking,
  type BookingAction,
  calendarStatus,
  canTake,
  changeOpen,
  holdsWindow,
  invitationMethod,
} from '../../../src/lib/booking/state.ts';

// The booking's state machine: which action is open from which state, what each does to the state, the window, the
// hold and the SEQUENCE, and what a calendar is told.
const HOLD = 24 * 3_600_000;
const NOW = Date.parse('2026-11-30T12:00:00.000Z');
const requested: Booking = {
  id: '7',
  receivedAt: '2026-11-30T11:00:00.000Z',
  entry: { phone: '(561) 555-0123', reference: 'K7M-3QX' },
  state: 'requested',
  sequence: 0,
  window: '2026-12-02T10:00',
  holdFrom: '2026-11-30T11:00:00.000Z',
  changedAt: '2026-11-30T11:00:00.000Z',
};
const at = (b: Booking, action: BookingAction, window?: string) => afterAction(b, action, NOW, HOLD, window);

describe('a booking’s transitions', () => {
  it('confirms a request: CONFIRMED, SEQUENCE up, no hold left to run out', () => {
    const confirmed = at(requested, 'confirm');
    expect(confirmed).toEqual({
      ...requested,
      state: 'confirmed',
      sequence: 1,
      changedAt: new Date(NOW).toISOString(),
      holdFrom: undefined,
    });
    expect(confirmed && 'holdFrom' in confirmed).toBe(false);
    expect(at(confirmed!, 'confirm')).toBeUndefined();
  });

  it('moves a request or a booked visit to another window, and never to the same one', () => {
    const moved = at(requested, 'move', '2026-12-03T08:00');
    expect(moved).toMatchObject({ state: 'moved', window: '2026-12-03T08:00', sequence: 1 });
    expect(at(moved!, 'move', '2026-12-04T08:00')).toMatchObject({ state: 'moved', sequence: 2 });
    expect(at(requested, 'move', requested.window)).toBeUndefined();
    expect(at(requested, 'move')).toBeUndefined();
  });

  it('declines, and lets the homeowner ask for another window after it, holding it again', () => {
    const declined = at(requested, 'decline')!;
    expect(declined).toMatchObject({ state: 'declined', sequence: 1 });
    expect(at(declined, 'confirm')).toBeUndefined();
    expect(at(declined, 'cancel')).toBeUndefined();
    expect(at(declined, 'change', '2026-12-04T08:00')).toMatchObject({
      state: 'requested',
      window: '2026-12-04T08:00',
      holdFrom: new Date(NOW).toISOString(),
      sequence: 2,
    });
  });

  it('keeps a booked visit booked when the homeowner moves it, and a request a request', () => {
    const confirmed = at(requested, 'confirm')!;
    expect(at(confirmed, 'change', '2026-12-04T08:00')).toMatchObject({ state: 'moved', sequence: 2 });
    expect(at(requested, 'change', '2026-12-04T08:00')).toMatchObject({ state: 'requested', sequence: 1 });
  });

  it('cancels, for good', () => {
    const cancelled = at(requested, 'cancel')!;
    expect(cancelled).toMatchObject({ state: 'cancelled', sequence: 1 });
    for (const action of ['confirm', 'move', 'decline', 'release', 'change', 'cancel'] as const)
      expect(at(cancelled, action, '2026-12-04T08:00'), action).toBeUndefined();
  });

  it('releases a hold without a new SEQUENCE (no calendar sees it), only while the hold runs', () => {
    const released = at(requested, 'release')!;
    expect(released).toMatchObject({ state: 'requested', sequence: 0 });
    expect(released.holdFrom).toBeUndefined();
    expect(holdsWindow(requested, NOW, HOLD)).toBe(true);
    expect(holdsWindow(released, NOW, HOLD)).toBe(false);
    expect(canTake(released, 'release', NOW, HOLD)).toBe(false);
    // A confirmed visit is no hold to release.
    expect(canTake(at(requested, 'confirm')!, 'release', NOW, HOLD)).toBe(false);
  });

  it('lets a request’s hold run out after holdHours, a booked visit’s never', () => {
    const later = Date.parse(requested.holdFrom!) + HOLD;
    expect(holdsWindow(requested, later - 1, HOLD)).toBe(true);
    expect(holdsWindow(requested, later, HOLD)).toBe(false);
    expect(holdsWindow(at(requested, 'confirm')!, later * 2, HOLD)).toBe(true);
  });
});

describe('what calendars are told', () => {
  it('TENTATIVE while requested, CONFIRMED once booked, CANCELLED (METHOD CANCEL) once declined or cancelled', () => {
    expect(
      (['requested', 'confirmed', 'moved', 'declined', 'cancelled'] as const).map((s) => [
        calendarStatus(s),
        invitationMethod(s),
      ]),
    ).toEqual([
      ['TENTATIVE', 'REQUEST'],
      ['CONFIRMED', 'REQUEST'],
      ['CONFIRMED', 'REQUEST'],
      ['CANCELLED', 'CANCEL'],
      ['CANCELLED', 'CANCEL'],
    ]);
  });

  it('lets the homeowner change the visit only up to changeNoticeHours before it', () => {
    const start = Date.parse('2026-12-02T15:00:00.000Z');
    expect(changeOpen(start, start - 25 * 3_600_000, 24)).toBe(true);
    expect(changeOpen(start, start - 23 * 3_600_000, 24)).toBe(false);
  });
});
