/**
 * The owner's reading of the counts, a sub-app of the form handler's /api (../forms-app.ts mounts it with
 * `app.route`), behind one sign-in (../access/stats-access.ts: 401 without a token that may read them, 429 once an
 * address has tried too many):
 * - GET /api/stats: the last days' summary as JSON (src/lib/counts/stats.ts) for /admin/stats, with the lead e-mails
 *   set aside (src/lib/leads/set-aside.ts), the owner's calendar feed's failure while its last read failed
 *   (../calendar/calendar-feed-log.ts, `calendarFeed`, else null) and the photo budgets that ran out
 *   (`photoBudget.full`: ../photos/photo-ledger.ts);
 * - GET /api/day: the owner's day (../booking/day-answer.ts).
 */
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { dayOf } from '../../lib/counts/events.ts';
import { STATS_DAYS, summarize } from '../../lib/counts/stats.ts';
import type { SetAsideEmail } from '../../lib/leads/set-aside.ts';
import { SIGN_IN_RATE_LIMIT, type StatsAccessOptions, statsAccess } from '../access/stats-access.ts';
import type { ApiDeps } from '../api-deps.ts';
import type { CalendarFeedFailure } from '../calendar/calendar-feed-log.ts';
import type { BudgetNotice } from '../photos/photo-ledger.ts';
import { countHeaders, type OpenEvents } from './events-app.ts';

export interface StatsSources {
  /** The counts' store, opened once (../forms-app.ts shares it with the beacons' sub-app). */
  open: OpenEvents;
  /** The lead e-mails set aside, for the owner (none where there is no form store). */
  setAside?: () => Promise<SetAsideEmail[]>;
  /** Why the owner's calendar feed could not be read, while its last read failed. */
  calendarFeed?: () => Promise<CalendarFeedFailure | undefined>;
  /** The photo budgets that ran out (today's, the total while it is full). */
  photosFull?: () => Promise<BudgetNotice[]>;
  /** The owner's day; none without bookings. */
  ownerDay?: () => Promise<unknown>;
}

/** GET /stats and GET /day, mounted at /api. */
export function statsApp(o: StatsAccessOptions, sources: StatsSources, deps: Pick<ApiDeps, 'now' | 'overLimit'>) {
  const allowed = statsAccess(o);
  const json = (c: Context, status: ContentfulStatusCode, body: unknown) =>
    c.body(JSON.stringify(body), status, { ...countHeaders, 'Content-Type': 'application/json; charset=utf-8' });
  const signedIn = async (c: Context) => {
    const verdict = await allowed(c.req.header('authorization'), () =>
      deps.overLimit(c, 'sign-in', SIGN_IN_RATE_LIMIT),
    );
    return verdict === 'allowed' ? undefined : json(c, verdict === 'limited' ? 429 : 401, { ok: false });
  };

  return new Hono()
    .get('/day', async (c) => {
      const refused = await signedIn(c);
      if (refused) return refused;
      const day = await sources.ownerDay?.();
      return day ? json(c, 200, day) : json(c, 503, { ok: false });
    })
    .get('/stats', async (c) => {
      const refused = await signedIn(c);
      if (refused) return refused;
      const store = await sources.open();
      if (!store) return json(c, 503, { ok: false });
      const days = Math.min(Math.max(Number(c.req.query('days')) || STATS_DAYS, 1), 366);
      const today = dayOf(deps.now());
      const rows = await store.rows(summarize([], today, days).from);
      const emailsSetAside = (await sources.setAside?.()) ?? [];
      const calendarFeed = (await sources.calendarFeed?.()) ?? null;
      const photoBudget = { full: (await sources.photosFull?.()) ?? [] };
      return json(c, 200, { ...summarize(rows, today, days), emailsSetAside, calendarFeed, photoBudget });
    });
}
