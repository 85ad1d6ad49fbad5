/**
 * GET /api/day's answer, for the owner's day page (/admin/day, behind the same sign-in as /admin/stats:
 * ../counts/events-app.ts): the requests waiting for his answer, oldest first with their age, then today's and tomorrow's
 * visits (Florida days), each with its call, text and map links and his signed links for the actions open to it.
 */
import { schedule } from '../../content/schedule.ts';
import { site } from '../../content/site.ts';
import { type DayItem, dayItem } from '../../lib/booking/day-items.ts';
import { ownerDay } from '../../lib/booking/reminders.ts';
import type { Booking } from '../../lib/booking/state.ts';
import { DEFAULT_LOCALE } from '../../lib/i18n/locale.ts';
import type { LeadMailer } from '../mail/lead-message.ts';
import type { FormStore } from '../stores/store.ts';
import { DAILY_LIST_LIMIT } from './daily-mail.ts';
import { localeOfEntry, ownerUrls, windowText, wordsOf } from './mail.ts';

export interface DayAnswer {
  today: string;
  tomorrow: string;
  waiting: DayItem[];
  todays: DayItem[];
  tomorrows: DayItem[];
  /** False while LINK_SECRET is unset: no action links then. */
  actions: boolean;
}

export async function dayAnswer(
  store: FormStore,
  d: { mailer?: LeadMailer; origin: string; now: number },
): Promise<DayAnswer | undefined> {
  if (!store.bookings) return undefined;
  const list = await store.bookings.list(ownerDay([], d.now, schedule.timeZone).today, DAILY_LIST_LIMIT);
  const day = ownerDay(list, d.now, schedule.timeZone);
  const secret = d.mailer?.linkSecret;
  const item = async (b: Booking, waitingMs?: number) => {
    const locale = localeOfEntry(b.entry);
    const it = dayItem(b, {
      window: windowText(b.window, DEFAULT_LOCALE),
      homeownerWindow: windowText(b.window, locale),
      ownerText: wordsOf(locale).booking.ownerText,
      business: site.businessName,
      waitingMs,
    });
    const { confirm, move, decline } = secret ? await ownerUrls(secret, d.origin, b, d.now) : {};
    return { ...it, ...(confirm ? { confirm } : {}), ...(move ? { move } : {}), ...(decline ? { decline } : {}) };
  };
  const all = (bs: Booking[]) => Promise.all(bs.map((b) => item(b)));
  return {
    today: day.today,
    tomorrow: day.tomorrow,
    waiting: await Promise.all(day.waiting.map((w) => item(w.booking, w.ageMs))),
    todays: await all(day.todays),
    tomorrows: await all(day.tomorrows),
    actions: Boolean(secret),
  };
}
