/**
 * The form handler: one Hono app written against the Fetch API, run unchanged by `npm start` (scripts/serve/server.ts),
 * the Cloudflare Pages Function (functions/api/[[path]].ts) and the Netlify Function (netlify/functions/forms.ts).
 *
 * A POST to /api/<form> is, in order: 413 over the size limit (counted as it is read: ./form-post.ts, ./read-body.ts),
 * 403 from another site (Hono's csrf), 429 over the client's rate limit (counted in the store), 422 with the fields to
 * fix, 503 when the store cannot write, and 201 once the row is committed (the same form sent again within minutes
 * gets the same 201). The owner's webhook and e-mail (./mail/owner-notices.ts) go out after that, in the background. JSON
 * answers go to fetch(), a page in the site's look to a plain post (./form-reply.ts). The quote takes photos
 * (./quote/quote-routes.ts), served back through signed links only; POST /api/windows answers the free windows
 * (./windows/window-answer.ts). Also mounted: the counts (./counts/events-app.ts), the editor's sign-in (./access/auth-app.ts), the
 * booking's links (./booking/booking-app.ts) and GET /api/quote with a price row's job chosen (./quote/quote-choice.ts).
 */
import { type Context, Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { dayOf } from '../lib/counts/events.ts';
import { FORMS, isFormName, REFERENCE_FIELD } from '../lib/forms/form-entries.ts';
import { setAsideEmail } from '../lib/leads/set-aside.ts';
import { site } from '../lib/page/site.ts';
import { type PhotoBudget, photoBudget } from '../lib/photos/photo-budget.ts';
import { MAX_QUOTE_BODY_BYTES } from '../lib/quote/quote-form.ts';
import { clientKey } from '../lib/serving/client-network.ts';
import { siteOrigin } from '../lib/serving/site-origin.ts';
import { type AuthOptions, addAuthRoutes } from './access/auth-app.ts';
import { addBookingRoutes } from './booking/booking-app.ts';
import { dayAnswer } from './booking/day-answer.ts';
import { followFeed } from './booking/follow-feed.ts';
import { addCalendarRoutes, type CalendarOptions } from './calendar/calendar-app.ts';
import { tellFeedDown } from './calendar/calendar-feed-down.ts';
import { feedId } from './calendar/calendar-feed-log.ts';
import { addEventRoutes, type EventsOptions } from './counts/events-app.ts';
import { announcedTooLarge, takePost } from './form-post.ts';
import { isRefusal, refuse, reply, type SitePage, wantsJson, wordsFor } from './form-reply.ts';
import { type OwnerNoticeOptions, ownerNotices } from './mail/owner-notices.ts';
import type { PhotoStore } from './photos/photo-store.ts';
import { quoteStored } from './quote/quote-answer.ts';
import { addQuoteChoiceRoute } from './quote/quote-choice.ts';
import { servePhoto } from './quote/quote-routes.ts';
import type { FormStore } from './stores/store.ts';
import { type AvailabilityOptions, addAvailabilityRoutes } from './windows/availability-app.ts';
import { WINDOWS_PAGE, windowsAsked } from './windows/window-answer.ts';

export interface FormsOptions
  extends EventsOptions,
    AuthOptions,
    OwnerNoticeOptions,
    CalendarOptions,
    AvailabilityOptions {
  /** The store, or a function that opens it (a failure to open answers 503, as a failed write does). */
  store: FormStore | (() => FormStore | Promise<FormStore>);
  /**
   * The client's address as the host reports it (Cloudflare's CF-Connecting-IP, Node's socket, Netlify's context);
   * every bound counts it by src/lib/serving/client-network.ts's key (an IPv6 client by its /64).
   */
  clientAddress: (c: Context) => string | undefined;
  /** Posts one client may send to one form per window (FORMS_RATE_LIMIT). */
  rateLimit?: number;
  rateWindowMs?: number;
  now?: () => number;
  /** Where the quote requests' photos are kept (an R2 bucket, a Blobs store, a folder). */
  photos?: PhotoStore | (() => PhotoStore);
  /** The most a quote post with photos may be, as the host allows (src/lib/quote/quote-form.ts MAX_QUOTE_BODY_BYTES by default). */
  maxQuoteBytes?: number;
  /** The bytes of photos kept per client and day, per day and in all (PHOTOS_CLIENT_DAILY_MB, PHOTOS_DAILY_MB, PHOTOS_TOTAL_MB; src/lib/photos/photo-budget.ts). */
  photoBudget?: PhotoBudget;
  /**
   * The host's way to finish work after the answer (Cloudflare's and Netlify's waitUntil): the webhook, the e-mail and
   * the count of a send. Without it (npm start) that work simply goes on in the process.
   */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Reads a published page of the site: the answers to forms sent without JavaScript are in its look (./form-reply.ts). */
  sitePage?: SitePage;
}

export const DEFAULT_RATE_LIMIT = 10;
/** GET /api/availability's asks one client may make per post its limit allows (60 in 10 minutes by default). */
export const AVAILABILITY_PER_POST = 6;
/** Set-aside lead e-mails listed in /admin/stats (the oldest; all of them are kept). */
const SET_ASIDE_SHOWN = 100;
export const DEFAULT_RATE_WINDOW_MS = 10 * 60 * 1000;

export function formsApp(o: FormsOptions) {
  const rateLimit = o.rateLimit ?? DEFAULT_RATE_LIMIT;
  const windowMs = o.rateWindowMs ?? DEFAULT_RATE_WINDOW_MS;
  const now = o.now ?? Date.now;
  const inBackground = (work: Promise<unknown>) => (o.waitUntil ? o.waitUntil(work) : void work);
  let store: Promise<FormStore> | undefined;
  const openStore = () => {
    store ??= Promise.resolve(typeof o.store === 'function' ? o.store() : o.store).catch((error: unknown) => {
      store = undefined; // try again on the next post
      throw error;
    });
    return store;
  };

  // The address the e-mails' links start with: the site's own, whatever Host a post names.
  const origin = siteOrigin(site.baseUrl, o.siteUrl);
  const photos = () => (typeof o.photos === 'function' ? o.photos() : o.photos);
  const notifyOwner = ownerNotices(o, { origin, now, openStore });

  /** Counts a post of the client under `bucket` in the current window; true once over `limit`, with Retry-After set. */
  const overLimit = async (c: Context, bucket: string, limit: number) => {
    const windowStart = Math.floor(now() / windowMs) * windowMs;
    const hits = await (await openStore()).hit(await clientKey(o.clientAddress(c)), bucket, windowStart);
    if (hits > limit) c.header('Retry-After', String(Math.ceil((windowStart + windowMs - now()) / 1000)));
    return hits > limit;
  };

  const app = new Hono();
  app.use(async (c, next) => {
    c.set('sitePage', o.sitePage);
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException && isRefusal(error.status)) return refuse(c, error.status);
    console.error('Form handler:', error);
    return refuse(c, 503);
  });
  const setAside = async () => (await (await openStore()).setAsideEmails(SET_ASIDE_SHOWN)).map(setAsideEmail);
  // Only the feed set now is reported: a failure of an address since replaced or removed is no longer the owner's.
  const calendarFeed = async () => {
    const url = o.ownerCalendarUrl;
    const log = url ? (await openStore()).calendarFeed : undefined;
    return url && log ? log.lastFailure(await feedId(url)) : undefined;
  };
  const photosFull = async () => (await (await openStore()).photoLedger?.notices(dayOf(now()))) ?? [];
  const ownerDay = async () => dayAnswer(await openStore(), { mailer: o.mailer, origin, now: now() });
  const countSend = addEventRoutes(app, o, { now, overLimit, setAside, calendarFeed, photosFull, ownerDay });
  addAuthRoutes(app, o, now);
  addCalendarRoutes(app, o, { now, openStore, overLimit });
  // The windows are asked when the form is first used and again after a window is taken: a few asks per post.
  const offered = addAvailabilityRoutes(app, o, {
    now,
    openStore,
    overLimit,
    limit: rateLimit * AVAILABILITY_PER_POST,
    // After the answer: the day's one e-mail when no window is offered for want of the owner's calendar, and the
    // visits he moved in it followed.
    feed: {
      down: (read, db, url, at) => o.mailer && inBackground(tellFeedDown(db, o.mailer, url, read, at)),
      visits: (visits, db, at) => inBackground(followFeed(db, visits, { mailer: o.mailer, origin, now: at })),
    },
  });
  const client = (c: Context) => clientKey(o.clientAddress(c));
  addBookingRoutes(app, o, { now, openStore, overLimit, offered, origin, inBackground, client });
  addQuoteChoiceRoute(app, o.sitePage);
  // The form's name is the path's last segment: /api/<form> on every host (Netlify's rewrite keeps it last too).
  app.get('*', async (c, next) => {
    const photo = await servePhoto(c, photos(), o.mailer?.linkSecret, now());
    return photo ?? next();
  });
  const maxQuoteBytes = o.maxQuoteBytes ?? MAX_QUOTE_BODY_BYTES;
  const budget = o.photoBudget ?? photoBudget({});
  // A length announced over the limit is refused before anything else; a body sent without one is capped as it is read.
  const limit = async (c: Context, next: () => Promise<void>) => announcedTooLarge(c, maxQuoteBytes) ?? next();
  app.on(['POST'], '*', limit, csrf(), async (c) => {
    const name = c.req.path.split('/').pop() ?? '';
    if (!isFormName(name) && name !== WINDOWS_PAGE) return reply(c, 404, wordsFor(c).noSuchForm);
    let db: FormStore;
    try {
      db = await openStore();
      if (await overLimit(c, name, rateLimit)) return refuse(c, 429);
    } catch (error) {
      console.error('Form store:', error);
      return refuse(c, 503);
    }
    if (!isFormName(name)) return windowsAsked(c, { db, offered, now: now() });
    const taken = await takePost(c, name, {
      db,
      photos: photos(),
      maxQuoteBytes,
      photoBudget: budget,
      now: now(),
      client: () => client(c),
      offered,
    });
    if (taken instanceof Response) return taken;
    const { entry, fresh } = taken;
    const message = wordsFor(c)[FORMS[name].ok];
    const answer = () =>
      typeof entry[REFERENCE_FIELD] === 'string'
        ? quoteStored(c, message, entry[REFERENCE_FIELD], entry.window)
        : reply(c, 201, message);
    if (!fresh) return answer();
    // A plain post had no script to count its start: the send stands for it, on the page the visitor came from.
    inBackground(countSend(c, name, entry.page, { start: !wantsJson(c), window: Boolean(entry.window) }));
    for (const run of notifyOwner(db)) inBackground(run);
    return answer();
  });
  app.all('*', (c) => {
    c.header('Allow', 'POST');
    return refuse(c, 405);
  });
  return app;
}
