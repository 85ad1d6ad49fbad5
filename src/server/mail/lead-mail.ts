/**
 * Tells the owner of each lead at once, by e-mail: every quote request and technician application not yet e-mailed
 * is sent (src/lib/leads/lead-email.ts) through the host's sender (SMTP on Node and Netlify, the send_email binding on
 * Cloudflare) and marked e-mailed only once the sender took it. A failure loses nothing: the entry stays stored and
 * unsent with its own next try (src/lib/leads/email-retry.ts), run after the next entry and, where the host allows a timer,
 * every minute or ten; one refused for good is set aside for the owner and the others still go out. The links start
 * with the site's own address (src/lib/serving/site-origin.ts), never the request's.
 *
 * A quote with the visitor's e-mail address also gets the homeowner's confirmation (src/lib/leads/confirmation-email.ts),
 * sent right after the owner's e-mail is taken and marked: tried once, never again. A failed confirmation is logged
 * and the lead goes on as it is (the owner's e-mail already has the visitor's address, and the owner calls back), so
 * the owner's e-mail is never sent twice for it and a homeowner never gets two confirmations. Past the promised call
 * back (CONFIRM_WITHIN_MS) an owner's e-mail that waited for the mail server goes out without a confirmation.
 *
 * A quote with a requested arrival window carries it as a calendar event (invite.ics: src/lib/calendar/visit-event.ts): the
 * owner's adds the visit with one tap; the homeowner's is marked tentative, until the owner confirms the window by e-mail
 * (his one-tap links). The owner's subject names the window second ("today 9 – 11 AM, requested": src/lib/calendar/window-when.ts).
 */
import { messages } from '../../content/messages.ts';
import { schedule } from '../../content/schedule.ts';
import { site } from '../../content/site.ts';
import { signPhoto } from '../../lib/access/signed-link.ts';
import { visitsCalendar } from '../../lib/calendar/ics.ts';
import { homeownerVisit, ownerVisit, type StoredQuote } from '../../lib/calendar/visit-event.ts';
import { dayOf } from '../../lib/counts/events.ts';
import { PHOTOS_FIELD } from '../../lib/forms/form-entries.ts';
import { DEFAULT_LOCALE } from '../../lib/i18n/locale.ts';
import { confirmationEmail } from '../../lib/leads/confirmation-email.ts';
import { afterFailure, emailFailure } from '../../lib/leads/email-retry.ts';
import { formWords } from '../../lib/leads/lead-catalog.ts';
import { leadEmail, replyAddress } from '../../lib/leads/lead-email.ts';
import { oneLine } from '../../lib/leads/one-line.ts';
import { recipientKey } from '../../lib/leads/recipient.ts';
import { bookingExtras } from '../booking/lead-extras.ts';
import { localeOfEntry, organizerOf, windowText, wordsOf } from '../booking/mail.ts';
import type { FormStore } from '../stores/store.ts';
import { calendarInvite, type LeadMailer } from './lead-message.ts';

export type { LeadMailer, LeadMessage } from './lead-message.ts';

/** Entries read at a time; a run goes on until none is due, the mail server is down, or RUN_MS has passed. */
const BATCH = 20;
/** Within what a host lets background work run after its answer (Cloudflare's waitUntil: 30 s). */
const RUN_MS = 20_000;
/** A confirmation later than the promised call back (24 hours) would only confuse: none is sent then. */
const CONFIRM_WITHIN_MS = 24 * 60 * 60 * 1000;
/** The homeowner's confirmations one inbox gets a day, however many quotes name it. */
export const CONFIRMATIONS_PER_INBOX = 2;
/**
 * How long a run's claim on an entry's e-mail stands (../stores/sent-once.ts): two runs at once (two instances, or a
 * listing that still showed an entry already sent) send it once; a run that died between its claim and its mark
 * leaves the entry to the first run after this, so the e-mail is late, never lost.
 */
const CLAIM_MS = 10 * 60 * 1000;
/** A requested window's length (data/schedule.yaml). */
const WINDOW_MINUTES = schedule.windowMinutes;

/** The address of a photo's signed link, under the handler's /api/photos/ on every host. */
export const photoUrl = async (origin: string, key: string, secret: string, now: number) =>
  `${origin}/api/photos/${key}?${await signPhoto(secret, key, now)}`;

export async function emailPending(
  store: FormStore,
  mailer: LeadMailer,
  origin: string,
  now: () => number = Date.now,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const started = now();
  for (;;) {
    // Only entries due: one that failed waits for its own next try, so this loop ends.
    const batch = await store.unemailed(BATCH, new Date(now()).toISOString());
    let skipped = 0;
    for (const p of batch) {
      if (now() - started > RUN_MS) return { sent, failed };
      const claim = `lead/${p.form}/${p.id}/${Math.floor(now() / CLAIM_MS)}`;
      if (store.sentOnce && !(await store.sentOnce.claim(claim, new Date(now()).toISOString()))) {
        skipped++;
        continue;
      }
      let taken = false;
      try {
        const keys = Array.isArray(p.entry[PHOTOS_FIELD]) ? (p.entry[PHOTOS_FIELD] as string[]) : [];
        const secret = mailer.linkSecret;
        const photoLinks = secret ? await Promise.all(keys.map((k) => photoUrl(origin, k, secret, now()))) : undefined;
        // A request with a window is a booking: its one-tap links and its invitation, as it is now.
        const extras = await bookingExtras(store, p, mailer, origin, now());
        const mail = leadEmail({
          form: p.form,
          entry: p.entry,
          receivedAt: p.receivedAt,
          origin,
          photoLinks,
          words: messages.en.leadEmail,
          sentAt: now(),
          ...(extras ? { actions: { heading: extras.owner.heading, links: extras.owner.actions } } : {}),
        });
        const visit =
          p.form === 'quote'
            ? ownerVisit(p, { origin, words: messages.en.leadEmail, form: formWords(DEFAULT_LOCALE) })
            : undefined;
        const invite =
          extras?.owner.invite ??
          (visit && calendarInvite(visitsCalendar([visit], { windowMinutes: WINDOW_MINUTES, now: now() })));
        await mailer.send({ to: mailer.to, from: mailer.from, ...mail, ...(invite ? { attachments: [invite] } : {}) });
        taken = true;
        await store.markEmailed(p.form, p.id, new Date(now()).toISOString());
        sent++;
        if (p.form === 'quote' && now() - Date.parse(p.receivedAt) < CONFIRM_WITHIN_MS)
          await confirm(mailer, p, { origin, store, now: now(), extras });
      } catch (error) {
        failed++;
        // Not sent: given back, so its next try may take it. Sent but not marked: the claim keeps it from going again
        // until CLAIM_MS has passed.
        if (!taken) await store.sentOnce?.release(claim).catch(() => undefined);
        if (emailFailure(error) === 'sender-down') {
          // The others would fail alike: they keep their turn, and this entry its count, for the next run.
          console.error(`Lead e-mail: the mail server took nothing (kept, tried on the next run): ${oneLine(error)}`);
          return { sent, failed };
        }
        const state = afterFailure(p.emailAttempts ?? 0, error, now());
        await store.emailFailed(p.form, p.id, state);
        console.error(
          state.setAsideAt
            ? `Lead e-mail of ${p.form} ${p.id} set aside after ${state.attempts} tries (listed in /admin/stats): ${state.error}`
            : `Lead e-mail of ${p.form} ${p.id} failed (try ${state.attempts}, next at ${state.nextAt}): ${state.error}`,
        );
      }
    }
    // A batch whose every entry another run holds would be listed again as it is: that run sends them.
    if (batch.length < BATCH || skipped === batch.length || now() - started > RUN_MS) return { sent, failed };
  }
}

/**
 * The homeowner's confirmation of quote `id`, tried once: a failure is logged, never retried (see above). It comes
 * from the business's name; a booking's carries the link to their visit and its invitation. Anyone can type a
 * stranger's address, so one inbox gets at most CONFIRMATIONS_PER_INBOX a day (100 reached one in 12 s from 10
 * addresses); past it, or when the count cannot be read, none is sent.
 */
async function confirm(
  mailer: LeadMailer,
  { entry, id }: StoredQuote,
  {
    origin,
    store,
    now,
    extras,
  }: { origin: string; store: FormStore; now: number; extras?: Awaited<ReturnType<typeof bookingExtras>> },
): Promise<void> {
  const locale = localeOfEntry(entry);
  const words = wordsOf(locale).confirmationEmail;
  const form = formWords(locale);
  const visit = homeownerVisit({ id, entry }, { origin, words, form, businessName: site.businessName });
  // Said as the form said it (src/lib/calendar/availability.ts), in the entry's language.
  const label = visit && windowText(visit.window, locale);
  const to = replyAddress(entry.email);
  const booked = to && extras ? await extras.homeowner(to) : undefined;
  const mail = confirmationEmail({ entry, words, form, phone: site.phone, windowLabel: label, manage: booked?.manage });
  if (!mail) return;
  const counted = await store.confirmations
    ?.claim(await recipientKey(mail.to), dayOf(now), CONFIRMATIONS_PER_INBOX)
    .catch((error: unknown) => console.error(`Confirmations' count (the store failed): ${oneLine(error)}`));
  if (counted === false || (store.confirmations && counted === undefined)) {
    console.error(`Confirmation of quote ${id} not sent: its address had its ${CONFIRMATIONS_PER_INBOX} of the day.`);
    return;
  }
  const invite =
    booked?.invite ??
    (visit && calendarInvite(visitsCalendar([visit], { status: 'TENTATIVE', windowMinutes: WINDOW_MINUTES })));
  try {
    await mailer.send({
      ...mail,
      from: mailer.from,
      fromName: organizerOf(mailer).name,
      replyTo: site.email.office,
      ...(invite ? { attachments: [invite] } : {}),
    });
  } catch (error) {
    console.error(`Confirmation of quote ${id} to the visitor not sent (not tried again): ${oneLine(error)}`);
  }
}
