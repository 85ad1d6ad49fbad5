/**
 * The booking's signed links: one purpose each (the owner's confirm, move, decline and release; the homeowner's
 * `visit`, the page where they change or cancel), for one quote request, until an expiry, signed with HMAC-SHA-256
 * under the host's LINK_SECRET (../access/signed-link.ts). An owner's link also signs the booking's SEQUENCE when it was sent,
 * so a link from before a change cannot act on the visit as it is now: its page says what happened instead. The
 * homeowner's link opens the visit as it is now (each of their e-mails carries one). Links start with the site's own
 * address (../serving/site-origin.ts), never a request's Host. Pure: every host runs it.
 */
import { signText, verifyText } from '../access/signed-link.ts';
import { OWNER_ACTIONS, type OwnerAction } from './state.ts';

export type LinkPurpose = OwnerAction | 'visit';
const PURPOSES: readonly string[] = [...OWNER_ACTIONS, 'visit'];

/** The handler's path of the booking's pages, under /api/ on every host (src/server/booking/booking-app.ts). */
export const BOOKING_PATH = 'booking';

export interface BookingLink {
  purpose: LinkPurpose;
  /** The quote request's id. */
  id: string;
  /** An owner's link: the booking's SEQUENCE it was sent for. */
  sequence?: number;
  /** Seconds since 1970. */
  expires: number;
}

/** What is signed: every part of the link, named, so that no other link's text (a photo's) can stand for it. */
const signedText = (l: BookingLink) => `booking|${l.purpose}|${l.id}|${l.sequence ?? ''}|${l.expires}`;

/** The whole address of `link` under `origin`. */
export async function bookingUrl(secret: string, origin: string, link: BookingLink): Promise<string> {
  const query = new URLSearchParams({
    ...(link.sequence === undefined ? {} : { s: String(link.sequence) }),
    e: String(link.expires),
    sig: await signText(secret, signedText(link)),
  });
  return `${origin}/api/${BOOKING_PATH}/${link.purpose}/${encodeURIComponent(link.id)}?${query}`;
}

/** Seconds since 1970 of `ms`, as a link's expiry. */
export const expiresAt = (ms: number) => Math.floor(ms / 1000);

/**
 * The link a request names (its path below /api/, booking/<purpose>/<id>, and its query) when this host signed it:
 * `expired` once its time has passed. Undefined for anything else: another path, a changed part, a wrong signature.
 */
export async function readLink(
  secret: string,
  endpoint: string,
  query: (name: string) => string | undefined,
  nowMs: number,
): Promise<(BookingLink & { expired: boolean }) | undefined> {
  const m = /^booking\/([a-z]+)\/([^/]{1,200})$/.exec(endpoint);
  const [s, e] = [query('s'), query('e')];
  if (!m || !PURPOSES.includes(m[1]) || !e || !/^\d{1,12}$/.test(e) || (s !== undefined && !/^\d{1,9}$/.test(s)))
    return undefined;
  let id: string;
  try {
    id = decodeURIComponent(m[2]);
  } catch {
    return undefined;
  }
  const purpose = m[1] as LinkPurpose;
  // The homeowner's link carries no sequence, the owner's always one.
  if ((purpose === 'visit') !== (s === undefined)) return undefined;
  const link: BookingLink = { purpose, id, expires: Number(e), ...(s === undefined ? {} : { sequence: Number(s) }) };
  if (!(await verifyText(secret, signedText(link), query('sig')))) return undefined;
  return { ...link, expired: link.expires * 1000 <= nowMs };
}
