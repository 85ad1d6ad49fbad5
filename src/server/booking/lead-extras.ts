/**
 * What a quote request's booking adds to the request's first two e-mails (../mail/lead-mail.ts): the owner's one-tap links
 * (or, without LINK_SECRET, a line saying how to get them) and his invitation; the homeowner's link to their visit and
 * their invitation, both for the booking as it is when the e-mail goes out.
 */
import { messages } from '../../content/messages.ts';
import { schedule } from '../../content/schedule.ts';
import { fillWords, ownerLinks } from '../../lib/booking/emails.ts';
import { DEFAULT_LOCALE } from '../../lib/i18n/locale.ts';
import type { LeadMailer } from '../mail/lead-message.ts';
import type { FormStore, PendingEntry } from '../stores/store.ts';
import { homeownerInvite, localeOfEntry, ownerInvite, ownerUrls, visitUrl, windowText, wordsOf } from './mail.ts';

export async function bookingExtras(
  store: FormStore,
  p: PendingEntry,
  mailer: LeadMailer,
  origin: string,
  now: number,
) {
  const booking = p.form === 'quote' ? await store.bookings?.get(p.id) : undefined;
  if (!booking) return undefined;
  const d = { mailer, origin, now };
  const en = messages.en.booking.owner;
  const secret = mailer.linkSecret;
  const urls = secret ? await ownerUrls(secret, origin, booking, now) : {};
  const words = wordsOf(localeOfEntry(booking.entry)).booking.email;
  return {
    owner: {
      actions: ownerLinks(messages.en.booking, windowText(booking.window, DEFAULT_LOCALE), urls),
      heading: secret ? en.actions : en.noLinks,
      invite: ownerInvite(booking, d),
    },
    homeowner: async (to: string) => ({
      manage: secret
        ? {
            label: words.manage,
            url: await visitUrl(secret, origin, booking, now),
            hint: fillWords(words.manageHint, { hours: String(schedule.changeNoticeHours) }),
          }
        : undefined,
      invite: homeownerInvite(booking, to, d),
    }),
  };
}
