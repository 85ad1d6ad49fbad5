/**
 * The booking's e-mails and links: the owner's one-tap links and the homeowner's link to their visit (signed with
 * LINK_SECRET, starting with the site's own address), the invitations each e-mail carries, and the e-mails of a change:
 * the homeowner's each time (in the request's language, from the business's name), the owner's when the homeowner moved
 * or cancelled the visit. Each is tried once, in the background after the answer; a failure is logged (the page already
 * told whoever acted, and the feed shows the visit as it is).
 */
import { messages } from '../../content/messages.ts';
import { schedule } from '../../content/schedule.ts';
import { site } from '../../content/site.ts';
import { type HomeownerChange, homeownerChangeEmail, ownerLinks, ownerNoticeEmail } from '../../lib/booking/emails.ts';
import { atCurrentWindow, bookingInvitation } from '../../lib/booking/invitation.ts';
import { bookingUrl, expiresAt } from '../../lib/booking/links.ts';
import { type Booking, canTake, OWNER_ACTIONS } from '../../lib/booking/state.ts';
import { windowLabel } from '../../lib/calendar/availability.ts';
import { floridaInstant } from '../../lib/calendar/ics.ts';
import { homeownerVisit, ownerVisit } from '../../lib/calendar/visit-event.ts';
import { DEFAULT_LOCALE } from '../../lib/i18n/locale.ts';
import { formWords } from '../../lib/leads/lead-catalog.ts';
import { replyAddress } from '../../lib/leads/lead-email.ts';
import { oneLine } from '../../lib/leads/one-line.ts';
import { calendarInvite, type LeadMailer } from '../mail/lead-message.ts';
import { WINDOW_LIMITS } from './limits.ts';

export interface MailDeps {
  mailer: LeadMailer;
  origin: string;
  now: number;
}

const DAY = 86_400_000;
const windowMs = schedule.windowMinutes * 60_000;

/** The request's language, as its e-mails and pages speak it. */
export const localeOfEntry = (entry: Record<string, unknown>) =>
  typeof entry.locale === 'string' && messages[entry.locale] ? entry.locale : DEFAULT_LOCALE;

/** The words of `locale`. */
export const wordsOf = (locale: string) => messages[locale] ?? messages.en;

/** A window ("2026-11-30T08:00") as the form names it, in `locale`. */
export function windowText(window: string, locale: string): string {
  const startMs = floridaInstant(window) ?? 0;
  return windowLabel({ startMs, endMs: startMs + windowMs }, locale, schedule.timeZone);
}

/** The owner's links for the visit as it is now: one per action open to it; they run out when the visit starts. */
export async function ownerUrls(secret: string, origin: string, b: Booking, now: number) {
  const expires = expiresAt(floridaInstant(b.window) ?? now);
  const urls: Partial<Record<(typeof OWNER_ACTIONS)[number], string>> = {};
  for (const purpose of OWNER_ACTIONS)
    if (canTake(b, purpose, now, WINDOW_LIMITS.holdMs))
      urls[purpose] = await bookingUrl(secret, origin, { purpose, id: b.id, sequence: b.sequence, expires });
  return urls;
}

/** The homeowner's link to their visit: open until the visit starts, and at least the days the form offers. */
export const visitUrl = (secret: string, origin: string, b: Booking, now: number) =>
  bookingUrl(secret, origin, {
    purpose: 'visit',
    id: b.id,
    expires: expiresAt(Math.max(floridaInstant(b.window) ?? now, now + schedule.daysAhead * DAY)),
  });

/** The business as the organizer of its invitations, under its name (LEADS_EMAIL_FROM's, or data/site.yaml's). */
export const organizerOf = (mailer: LeadMailer) => ({ name: mailer.fromName ?? site.businessName, email: mailer.from });

/** The homeowner's invitation of `b` (what it repeats is only the service, the reference and the business's phone). */
export function homeownerInvite(b: Booking, to: string, d: MailDeps) {
  const locale = localeOfEntry(b.entry);
  const visit = homeownerVisit(atCurrentWindow(b), {
    origin: d.origin,
    words: wordsOf(locale).confirmationEmail,
    form: formWords(locale),
    businessName: site.businessName,
  });
  if (!visit) return undefined;
  const o = { organizer: organizerOf(d.mailer), attendee: to, windowMinutes: schedule.windowMinutes, now: d.now };
  const { ics, method } = bookingInvitation(b, visit, o);
  return calendarInvite(ics, method);
}

/** The owner's invitation of `b`, with what he needs on the way. */
export function ownerInvite(b: Booking, d: MailDeps) {
  const words = messages.en.leadEmail;
  const visit = ownerVisit(atCurrentWindow(b), { origin: d.origin, words, form: formWords(DEFAULT_LOCALE) });
  if (!visit) return undefined;
  const o = {
    organizer: organizerOf(d.mailer),
    attendee: d.mailer.to,
    windowMinutes: schedule.windowMinutes,
    now: d.now,
  };
  const { ics, method } = bookingInvitation(b, visit, o);
  return calendarInvite(ics, method);
}

/** The change as the homeowner's e-mail names it; none for the owner's release, which their calendar does not see. */
const changeOf = (next: Booking, by: 'owner' | 'homeowner'): HomeownerChange | undefined =>
  next.state !== 'requested' ? next.state : by === 'homeowner' ? 'changed' : undefined;

/** Sends the e-mails of the change from `prev` to `next`, made by the owner or the homeowner. */
export async function tellChange(d: MailDeps, prev: Booking, next: Booking, by: 'owner' | 'homeowner') {
  const secret = d.mailer.linkSecret;
  const to = replyAddress(next.entry.email);
  const locale = localeOfEntry(next.entry);
  const words = wordsOf(locale).booking;
  const change = changeOf(next, by);
  const sends: Promise<void>[] = [];
  if (to && change) {
    const link = secret && next.state !== 'cancelled' ? await visitUrl(secret, d.origin, next, d.now) : undefined;
    const mail = homeownerChangeEmail({
      change,
      words,
      signature: wordsOf(locale).confirmationEmail.signature,
      window: windowText(next.window, locale),
      old: windowText(prev.window, locale),
      link,
      changeNoticeHours: schedule.changeNoticeHours,
    });
    const invite = homeownerInvite(next, to, d);
    sends.push(send(d, { ...mail, to, fromName: organizerOf(d.mailer).name, replyTo: site.email.office }, invite));
  }
  if (by === 'homeowner') {
    const en = messages.en.booking;
    const urls = secret ? await ownerUrls(secret, d.origin, next, d.now) : {};
    const mail = ownerNoticeEmail({
      notice: next.state === 'cancelled' ? 'cancelled' : 'changed',
      words: en,
      reference: typeof next.entry.reference === 'string' ? next.entry.reference : '',
      window: windowText(next.window, DEFAULT_LOCALE),
      old: windowText(prev.window, DEFAULT_LOCALE),
      actions: ownerLinks(en, windowText(next.window, DEFAULT_LOCALE), urls),
    });
    sends.push(send(d, { ...mail, to: d.mailer.to, ...(to ? { replyTo: to } : {}) }, ownerInvite(next, d)));
  }
  await Promise.all(sends);
}

async function send(
  d: MailDeps,
  m: { to: string; subject: string; text: string; html: string; replyTo?: string; fromName?: string },
  invite: ReturnType<typeof calendarInvite> | undefined,
) {
  try {
    await d.mailer.send({ ...m, from: d.mailer.from, ...(invite ? { attachments: [invite] } : {}) });
  } catch (error) {
    console.error(`Booking e-mail "${m.subject}" not sent (not tried again): ${oneLine(error)}`);
  }
}
