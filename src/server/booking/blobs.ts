/**
 * The bookings on Netlify Blobs: a quote request's blob (quote/<id>, ../stores/blobs-store.ts) carries its booking beside its
 * entry, and its window's place is a claim blob (./blob-claims.ts). A change is written only if the request's blob is
 * unchanged since it was read (its etag), so of two taps at once one changes it; the one open hold per phone and per
 * client is kept by index blobs (holds/phone/<digits>, holds/client/<key>) naming the request that holds.
 */
import type { getStore } from '@netlify/blobs';
import { type Booking, type BookingState, holdsWindow } from '../../lib/booking/state.ts';
import { written } from '../stores/blob-list.ts';
import { blobClaims, type Claim, readForUpdate } from './blob-claims.ts';
import type { Holder } from './limits.ts';
import type { BookingStore } from './store.ts';

type Store = ReturnType<typeof getStore>;

/** A booking as a request's blob keeps it. */
export interface BlobBooking {
  state: BookingState;
  sequence: number;
  window: string;
  holdFrom?: string;
  at: string;
  /** The place of its window it holds (./blob-claims.ts), while it holds one. */
  place?: number;
}

interface Stored {
  receivedAt: string;
  entry: Record<string, unknown>;
  booking?: BlobBooking;
}

/** Blob ids are "<receivedAt>-<uuid>": nothing else names a request's blob. */
const ID = /^[\w:.-]{10,100}$/;

/** An entry stored with a window before bookings existed is a request holding from when it came, as in SQL. */
const plainBooking = (s: Stored): BlobBooking | undefined =>
  typeof s.entry.window === 'string' && s.entry.window
    ? { state: 'requested', sequence: 0, window: s.entry.window, holdFrom: s.receivedAt, at: s.receivedAt }
    : undefined;

const toBooking = (id: string, s: Stored): Booking | undefined => {
  const b = s.booking ?? plainBooking(s);
  return (
    b && {
      id,
      receivedAt: s.receivedAt,
      entry: s.entry,
      state: b.state,
      sequence: b.sequence,
      window: b.window,
      ...(b.holdFrom ? { holdFrom: b.holdFrom } : {}),
      changedAt: b.at,
    }
  );
};

const record = (b: Booking, place: number | undefined): BlobBooking => ({
  state: b.state,
  sequence: b.sequence,
  window: b.window,
  ...(b.holdFrom ? { holdFrom: b.holdFrom } : {}),
  at: b.changedAt,
  ...(place === undefined ? {} : { place }),
});

/** Whether the request's blob as read still holds the booking as `prev` saw it (the same state, sequence and hold). */
function unchangedSince<T extends { stored: Stored }>(prev: Booking, found: T | undefined): found is T {
  const was = found && toBooking(prev.id, found.stored);
  return Boolean(was && was.state === prev.state && was.sequence === prev.sequence && was.holdFrom === prev.holdFrom);
}

/** How many times a change is written when its blob changed beside the booking in the meantime. */
const WRITE_TRIES = 5;

export function blobsBookings(entries: Store): BookingStore & { claims: ReturnType<typeof blobClaims> } {
  const claims = blobClaims(entries);
  const read = async (id: string) => {
    const found = ID.test(id) ? await readForUpdate(entries, `quote/${id}`) : undefined;
    return found ? { stored: found.data as Stored, etag: found.etag } : undefined;
  };
  /** Writes the request's blob only if unchanged since read. */
  const write = async (id: string, stored: Stored, etag: string) =>
    (await entries.setJSON(`quote/${id}`, stored, { onlyIfMatch: etag })).modified;

  return {
    claims,
    async get(id) {
      const found = await read(id);
      return found && toBooking(id, found.stored);
    },
    async list(fromDay, limit) {
      const blobs = written((await entries.list({ prefix: 'quote/' })).blobs);
      const out: Booking[] = [];
      for (const { key } of blobs.sort((a, b) => a.key.localeCompare(b.key))) {
        const s = (await entries.get(key, { type: 'json', consistency: 'strong' })) as Stored | null;
        const b = s && toBooking(key.slice('quote/'.length), s);
        if (b && b.window >= fromDay) out.push(b);
        if (out.length >= limit) break;
      }
      return out;
    },
    async save(prev, next, l, now) {
      let found = await read(prev.id);
      if (!unchangedSince(prev, found)) return 'changed';
      const oldPlace = found.stored.booking?.place;
      const holds = holdsWindow(next, now, l.holdMs);
      // A request stored before bookings holds a claim that names no request: its first change takes its place over.
      const takes =
        holds && (next.window !== prev.window || !holdsWindow(prev, now, l.holdMs) || oldPlace === undefined);
      const claim = {
        receivedAt: next.changedAt,
        quote: prev.id,
        holdFrom: next.holdFrom ?? null,
        booked: next.state !== 'requested',
      };
      const mine = (c: Claim) => !c.quote && c.receivedAt === prev.receivedAt && next.window === prev.window;
      const place = takes ? await claims.take(next.window, claim, now, l, mine) : holds ? oldPlace : undefined;
      if (takes && place === undefined) return 'full';
      // The request's blob also changes beside its booking (its e-mails marked sent, in the background): a write refused
      // for that is made again on the blob as it now is, as long as its booking is still the one the tap saw.
      for (let tries = 1; ; tries++) {
        if (await write(prev.id, { ...found.stored, booking: record(next, place) }, found.etag)) break;
        const again = tries < WRITE_TRIES ? await read(prev.id) : undefined;
        if (!unchangedSince(prev, again)) {
          if (takes) await claims.giveBack(next.window, place, prev.id);
          return 'changed';
        }
        found = again;
      }
      if (takes || !holds) await claims.giveBack(prev.window, oldPlace, prev.id);
      else await claims.mark(next.window, place, prev.id, { holdFrom: claim.holdFrom, booked: claim.booked });
      return 'saved';
    },
    async releaseOthers(id, holder: Holder) {
      for (const [kind, value] of [
        ['phone', holder.phone],
        ['client', holder.client],
      ] as const) {
        if (!value) continue;
        const key = `holds/${kind}/${value}`;
        const other = ((await entries.get(key, { type: 'json', consistency: 'strong' })) as { quote?: string } | null)
          ?.quote;
        if (other && other !== id) {
          const found = await read(other);
          const b = found && (found.stored.booking ?? plainBooking(found.stored));
          if (found && b?.state === 'requested' && b.holdFrom) {
            const { holdFrom: _, place, ...rest } = b;
            if (await write(other, { ...found.stored, booking: rest }, found.etag))
              await claims.giveBack(b.window, place, other);
          }
        }
        await entries.setJSON(key, { quote: id });
      }
    },
  };
}
