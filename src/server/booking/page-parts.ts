/**
 * What the owner's and the homeowner's pages share: the visit's state as a sentence, and the free windows as the
 * form's picker groups them (src/lib/calendar/window-choices.ts), in the page's language.
 */
import { schedule } from '../../content/schedule.ts';
import { fillWords } from '../../lib/booking/emails.ts';
import type { Booking } from '../../lib/booking/state.ts';
import { type ArrivalWindow, windowLabel } from '../../lib/calendar/availability.ts';
import { windowsByDay } from '../../lib/calendar/window-choices.ts';
import { windowText, wordsOf } from './mail.ts';

/** "Confirmed for Mon, Nov 30, 8 – 10 AM". */
export const stateLine = (b: Booking, locale: string) =>
  fillWords(wordsOf(locale).booking.states[b.state], { window: windowText(b.window, locale) });

/** The windows offered but the booking's own, grouped by day for the radio chips. */
export const otherWindows = (offered: readonly ArrivalWindow[], b: Booking, locale: string) =>
  windowsByDay(
    offered
      .filter((w) => w.start !== b.window)
      .map((w) => ({ start: w.start, label: windowLabel(w, locale, schedule.timeZone) })),
  );
