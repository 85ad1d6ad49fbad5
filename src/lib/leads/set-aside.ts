/**
 * The lead e-mails set aside (src/lib/leads/email-retry.ts: refused for good by the mail server, or failing for about two
 * days), as the owner reads them in /admin/stats (GET /api/stats) and `npm run stats`: which lead, how to reach them,
 * and why the e-mail did not go out. The entries themselves stay stored (`npm run export:forms`).
 */

import { clockTime } from '../counts/stats.ts';
import { BUSINESS_TIME_ZONE } from '../widgets/open-status.ts';

export interface SetAsideEmail {
  form: string;
  id: string;
  receivedAt: string;
  /** The person's name and phone, so the owner can call back without the e-mail. */
  name: string;
  phone: string;
  attempts: number;
  error: string;
}

/** A stored entry whose e-mail was set aside, as the store reads it (src/server/stores/store.ts PendingEntry). */
interface SetAsideEntry {
  form: string;
  id: string;
  receivedAt: string;
  entry: Record<string, unknown>;
  emailAttempts?: number;
  emailError?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const setAsideEmail = (p: SetAsideEntry): SetAsideEmail => ({
  form: p.form,
  id: p.id,
  receivedAt: p.receivedAt,
  // The quote form's `name`, the application's `fullName`.
  name: text(p.entry.name) || text(p.entry.fullName),
  phone: text(p.entry.phone),
  attempts: p.emailAttempts ?? 0,
  error: p.emailError ?? '',
});

/** One lead's line in /admin/stats, its time on the business's clock as every time on the owner's pages. */
export const setAsideLine = (e: SetAsideEmail) =>
  `${clockTime(e.receivedAt, BUSINESS_TIME_ZONE)} (Florida time), ${e.form}: ${e.name}, ${e.phone} (${e.attempts} tries: ${e.error})`;

/** The terminal's lines (`npm run stats`): a count, then one line per entry. */
export function setAsideText(list: SetAsideEmail[]): string {
  if (!list.length) return 'Lead e-mails set aside: none.';
  return [
    `Lead e-mails set aside: ${list.length} (not e-mailed; the entries are kept, see npm run export:forms):`,
    ...list.map((e) => `- ${e.receivedAt} ${e.form} ${e.id}: ${e.name}, ${e.phone}; ${e.attempts} tries; ${e.error}`),
  ].join('\n');
}
