/**
 * The bookings' side of a form store (../stores/store.ts's FormStore `bookings`): read a quote request's booking, list the
 * visits for the owner's feed, and save a change. SQL (./sql.ts) and Netlify Blobs (./blobs.ts) keep it.
 */
import type { Booking } from '../../lib/booking/state.ts';
import type { Holder, WindowLimits } from './limits.ts';

export interface BookingStore {
  /** The booking of quote request `id`; undefined for none (no such request, or one without a window). */
  get(id: string): Promise<Booking | undefined>;
  /** The bookings whose window is on `fromDay` ("YYYY-MM-DD") or later, earliest request first. */
  list(fromDay: string, limit: number): Promise<Booking[]>;
  /**
   * Writes `next` over `prev` if the stored booking is still `prev`; when `next` holds a window `prev` did not, only
   * while that window and its day have a place within `limits`. 'changed': someone changed it first; 'full': no place.
   */
  save(prev: Booking, next: Booking, limits: WindowLimits, now: number): Promise<'saved' | 'changed' | 'full'>;
  /** Frees the windows other requests (not `id`) of the same phone or client hold: one open hold each. */
  releaseOthers(id: string, holder: Holder): Promise<void>;
}
