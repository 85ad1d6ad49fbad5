/**
 * Fetches the owner's calendar feed (OWNER_CALENDAR_ICS_URL) within a time limit and a size cap, following redirects by
 * hand: at most MAX_REDIRECTS, each to http(s) only and never to an address of this machine or its network (loopback,
 * private, link-local such as a cloud's metadata service at 169.254.169.254, and the like), so that a feed's server
 * cannot point the site at what only the site can reach. The address the owner set is his own choice and is not
 * checked. Where the host can resolve names (`resolve`: Node's DNS on `npm start`), a redirect's name is checked by
 * the addresses it resolves to as well; where it cannot (a Worker), by its literal address and name alone. Every
 * failure is a FeedUnread whose `why` is said to the owner in words of the site's own (./calendar-words.ts): nothing
 * the feed's server sent, body or reason, is shown on his pages.
 */
import ipaddr from 'ipaddr.js';
import { readCapped } from '../read-body.ts';

export const FETCH_TIMEOUT_MS = 3000;
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
export const MAX_REDIRECTS = 3;

export type UnreadWhy = 'status' | 'timeout' | 'unreachable' | 'too-large' | 'redirect-refused' | 'redirects';
export class FeedUnread extends Error {
  readonly why: UnreadWhy;
  /** The HTTP status, for 'status'. */
  readonly status?: number;
  constructor(why: UnreadWhy, status?: number) {
    super(`the feed could not be read: ${why}${status ? ` ${status}` : ''}`);
    this.why = why;
    this.status = status;
  }
}

export interface FetchOptions {
  fetch?: typeof globalThis.fetch;
  /** The addresses a host name resolves to, where the host can tell (Node's dns.lookup). */
  resolve?: (host: string) => Promise<string[]>;
  timeoutMs?: number;
}

/** Whether `host` (a URL's hostname) is an address, or a name, that only this machine or its network reaches. */
export function isInternalHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (ipaddr.isValid(bare)) return ipaddr.process(bare).range() !== 'unicast';
  // A name of one label reaches a host of the local network by its search domains; these endings are local by name.
  return !bare.includes('.') || /\.(localhost|local|internal|home\.arpa)\.?$/.test(bare);
}

/** The feed's text; throws FeedUnread. */
export async function fetchFeed(url: string, o: FetchOptions = {}): Promise<string> {
  const signal = AbortSignal.timeout(o.timeoutMs ?? FETCH_TIMEOUT_MS);
  let at = new URL(url);
  for (let hop = 0; ; hop++) {
    const res = await (o.fetch ?? fetch)(at, {
      signal,
      redirect: 'manual',
      headers: { Accept: 'text/calendar' },
    }).catch((error: unknown) => {
      throw new FeedUnread(signal.aborted || (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable');
    });
    const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
    if (!location) {
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new FeedUnread('status', res.status);
      }
      const bytes = await readCapped(res, MAX_FEED_BYTES).catch(() => {
        throw new FeedUnread(signal.aborted ? 'timeout' : 'unreachable');
      });
      if (!bytes) throw new FeedUnread('too-large');
      return new TextDecoder().decode(bytes);
    }
    await res.body?.cancel().catch(() => undefined);
    if (hop >= MAX_REDIRECTS) throw new FeedUnread('redirects');
    at = await redirectTarget(location, at, o.resolve);
  }
}

async function redirectTarget(location: string, from: URL, resolve: FetchOptions['resolve']): Promise<URL> {
  let to: URL;
  try {
    to = new URL(location, from);
  } catch {
    throw new FeedUnread('redirect-refused');
  }
  if ((to.protocol !== 'https:' && to.protocol !== 'http:') || isInternalHost(to.hostname))
    throw new FeedUnread('redirect-refused');
  const named = !ipaddr.isValid(to.hostname.replace(/^\[|\]$/g, ''));
  const addresses =
    resolve && named
      ? await resolve(to.hostname).catch(() => {
          throw new FeedUnread('unreachable');
        })
      : [];
  if (addresses.some(isInternalHost)) throw new FeedUnread('redirect-refused');
  return to;
}
