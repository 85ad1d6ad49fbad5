/**
 * A window as the owner scans it in a list of e-mails: "today 9 – 11 AM" or "tomorrow 9 – 11 AM" when it starts on
 * the business's today or tomorrow, so that a same-day request stands out; its day otherwise ("Mon, Nov 30, 8 – 10 AM").
 * Pure: the day is the business's (its time zone), whatever the clock of the host that sends the e-mail.
 */
import { type ArrivalWindow, DAY, wallClock, windowHours, windowLabel } from './availability.ts';

/** The words for today and tomorrow, with the window's hours as {hours}. */
export interface NearDays {
  today: string;
  tomorrow: string;
}

export function windowWhen(
  w: Pick<ArrivalWindow, 'startMs' | 'endMs'>,
  o: { nowMs: number; locale: string; timeZone: string; words: NearDays },
): string {
  const dayOf = (ms: number) => Math.floor(wallClock(ms, o.timeZone) / DAY);
  const ahead = dayOf(w.startMs) - dayOf(o.nowMs);
  const near = ahead === 0 ? o.words.today : ahead === 1 ? o.words.tomorrow : undefined;
  return near ? near.replace('{hours}', windowHours(w, o.locale, o.timeZone)) : windowLabel(w, o.locale, o.timeZone);
}
