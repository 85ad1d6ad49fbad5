/** What the owner's and the homeowner's pages are given (./booking-app.ts makes it for one request). */

import type { Booking } from '../../lib/booking/state.ts';
import type { ArrivalWindow } from '../../lib/calendar/availability.ts';
import type { bookingAnswer } from './answer.ts';
import type { BookingStore } from './store.ts';

export interface PageContext {
  booking: Booking;
  bookings: BookingStore;
  now: number;
  /** The windows offered now (the form's picker's data). */
  offered: () => Promise<ArrivalWindow[]>;
  /** The form's fields of a POST, undefined on a GET. */
  form?: URLSearchParams;
  /** Answers with the booking's page, in the site's look. */
  answer: (status: 200 | 409 | 410, page: Parameters<typeof bookingAnswer>[3]) => Promise<Response>;
  /** Sends the e-mails of a change in the background. */
  tell: (prev: Booking, next: Booking, by: 'owner' | 'homeowner') => void;
  /** The client's key (its phone's hold is one, and so is its client's). */
  client: () => Promise<string>;
  /** The last line of every page: the business's phone, in the page's words. */
  call: (text: string) => { text: string; tel: string; phone: string };
}
