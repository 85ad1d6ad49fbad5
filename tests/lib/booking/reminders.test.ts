import { describe, expect, it } from 'vitest';
import { schedule } from '../../../src/content/schedule.ts';
import {
  dayOf,
  morningDue,
  morningKey,
  ownerDay,
  reminderKey,
  remindersDue,
} from '../../../src/lib/booking/reminders.ts';
import type { Booking } from '../../../src/lib/booking/state.ts';
import { localToUtc, minutesOf } from '../../../src/lib/calendar/availability.ts';

// When the schedulers send: the reminder from data/schedule.yaml reminderAt the day before a booked visit until it
// starts, the owner's e-mail from ownerMorningAt; the owner's day as its lists. Times are the business's (Florida).
const tz = schedule.timeZone;
/** The instant of a Florida wall-clock time "YYYY-MM-DDTHH:MM". */
const at = (wall: string) => localToUtc(Date.parse(`${wall}Z`), tz);
const plus = (hhmm: string, minutes: number) => {
  const m = minutesOf(hhmm) + minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const visit = (
  id: string,
  state: Booking['state'],
  window: string,
  changedAt = '2026-11-20T12:00:00.000Z',
): Booking => ({
  id,
  receivedAt: changedAt,
  entry: { name: `Client ${id}`, email: `c${id}@example.com`, phone: '5615550100', address: '1 Ocean Dr' },
  state,
  sequence: state === 'requested' ? 0 : 1,
  window,
  changedAt,
});

describe('the reminder', () => {
  const tuesday = visit('1', 'confirmed', '2026-12-01T08:00');
  it('is due from reminderAt the day before until the visit starts, once per visit and window', () => {
    expect(remindersDue([tuesday], at(`2026-11-30T${plus(schedule.reminderAt, -1)}`), schedule)).toEqual([]);
    expect(remindersDue([tuesday], at(`2026-11-30T${schedule.reminderAt}`), schedule)).toEqual([tuesday]);
    // A scheduler that was down at that hour still sends it the next morning, before the visit.
    expect(remindersDue([tuesday], at('2026-12-01T07:59'), schedule)).toEqual([tuesday]);
    expect(remindersDue([tuesday], at('2026-12-01T08:00'), schedule)).toEqual([]);
    expect(reminderKey(tuesday)).toBe('reminder/1/2026-12-01T08:00');
    expect(reminderKey({ ...tuesday, window: '2026-12-02T08:00' })).not.toBe(reminderKey(tuesday));
  });
  it('is for booked visits with an e-mail address, not told their window since that hour', () => {
    const now = at(`2026-11-30T${plus(schedule.reminderAt, 30)}`);
    const moved = visit('2', 'moved', '2026-12-01T10:00');
    const justConfirmed = visit('3', 'confirmed', '2026-12-01T12:00', new Date(now - 60_000).toISOString());
    const others = [
      visit('4', 'requested', '2026-12-01T08:00'),
      visit('5', 'declined', '2026-12-01T08:00'),
      visit('6', 'cancelled', '2026-12-01T08:00'),
      { ...visit('7', 'confirmed', '2026-12-01T08:00'), entry: { phone: '5615550100' } },
      visit('8', 'confirmed', '2026-12-02T08:00'),
    ];
    expect(remindersDue([tuesday, moved, justConfirmed, ...others], now, schedule)).toEqual([tuesday, moved]);
  });
});

describe('the owner’s e-mail of the day', () => {
  it('is due from ownerMorningAt, keyed by the Florida day', () => {
    expect(morningDue(at(`2026-11-30T${plus(schedule.ownerMorningAt, -1)}`), schedule)).toBeUndefined();
    expect(morningDue(at(`2026-11-30T${schedule.ownerMorningAt}`), schedule)).toBe('2026-11-30');
    expect(morningDue(at('2026-11-30T23:59'), schedule)).toBe('2026-11-30');
    expect(morningKey('2026-11-30')).toBe('morning/2026-11-30');
    // 11 PM in Florida is already the next day in UTC: the day is Florida's.
    expect(dayOf(at('2026-11-30T23:00'), tz)).toBe('2026-11-30');
    expect(dayOf(at('2026-11-30T23:00'), tz, 1)).toBe('2026-12-01');
  });
});

describe('the owner’s day', () => {
  it('lists the requests waiting, oldest first with their age, and today’s and tomorrow’s visits by window', () => {
    const now = at('2026-11-30T07:00');
    const old = visit('10', 'requested', '2026-12-03T10:00', '2026-11-28T12:00:00.000Z');
    const recent = visit('11', 'requested', '2026-12-01T08:00', '2026-11-29T12:00:00.000Z');
    const past = visit('12', 'requested', '2026-11-30T06:00', '2026-11-27T12:00:00.000Z');
    const late = visit('13', 'confirmed', '2026-11-30T14:00');
    const early = visit('14', 'moved', '2026-11-30T08:00');
    const tomorrow = visit('15', 'confirmed', '2026-12-01T10:00');
    const gone = [visit('16', 'cancelled', '2026-11-30T10:00'), visit('17', 'declined', '2026-12-01T12:00')];
    const later = visit('18', 'confirmed', '2026-12-02T08:00');
    const day = ownerDay([recent, late, old, past, tomorrow, early, ...gone, later], now, tz);
    expect(day.today).toBe('2026-11-30');
    expect(day.tomorrow).toBe('2026-12-01');
    expect(day.waiting.map((w) => [w.booking.id, w.ageMs])).toEqual([
      ['10', now - Date.parse(old.receivedAt)],
      ['11', now - Date.parse(recent.receivedAt)],
    ]);
    expect(day.todays.map((b) => b.id)).toEqual(['14', '13']);
    expect(day.tomorrows.map((b) => b.id)).toEqual(['15']);
  });
});
