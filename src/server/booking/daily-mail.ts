/**
 * One run of the schedulers (npm start's timer, the Cloudflare Worker's Cron Trigger, the Netlify Scheduled Function):
 * the homeowners' reminders that are due and the owner's e-mail of the day (src/lib/booking/reminders.ts says when,
 * ../../lib/booking/daily-emails.ts what). Each e-mail's key is claimed in the store before it is sent (../stores/sent-once.ts)
 * and given back if the send fails, so it goes out once however many runs race, and a failed one on a later run.
 */
import { messages } from '../../content/messages.ts';
import { schedule } from '../../content/schedule.ts';
import { site } from '../../content/site.ts';
import { morningEmail, reminderEmail } from '../../lib/booking/daily-emails.ts';
import type { BookingEmail } from '../../lib/booking/emails.ts';
import { dayOf, morningDue, morningKey, ownerDay, reminderKey, remindersDue } from '../../lib/booking/reminders.ts';
import { DEFAULT_LOCALE } from '../../lib/i18n/locale.ts';
import { replyAddress } from '../../lib/leads/lead-email.ts';
import { oneLine } from '../../lib/leads/one-line.ts';
import type { LeadMailer } from '../mail/lead-message.ts';
import type { FormStore } from '../stores/store.ts';
import { localeOfEntry, organizerOf, ownerUrls, visitUrl, windowText, wordsOf } from './mail.ts';

export interface DailyDeps {
  mailer: LeadMailer;
  /** The site's own address, which the links start with. */
  origin: string;
  now: number;
}

/** The owner's page of the day (public/admin/day.html), linked from his e-mail. */
export const DAY_PAGE = '/admin/day';

export interface DailyRun {
  reminders: number;
  morning: boolean;
  failed: number;
}

/** The bookings one run reads: from today on, more than a business books in the days the form offers. */
export const DAILY_LIST_LIMIT = 2_000;

/** Claims `key`, sends what `make` makes (nothing, keeping the claim, when it makes none); true once sent. */
async function sendOnce(
  store: Required<Pick<FormStore, 'sentOnce'>>,
  key: string,
  d: DailyDeps,
  make: () => Promise<(BookingEmail & { to: string; fromName?: string; replyTo?: string }) | undefined>,
): Promise<boolean | 'failed'> {
  if (!(await store.sentOnce.claim(key, new Date(d.now).toISOString()))) return false;
  try {
    const mail = await make();
    if (!mail) return false;
    await d.mailer.send({ ...mail, from: d.mailer.from });
    return true;
  } catch (error) {
    await store.sentOnce.release(key);
    console.error(`Scheduled e-mail ${key} not sent (tried again on the next run): ${oneLine(error)}`);
    return 'failed';
  }
}

/** Sends what is due at `d.now`: nothing on a store that cannot claim (no bookings or no log of what was sent). */
export async function sendDailyMail(store: FormStore, d: DailyDeps): Promise<DailyRun> {
  const run: DailyRun = { reminders: 0, morning: false, failed: 0 };
  const { bookings, sentOnce } = store;
  if (!bookings || !sentOnce) return run;
  const list = await bookings.list(dayOf(d.now, schedule.timeZone), DAILY_LIST_LIMIT);
  const secret = d.mailer.linkSecret;

  for (const b of remindersDue(list, d.now, schedule)) {
    const sent = await sendOnce({ sentOnce }, reminderKey(b), d, async () => {
      const locale = localeOfEntry(b.entry);
      const words = wordsOf(locale);
      const mail = reminderEmail({
        words: words.booking,
        signature: words.confirmationEmail.signature,
        window: windowText(b.window, locale),
        address: typeof b.entry.address === 'string' ? oneLine(b.entry.address) : '',
        phone: site.phone.display,
        link: secret ? await visitUrl(secret, d.origin, b, d.now) : undefined,
        changeNoticeHours: schedule.changeNoticeHours,
      });
      const to = replyAddress(b.entry.email) ?? '';
      return { ...mail, to, fromName: organizerOf(d.mailer).name, replyTo: site.email.office };
    });
    if (sent === 'failed') run.failed++;
    else if (sent) run.reminders++;
  }

  const day = morningDue(d.now, schedule);
  if (day) {
    const sent = await sendOnce({ sentOnce }, morningKey(day), d, async () => {
      const od = ownerDay(list, d.now, schedule.timeZone);
      // A day with no visit and no request waiting is not worth an e-mail; its key stays claimed all the same.
      if (!od.todays.length && !od.waiting.length) return undefined;
      const confirmUrls: Record<string, string> = {};
      if (secret)
        for (const { booking } of od.waiting) {
          const url = (await ownerUrls(secret, d.origin, booking, d.now)).confirm;
          if (url) confirmUrls[booking.id] = url;
        }
      const mail = morningEmail({
        words: messages.en.booking,
        day: od,
        windowText: (w) => windowText(w, DEFAULT_LOCALE),
        confirmUrls,
        dayPage: `${d.origin}${DAY_PAGE}`,
      });
      return { ...mail, to: d.mailer.to };
    });
    if (sent === 'failed') run.failed++;
    run.morning = sent === true;
  }
  return run;
}
