/**
 * The places of the windows on Netlify Blobs, which has no query and no transaction: place n of a window is the blob
 * windows/<start>/<n>, naming the request that holds it, when its hold began and whether it is booked. A place is taken
 * by writing its blob only if new, or only if unchanged since it was read when the request that held it has let it go
 * (its hold ran out): of two visitors racing for it one gets it. A place given back is deleted. The visits of a day
 * are counted before a place is taken, not with it: two requests at the same instant may pass a full day by one.
 */
import type { getStore } from '@netlify/blobs';
import { written } from '../stores/blob-list.ts';
import { dayAfter, type WindowLimits } from './limits.ts';

type Store = ReturnType<typeof getStore>;

export interface Claim {
  receivedAt: string;
  /** The request holding the place (absent on claims written before bookings). */
  quote?: string;
  /** When its hold began; a booked visit's place does not run out. */
  holdFrom?: string | null;
  booked?: boolean;
}

/** Whether a place is still held at `now`. */
const alive = (c: Claim, now: number, holdMs: number) =>
  Boolean(c.booked) || Date.parse(c.holdFrom === undefined ? c.receivedAt : (c.holdFrom ?? '')) > now - holdMs;

/**
 * A blob's value with its etag, for a write only if it is unchanged. Netlify's local Blobs server (the tests' and
 * `netlify dev`'s) answers a read without an ETag, which its listing has: there the etag is listed first and the value
 * read after it, so a change in between fails the write rather than being written over.
 */
export async function readForUpdate(entries: Store, key: string): Promise<{ data: unknown; etag: string } | undefined> {
  const found = await entries.getWithMetadata(key, { type: 'json', consistency: 'strong' });
  if (!found) return undefined;
  if (found.etag) return { data: found.data, etag: found.etag };
  // Its listing can leave out a blob being written at that moment (an e-mail's mark in the background): on a loaded
  // machine the owner's tap then answered, in 3 runs of 10, that its link was not valid. The pair is read again.
  for (let tries = 0; tries < PAIR_TRIES; tries++) {
    const etag = (await entries.list({ prefix: key })).blobs.find((b) => b.key === key)?.etag;
    const data = await entries.get(key, { type: 'json', consistency: 'strong' });
    if (data === null) return undefined;
    if (etag) return { data, etag };
  }
  return undefined;
}

/** How many times the local server's listing is read for a blob's etag. */
const PAIR_TRIES = 5;

const placeKey = (window: string, place: number) => `windows/${window}/${place}`;
/** The claim blobs of one month's windows start with this (windows/2026-11...): a listing reads at most two months. */
const monthPrefix = (start: string) => `windows/${start.slice(0, 7)}`;

export function blobClaims(entries: Store) {
  const read = async (key: string) => (await entries.get(key, { type: 'json', consistency: 'strong' })) as Claim | null;

  /** The places held per window start in [from, to). */
  async function held(from: string, to: string, now: number, limits: WindowLimits) {
    const keys: string[] = [];
    for (const prefix of new Set([monthPrefix(from), monthPrefix(to)])) {
      for (const { key } of written((await entries.list({ prefix })).blobs))
        if (key.split('/')[1] >= from && key.split('/')[1] < to) keys.push(key);
    }
    const claims = await Promise.all(keys.map(async (key) => [key, await read(key)] as const));
    const counts: Record<string, number> = {};
    for (const [key, c] of claims) {
      const start = key.split('/')[1];
      if (c && alive(c, now, limits.holdMs)) counts[start] = (counts[start] ?? 0) + 1;
    }
    return counts;
  }

  /**
   * Takes a place of `window` for `claim` within the window's and its day's limits: its number, or undefined. A place
   * `mine` says is the request's own already (a claim written before bookings, which names no request) is taken over.
   */
  async function take(window: string, claim: Claim, now: number, limits: WindowLimits, mine = (_: Claim) => false) {
    const day = window.slice(0, 10);
    const onDay = Object.values(await held(day, dayAfter(day), now, limits)).reduce((a, b) => a + b, 0);
    if (onDay >= limits.perDay) return undefined;
    for (let place = 0; place < limits.perWindow; place++) {
      const key = placeKey(window, place);
      if ((await entries.setJSON(key, claim, { onlyIfNew: true })).modified) return place;
      const found = await readForUpdate(entries, key);
      if (!found || (alive(found.data as Claim, now, limits.holdMs) && !mine(found.data as Claim))) continue;
      if ((await entries.setJSON(key, claim, { onlyIfMatch: found.etag })).modified) return place;
    }
    return undefined;
  }

  /** Gives back `quote`'s place (never another request's, which may have taken it since the hold ran out). */
  async function giveBack(window: string, place: number | undefined, quote: string) {
    if (place === undefined) return;
    const key = placeKey(window, place);
    if ((await read(key))?.quote === quote) await entries.delete(key);
  }

  /** Writes what `quote`'s place says of it now (booked, or its hold), if the place is still its own. */
  async function mark(window: string, place: number | undefined, quote: string, changes: Partial<Claim>) {
    if (place === undefined) return;
    const key = placeKey(window, place);
    const claim = await read(key);
    if (claim?.quote === quote) await entries.setJSON(key, { ...claim, ...changes });
  }

  return { held, take, giveBack, mark };
}
