/**
 * How many bytes of quote photos the handler keeps: a share per client and day (an IPv6 client is its /64:
 * ../serving/client-network.ts), a budget per day (the business's day) and one for all days, counted from the photos still
 * stored (src/server/photos/photo-ledger.ts). Past any of them a quote is still taken and e-mailed, without its photos, and
 * its entry says how many were dropped (PHOTOS_DROPPED_FIELD) and why (PHOTOS_DROPPED_FOR_FIELD), so the owner's
 * e-mail can say so. Without a budget one address could fill the disk with 15 GB of photos a day; without a share,
 * 21 junk quotes of 23.5 MB spent the day's 500 MB and every customer's photos after them were dropped.
 */
export interface PhotoBudget {
  dailyBytes: number;
  totalBytes: number;
  /** What one client may add in a day: a share of the day's budget. */
  clientDailyBytes: number;
}

export const DEFAULT_PHOTOS_DAILY_MB = 500;
export const DEFAULT_PHOTOS_TOTAL_MB = 5000;
/** One quote of the largest size the form takes (24 MB: src/lib/quote/quote-form.ts), with room to spare. */
export const DEFAULT_PHOTOS_CLIENT_DAILY_MB = 25;

const MB = 1024 * 1024;
/** A setting in MB (decimals allowed); a missing, zero or unreadable one keeps the default. */
const megabytes = (value: string | undefined, fallback: number) => Math.round((Number(value) || fallback) * MB);

/** The budget from the host's settings PHOTOS_DAILY_MB, PHOTOS_TOTAL_MB and PHOTOS_CLIENT_DAILY_MB (docs/hosting.md). */
export const photoBudget = (env: {
  PHOTOS_DAILY_MB?: string;
  PHOTOS_TOTAL_MB?: string;
  PHOTOS_CLIENT_DAILY_MB?: string;
}): PhotoBudget => ({
  dailyBytes: megabytes(env.PHOTOS_DAILY_MB, DEFAULT_PHOTOS_DAILY_MB),
  totalBytes: megabytes(env.PHOTOS_TOTAL_MB, DEFAULT_PHOTOS_TOTAL_MB),
  clientDailyBytes: megabytes(env.PHOTOS_CLIENT_DAILY_MB, DEFAULT_PHOTOS_CLIENT_DAILY_MB),
});

/** Why photos were not kept: the client's share of the day, the day's budget, or the total. */
export type PhotoLimit = 'share' | 'day' | 'total';

/** The bytes kept so far: by the client today, by everyone today, in all. */
export interface PhotoUse {
  client: number;
  day: number;
  total: number;
}

/** The limit `bytes` more would pass, the owner's first (the total, then the day's), or undefined when they fit. */
export function overBudget(budget: PhotoBudget, used: PhotoUse, bytes: number): PhotoLimit | undefined {
  if (used.total + bytes > budget.totalBytes) return 'total';
  if (used.day + bytes > budget.dailyBytes) return 'day';
  if (used.client + bytes > budget.clientDailyBytes) return 'share';
  return undefined;
}
