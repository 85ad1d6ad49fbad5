/**
 * The owner's one e-mail of a day while his calendar's feed cannot be read and its last good copy is too old, so the
 * site offers no window (./calendar-standing.ts). Every instance reads the feed on its own, once a minute while
 * visitors ask: the day's e-mail is claimed in the store first (the count of one key a day that holds the homeowners'
 * confirmations back, ../mail/confirmation-log.ts, under a key of its own), so all instances together send one, however many
 * reads or requests meet the dead feed. A send that fails after the claim is logged, not tried again that day:
 * /admin/stats shows the failure meanwhile (./calendar-feed-log.ts).
 */
import { messages } from '../../content/messages.ts';
import { dayOf } from '../../lib/counts/events.ts';
import { clockTime } from '../../lib/counts/stats.ts';
import { escapeHtml } from '../../lib/forms/form-entries.ts';
import { oneLine } from '../../lib/leads/one-line.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/widgets/open-status.ts';
import type { LeadMailer } from '../mail/lead-message.ts';
import type { FormStore } from '../stores/store.ts';
import { feedId } from './calendar-feed-log.ts';
import type { CalendarRead } from './owner-calendar.ts';

/** Sends the e-mail unless one went out today; resolves whether this call sent it. Never rejects. */
export async function tellFeedDown(
  store: FormStore,
  mailer: LeadMailer,
  url: string,
  read: CalendarRead,
  now: number,
): Promise<boolean> {
  try {
    const claimed = await store.confirmations?.claim(`owner-calendar:${await feedId(url)}`, dayOf(now), 1);
    if (!claimed) return false;
    const words = messages.en.calendarFeedDown;
    const since =
      read.lastGoodAt === undefined
        ? words.noCopy
        : clockTime(new Date(read.lastGoodAt).toISOString(), BUSINESS_TIME_ZONE);
    const text = words.text.replace('{why}', read.error ?? '').replace('{since}', since);
    const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5"><p>${escapeHtml(text)}</p></body></html>`;
    await mailer.send({ to: mailer.to, from: mailer.from, subject: words.subject, text, html });
    return true;
  } catch (error) {
    console.error(`Owner's calendar: the e-mail that no window is offered was not sent: ${oneLine(error)}`);
    return false;
  }
}
