/**
 * What the sub-apps of /api share, made once per app by ./forms-app.ts: the clock, the store (opened once, tried again
 * after a failure), the per-client count of a bucket (an IPv6 client by its /64: src/lib/serving/client-network.ts),
 * the client's key, the site's own address and the host's way to finish work after the answer. Each sub-app is given
 * the part of it it uses, beside its own options.
 */
import type { Context } from 'hono';
import type { FormStore } from './stores/store.ts';

export interface ApiDeps {
  now: () => number;
  openStore: () => Promise<FormStore>;
  /** Counts a request of the client under `bucket` in the current window; true once over `limit`, with Retry-After set. */
  overLimit: (c: Context, bucket: string, limit: number) => Promise<boolean>;
  /** The client's hashed network, the same for its double taps. */
  client: (c: Context) => Promise<string>;
  /** The address the e-mails' links start with: the site's own, whatever Host a request names. */
  origin: string;
  /** Work after the answer: the host's waitUntil where it has one, else it simply goes on in the process. */
  inBackground: (work: Promise<unknown>) => void;
}
