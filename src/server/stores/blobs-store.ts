/**
 * The store on Netlify, whose functions keep no disk and offer no SQL database: Netlify Blobs (@netlify/blobs), one
 * JSON blob per entry under <form>/<receivedAt>-<id>, in the same FormStore interface as the SQL tables. A write
 * resolves once Netlify has it (strong consistency is asked for), so the 201 still means stored. The rate limit's
 * counts are blobs too; two posts at the same instant may both be counted once (Blobs has no atomic increment),
 * which only loosens the limit by a post.
 */
import type { getStore } from '@netlify/blobs';
import { EMAILED_FORMS, FORMS, type FormName } from '../../lib/forms/form-entries.ts';
import { readForUpdate } from '../booking/blob-claims.ts';
import { type BlobBooking, blobsBookings } from '../booking/blobs.ts';
import { blobsCalendarFeedLog } from '../calendar/calendar-feed-log.ts';
import { blobsConfirmationLog } from '../mail/confirmation-log.ts';
import { blobsPhotoLedger } from '../photos/photo-ledger.ts';
import { blobsWindows } from '../windows/availability-store.ts';
import { written } from './blob-list.ts';
import { blobsLedger } from './post-ledger.ts';
import { blobsSentOnce } from './sent-once.ts';
import type { FormStore, PendingEntry } from './store.ts';

const unsent = (s: Stored) => s.emailedAt === null && !s.emailSetAsideAt;

type Store = ReturnType<typeof getStore>;
interface Stored {
  receivedAt: string;
  notifiedAt: string | null;
  /** null: the owner's e-mail is still to send; absent on entries stored before e-mail existed (never sent). */
  emailedAt?: string | null;
  /** The e-mail's failed tries (src/lib/leads/email-retry.ts); absent until one fails. */
  emailAttempts?: number;
  emailNextAt?: string | null;
  emailSetAsideAt?: string | null;
  emailError?: string;
  entry: Record<string, unknown>;
  /** A quote request's booking, when it asked for a window (../booking/blobs.ts). */
  booking?: BlobBooking;
}

export function blobsStore(entries: Store, rates: Store): FormStore {
  const put = async (
    form: FormName,
    entry: Record<string, unknown>,
    receivedAt: string,
    id: string,
    booking?: BlobBooking,
  ) => {
    const { website: _, ...kept } = entry;
    await entries.setJSON(`${form}/${id}`, {
      receivedAt,
      notifiedAt: null,
      emailedAt: EMAILED_FORMS.includes(form) ? null : undefined,
      entry: kept,
      ...(booking ? { booking } : {}),
    } satisfies Stored);
  };
  const bookings = blobsBookings(entries);
  const store: FormStore = {
    ledger: blobsLedger(rates),
    photoLedger: blobsPhotoLedger(rates),
    calendarFeed: blobsCalendarFeedLog(rates),
    confirmations: blobsConfirmationLog(rates),
    sentOnce: blobsSentOnce(entries),
    async hit(client, form, windowStart) {
      const key = `${form}/${windowStart}/${client}`;
      const hits = (((await rates.get(key, { type: 'json', consistency: 'strong' })) as number | null) ?? 0) + 1;
      await rates.setJSON(key, hits);
      return hits;
    },
    async insert(form, entry, receivedAt) {
      const id = `${receivedAt}-${crypto.randomUUID()}`;
      await put(form, entry, receivedAt, id);
      return id;
    },
    unnotified: (limit) => pending(entries, Object.keys(FORMS) as FormName[], (s) => !s.notifiedAt, limit),
    markNotified: (form, id, at) => mark(entries, `${form}/${id}`, { notifiedAt: at }),
    unemailed: (limit, dueAt) =>
      pending(entries, EMAILED_FORMS, (s) => unsent(s) && (!dueAt || !s.emailNextAt || s.emailNextAt <= dueAt), limit),
    markEmailed: (form, id, at) => mark(entries, `${form}/${id}`, { emailedAt: at }),
    emailFailed: (form, id, s) =>
      mark(entries, `${form}/${id}`, {
        emailAttempts: s.attempts,
        emailNextAt: s.nextAt,
        emailSetAsideAt: s.setAsideAt,
        emailError: s.error,
      }),
    setAsideEmails: (limit) =>
      pending(entries, EMAILED_FORMS, (s) => s.emailedAt === null && Boolean(s.emailSetAsideAt), limit),
    bookings,
    windows: blobsWindows(bookings, (entry, at, id, booking) => put('quote', entry, at, id, booking)),
  };
  return store;
}

async function pending(
  entries: Store,
  forms: readonly FormName[],
  isPending: (s: Stored) => boolean,
  limit: number,
): Promise<PendingEntry[]> {
  const out: PendingEntry[] = [];
  for (const form of forms) {
    const blobs = written((await entries.list({ prefix: `${form}/` })).blobs);
    for (const { key } of blobs.sort((a, b) => a.key.localeCompare(b.key))) {
      const stored = (await entries.get(key, { type: 'json', consistency: 'strong' })) as Stored | null;
      if (stored && isPending(stored))
        out.push({
          form,
          id: key.slice(form.length + 1),
          receivedAt: stored.receivedAt,
          entry: stored.entry,
          ...(stored.emailAttempts ? { emailAttempts: stored.emailAttempts } : {}),
          ...(stored.emailError ? { emailError: stored.emailError } : {}),
          ...(stored.emailSetAsideAt ? { emailSetAsideAt: stored.emailSetAsideAt } : {}),
        });
    }
  }
  return out.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).slice(0, limit);
}

/**
 * Adds `marker` to a stored entry, written only if the entry is as read: an e-mail's mark, made in the background,
 * must not write back a booking state the owner changed meanwhile (a confirm between its read and its write was lost).
 */
async function mark(entries: Store, key: string, marker: Partial<Stored>): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await readForUpdate(entries, key);
    if (!found) return;
    const next = { ...(found.data as Stored), ...marker };
    if ((await entries.setJSON(key, next, { onlyIfMatch: found.etag })).modified) return;
  }
  throw new Error(`${key} kept changing while its e-mail was marked: try again`);
}
