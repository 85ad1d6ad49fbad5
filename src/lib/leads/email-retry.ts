/**
 * When a lead e-mail that failed is tried again, and when it is set aside (src/server/mail/lead-mail.ts runs it). Each
 * entry keeps its own count of attempts and the time of its next one, so one message the mail server refuses never
 * holds back the others: a refusal for good (an SMTP 5xx to the message, such as a content filter's 550) sets it
 * aside at once, any other failure of the message waits 1, 2, 4… minutes (at most 6 hours) and, after
 * MAX_EMAIL_ATTEMPTS tries (about two days), sets it aside too. A mail server down (unreachable, refusing the
 * sign-in) is no entry's fault: the run stops and the next one tries again, every minute on npm start. Set-aside
 * entries stay stored and are listed for the owner (/admin/stats, `npm run stats`).
 */
import { oneLine } from './one-line.ts';

export const MAX_EMAIL_ATTEMPTS = 16;
const FIRST_DELAY_MS = 60_000;
const LONGEST_DELAY_MS = 6 * 60 * 60 * 1000;

/** The wait after an entry's `attempts`-th failed try. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_MS);

/**
 * nodemailer's error codes for a mail server that cannot be reached or will take no message now (connection, TLS,
 * sign-in, the envelope's addresses, which are the same for every lead): not this entry's fault.
 */
const SENDER_DOWN = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EREQUIRETLS',
  'EPROTOCOL',
  'EAUTH',
  'ENOAUTH',
  'EENVELOPE',
  'EPROXY',
]);

/**
 * What a failed send says: this message refused for good (an SMTP 5xx to its content, nodemailer's EMESSAGE), the
 * sender down for every message (nothing is held against the entry: the next run tries again), or any other failure
 * of this message, tried again later.
 */
export type EmailFailure = 'refused' | 'sender-down' | 'deferred';

export function emailFailure(error: unknown): EmailFailure {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code === 'EMESSAGE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600)
    return 'refused';
  if (typeof code === 'string' && SENDER_DOWN.has(code)) return 'sender-down';
  return 'deferred';
}

export interface EmailRetryState {
  /** Tries so far, this one included. */
  attempts: number;
  /** When to try again (ISO time), or null once set aside. */
  nextAt: string | null;
  /** When it was set aside (ISO time), or null while it is still tried. */
  setAsideAt: string | null;
  /** The failure in one line, for the owner. */
  error: string;
}

/** An entry's state after a failed try; `attempts` is the count before it. */
export function afterFailure(attempts: number, error: unknown, now: number): EmailRetryState {
  const tries = attempts + 1;
  const at = new Date(now).toISOString();
  const setAside = emailFailure(error) === 'refused' || tries >= MAX_EMAIL_ATTEMPTS;
  return {
    attempts: tries,
    nextAt: setAside ? null : new Date(now + retryDelayMs(tries)).toISOString(),
    setAsideAt: setAside ? at : null,
    error: oneLine(error),
  };
}
