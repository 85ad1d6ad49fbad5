/**
 * The visits the owner moved in his own calendar follow it (src/lib/booking/feed-moves.ts decides which): after each
 * read of his feed that worked, each such booking moves to where he put it, at SEQUENCE + 1, and the homeowner gets the
 * "moved" e-mail with its updated invitation, as when he moves it from his e-mail's link. His calendar is the truth, so
 * the move is not held to the visits a window or a day takes. Two instances reading at once cannot both move it: the
 * store writes a change only over the booking as it was read (BookingStore.save), so the second finds it changed.
 */
import { schedule } from '../../content/schedule.ts';
import { type FeedVisit, feedMoves } from '../../lib/booking/feed-moves.ts';
import { afterAction } from '../../lib/booking/state.ts';
import { dayOf } from '../../lib/counts/events.ts';
import { oneLine } from '../../lib/leads/one-line.ts';
import type { LeadMailer } from '../mail/lead-message.ts';
import type { FormStore } from '../stores/store.ts';
import { WINDOW_LIMITS } from './limits.ts';
import { tellChange } from './mail.ts';

/** The bookings looked at: those from yesterday on, as many as the owner's feed of visits lists. */
const LOOKED_AT = 1000;
const UNCAPPED = { ...WINDOW_LIMITS, perWindow: Number.MAX_SAFE_INTEGER, perDay: Number.MAX_SAFE_INTEGER };

/** Moves the bookings the feed's `visits` show elsewhere; resolves how many moved. Never rejects. */
export async function followFeed(
  store: FormStore,
  visits: readonly FeedVisit[],
  d: { mailer?: LeadMailer; origin: string; now: number },
): Promise<number> {
  if (!store.bookings || visits.length === 0) return 0;
  let moved = 0;
  try {
    const bookings = await store.bookings.list(dayOf(d.now - 86_400_000), LOOKED_AT);
    const o = { origin: d.origin, now: d.now, timeZone: schedule.timeZone, holdMs: WINDOW_LIMITS.holdMs };
    for (const { booking, window } of feedMoves(bookings, visits, o)) {
      const next = afterAction(booking, 'move', d.now, WINDOW_LIMITS.holdMs, window);
      if (!next || (await store.bookings.save(booking, next, UNCAPPED, d.now)) !== 'saved') continue;
      moved++;
      console.log(`Booking ${booking.id} follows the owner's calendar: ${booking.window} -> ${window}.`);
      if (d.mailer) await tellChange({ mailer: d.mailer, origin: d.origin, now: d.now }, booking, next, 'owner');
    }
  } catch (error) {
    console.error(`Owner's calendar: its moved visits were not followed (next read tries again): ${oneLine(error)}`);
  }
  return moved;
}
