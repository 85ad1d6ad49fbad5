/**
 * A quote request with an arrival window is a booking, and this is its state machine (docs/decisions/0064-bookings-
 * and-holds.md). `requested`: waiting for the owner, holding its window for holdHours (data/schedule.yaml) unless he
 * released the hold; `confirmed`: the owner said yes; `moved`: it is now at another window than first asked, set by the
 * owner or the homeowner, and booked like a confirmed visit; `declined`: the owner said no (the homeowner may ask for
 * another window); `cancelled`: the homeowner called it off. Every change the homeowner's calendar must see raises
 * SEQUENCE (RFC 5545), so each invitation updates the one before. Pure: every host runs it.
 */

export const BOOKING_STATES = ['requested', 'confirmed', 'moved', 'declined', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export interface Booking {
  /** The quote request's id in its store. */
  id: string;
  receivedAt: string;
  /** The quote request as sent (its phone, e-mail, locale, reference...). */
  entry: Record<string, unknown>;
  state: BookingState;
  sequence: number;
  /** The window the visit is at now, "2026-11-30T08:00" Florida time (the request's `window` is the one first asked). */
  window: string;
  /** While requested: when its hold began (ISO); absent once released or expired for good. */
  holdFrom?: string;
  /** When its state last changed (ISO). */
  changedAt: string;
}

/** What the owner does from his e-mail's links: one purpose per link. */
export const OWNER_ACTIONS = ['confirm', 'move', 'decline', 'release'] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];
/** What the homeowner does from the link in their e-mails. */
export type HomeownerAction = 'change' | 'cancel';
export type BookingAction = OwnerAction | HomeownerAction;

/** The states each action starts from. */
const FROM: Record<BookingAction, readonly BookingState[]> = {
  confirm: ['requested'],
  move: ['requested', 'confirmed', 'moved'],
  decline: ['requested', 'confirmed', 'moved'],
  release: ['requested'],
  change: ['requested', 'confirmed', 'moved', 'declined'],
  cancel: ['requested', 'confirmed', 'moved'],
};

/** The actions that need a window. */
export const MOVES: readonly BookingAction[] = ['move', 'change'];

/** Whether a request's hold keeps its window from others at `nowMs`. */
export const holdsWindow = (b: Pick<Booking, 'state' | 'holdFrom'>, nowMs: number, holdMs: number) =>
  b.state === 'confirmed' ||
  b.state === 'moved' ||
  (b.state === 'requested' && b.holdFrom !== undefined && Date.parse(b.holdFrom) > nowMs - holdMs);

/** Whether `action` may be taken on `b` now (release needs a hold to release). */
export const canTake = (b: Booking, action: BookingAction, nowMs: number, holdMs: number) =>
  FROM[action].includes(b.state) && (action !== 'release' || holdsWindow(b, nowMs, holdMs));

/**
 * The booking after `action` at `nowMs` (`window` for a move or a change), or undefined when the action is not open
 * from its state or a move names no other window. A release keeps the sequence: nothing a calendar shows changes.
 */
export function afterAction(
  b: Booking,
  action: BookingAction,
  nowMs: number,
  holdMs: number,
  window?: string,
): Booking | undefined {
  if (!canTake(b, action, nowMs, holdMs)) return undefined;
  if (MOVES.includes(action) && (!window || (window === b.window && b.state !== 'declined'))) return undefined;
  const at = new Date(nowMs).toISOString();
  const next = (state: BookingState, changes: Partial<Booking> = {}): Booking => {
    const { holdFrom: _, ...rest } = b;
    return { ...rest, state, sequence: b.sequence + 1, changedAt: at, ...changes };
  };
  switch (action) {
    case 'confirm':
      return next('confirmed');
    case 'move':
      return next('moved', { window });
    case 'decline':
      return next('declined');
    case 'cancel':
      return next('cancelled');
    case 'release':
      return { ...next('requested'), sequence: b.sequence };
    case 'change':
      // A request (or a declined one) asks again and holds its new window; a booked visit stays booked, at the new time.
      return b.state === 'requested' || b.state === 'declined'
        ? next('requested', { window, holdFrom: at })
        : next('moved', { window });
  }
}

/** The visit's STATUS in calendars (RFC 5545 3.8.1.11). */
export const calendarStatus = (state: BookingState): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' =>
  state === 'requested' ? 'TENTATIVE' : state === 'confirmed' || state === 'moved' ? 'CONFIRMED' : 'CANCELLED';

/** The invitation's METHOD (RFC 5546): a cancelled or declined visit is withdrawn, any other is (re)sent. */
export const invitationMethod = (state: BookingState): 'REQUEST' | 'CANCEL' =>
  calendarStatus(state) === 'CANCELLED' ? 'CANCEL' : 'REQUEST';

/** Whether the homeowner may still change or cancel the visit at `nowMs`: up to changeNoticeHours before it starts. */
export const changeOpen = (windowStartMs: number, nowMs: number, changeNoticeHours: number) =>
  nowMs < windowStartMs - changeNoticeHours * 3_600_000;
