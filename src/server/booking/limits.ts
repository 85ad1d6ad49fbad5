/**
 * How many visits a window and a day hold and how long a request's hold lasts (data/schedule.yaml), as the stores
 * count them (./sql.ts, ./blobs.ts, ../windows/availability-store.ts).
 */
import { schedule } from '../../content/schedule.ts';

export interface WindowLimits {
  perWindow: number;
  perDay: number;
  holdMs: number;
}

export const WINDOW_LIMITS: WindowLimits = {
  perWindow: schedule.visitsPerWindow,
  perDay: schedule.visitsPerDay,
  holdMs: schedule.holdHours * 3_600_000,
};

/** Who holds a request's window: one open hold per phone number (its digits) and per client (its rate-limit key). */
export interface Holder {
  phone?: string;
  client?: string;
}

/** The local day after `day` ("YYYY-MM-DD"): a day's windows are those in [day, dayAfter). */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instant (ISO) before which a request's hold has run out at `now`. */
export const holdCutoff = (now: number, limits: WindowLimits) => new Date(now - limits.holdMs).toISOString();
