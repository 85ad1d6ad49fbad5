/**
 * Tells the owner of each lead at once, by e-mail: every quote request and technician application not yet e-mailed
 * is sent (src/lib/lead-email.ts) through the host's sender (SMTP on Node and Netlify, the send_email binding on
 * Cloudflare) and marked e-mailed only once the sender took it. A failure loses nothing: the entry stays stored and
 * unsent, and is sent again after the next entry and, where the host allows a timer, every few minutes.
 */
import { messages } from '../../generated/messages.ts';
import { PHOTOS_FIELD } from '../lib/form-entries.ts';
import { leadEmail } from '../lib/lead-email.ts';
import { signPhoto } from '../lib/signed-link.ts';
import type { FormStore } from './store.ts';

export interface LeadMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface LeadMailer {
  send(message: LeadMessage): Promise<void>;
  /** LEADS_EMAIL_TO and LEADS_EMAIL_FROM. */
  to: string;
  from: string;
  /** PHOTO_LINK_SECRET: without it the e-mail says how many photos were kept, with no link. */
  linkSecret?: string;
}

/** At most this many e-mails per run, so one post never waits on a long backlog. */
const BATCH = 20;

/** The address of a photo's signed link, under the handler's /api/photos/ on every host. */
export const photoUrl = async (origin: string, key: string, secret: string, now: number) => `${origin}/api/photos/${key}?${await signPhoto(secret, key, now)}`;

export async function emailPending(store: FormStore, mailer: LeadMailer, origin: string, now: () => number = Date.now): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const p of await store.unemailed(BATCH)) {
    try {
      const keys = Array.isArray(p.entry[PHOTOS_FIELD]) ? (p.entry[PHOTOS_FIELD] as string[]) : [];
      const secret = mailer.linkSecret;
      const photoLinks = secret ? await Promise.all(keys.map((k) => photoUrl(origin, k, secret, now()))) : undefined;
      const mail = leadEmail({ form: p.form, entry: p.entry, receivedAt: p.receivedAt, origin, photoLinks, words: messages.en.leadEmail });
      await mailer.send({ to: mailer.to, from: mailer.from, ...mail });
      await store.markEmailed(p.form, p.id, new Date(now()).toISOString());
      sent++;
    } catch (error) {
      failed++;
      console.error(`Lead e-mail of ${p.form} ${p.id} failed (kept, sent again later):`, error);
      break; // the sender is down: keep the rest for the next run
    }
  }
  return { sent, failed };
}
