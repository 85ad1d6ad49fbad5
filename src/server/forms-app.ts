/**
 * The form handler: one Hono app written against the Fetch API, run unchanged by `npm start` (scripts/serve/server.ts),
 * the Cloudflare Pages Function (functions/api/[[path]].ts) and the Netlify Function (netlify/functions/forms.ts), each
 * given its options by ./hosts/. It is /api composed of sub-apps, each mounted with `app.route()` and given only its
 * own options and the part of ./api-deps.ts it uses: the counts (./counts/), the editor's sign-in (./access/), the
 * owner's calendar feed (./calendar/), the free windows (./windows/), the booking's links (./booking/), GET /api/quote
 * with a price row's job chosen (./quote/), the quote's photos on signed links (./photos/), and last the forms' posts
 * (./posts-app.ts). Any other request is answered 405. JSON answers go to fetch(), a page in the site's look to a plain
 * post (./form-reply.ts).
 */
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getPath } from 'hono/utils/url';
import { BOOKING_PATH } from '../lib/booking/links.ts';
import { dayOf } from '../lib/counts/events.ts';
import { setAsideEmail } from '../lib/leads/set-aside.ts';
import { site } from '../lib/page/site.ts';
import { type PhotoBudget, photoBudget } from '../lib/photos/photo-budget.ts';
import { MAX_QUOTE_BODY_BYTES } from '../lib/quote/quote-form.ts';
import { clientKey } from '../lib/serving/client-network.ts';
import { FORMS_API, handlerPath } from '../lib/serving/serving-rules.ts';
import { countOf, type Settings } from '../lib/serving/settings.ts';
import { siteOrigin } from '../lib/serving/site-origin.ts';
import { authApp } from './access/auth-app.ts';
import type { ApiDeps } from './api-deps.ts';
import { bookingApp } from './booking/booking-app.ts';
import { dayAnswer } from './booking/day-answer.ts';
import { followFeed } from './booking/follow-feed.ts';
import { calendarApp } from './calendar/calendar-app.ts';
import { tellFeedDown } from './calendar/calendar-feed-down.ts';
import { feedId } from './calendar/calendar-feed-log.ts';
import type { OwnerCalendarOptions } from './calendar/owner-calendar.ts';
import { type EventsSource, eventStoreOpener, eventsApp, formSends } from './counts/events-app.ts';
import { statsApp } from './counts/stats-app.ts';
import { isRefusal, refuse, type SitePage } from './form-reply.ts';
import type { LeadMailer } from './mail/lead-message.ts';
import { ownerNotices } from './mail/owner-notices.ts';
import type { PhotoStore } from './photos/photo-store.ts';
import { photosApp } from './photos/photos-app.ts';
import { postsApp } from './posts-app.ts';
import { quoteChoiceApp } from './quote/quote-choice.ts';
import type { FormStore } from './stores/store.ts';
import { availabilityApp, type FeedHooks, offeredWindows, windowRules } from './windows/availability-app.ts';

export interface FormsOptions {
  /** The host's valid settings, by their names in schemas/settings.schema.json (read by ./hosts/host-settings.ts). */
  settings?: Settings;
  /** The store, or a function that opens it (a failure to open answers 503, as a failed write does). */
  store: FormStore | (() => FormStore | Promise<FormStore>);
  /** The counts' store; without one nothing is counted. */
  events?: EventsSource;
  /** The client's address as the host reports it (Hono's getConnInfo for the host, ./hosts/). */
  clientAddress: (c: Context) => string | undefined;
  now?: () => number;
  /** Where the quote requests' photos are kept (an R2 bucket, a Blobs store, a folder). */
  photos?: PhotoStore | (() => PhotoStore);
  /** The most a quote post with photos may be, as the host allows (MAX_QUOTE_BODY_BYTES by default). */
  maxQuoteBytes?: number;
  /** The photo budget in bytes, where a test sets it below a megabyte (else the settings' PHOTOS_*_MB). */
  photoBudget?: PhotoBudget;
  /** The owner's e-mail about each lead (LEADS_EMAIL_TO, LEADS_EMAIL_FROM and the host's sender). */
  mailer?: LeadMailer;
  /** The fetch of the owner's webhook, and of GitHub's API and sign-in (tests pass stubs). */
  fetch?: typeof globalThis.fetch;
  githubFetch?: typeof globalThis.fetch;
  /** Where the host allows a timer (npm start): e-mails that failed are tried again this often, until `stop` aborts. */
  retryEveryMs?: number;
  stop?: AbortSignal;
  /** How the host reads the owner's calendar feed, where it does better than in the request (npm start). */
  ownerCalendarReading?: Pick<OwnerCalendarOptions, 'read' | 'resolve'>;
  /** The host's way to finish work after the answer (Cloudflare's and Netlify's waitUntil). */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Reads a published page of the site: the answers to forms sent without JavaScript are in its look. */
  sitePage?: SitePage;
}

export const DEFAULT_RATE_LIMIT = 10;
/** GET /api/availability's asks one client may make per post its limit allows (60 in 10 minutes by default). */
export const AVAILABILITY_PER_POST = 6;
/** Set-aside lead e-mails listed in /admin/stats (the oldest; all of them are kept). */
const SET_ASIDE_SHOWN = 100;
export const DEFAULT_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Opens the store once; a failure to open is tried again on the next request. */
function storeOpener(source: FormsOptions['store']) {
  let store: Promise<FormStore> | undefined;
  return () => {
    store ??= Promise.resolve(typeof source === 'function' ? source() : source).catch((error: unknown) => {
      store = undefined;
      throw error;
    });
    return store;
  };
}

export function formsApp(o: FormsOptions) {
  const s = o.settings ?? {};
  const rateLimit = countOf(s.FORMS_RATE_LIMIT) ?? DEFAULT_RATE_LIMIT;
  const now = o.now ?? Date.now;
  const openStore = storeOpener(o.store);
  const client = (c: Context) => clientKey(o.clientAddress(c));
  const deps: ApiDeps = {
    now,
    openStore,
    client,
    origin: siteOrigin(site.baseUrl, s.SITE_URL),
    inBackground: (work) => (o.waitUntil ? o.waitUntil(work) : void work),
    overLimit: async (c, bucket, limit) => {
      const windowStart = Math.floor(now() / DEFAULT_RATE_WINDOW_MS) * DEFAULT_RATE_WINDOW_MS;
      const hits = await (await openStore()).hit(await client(c), bucket, windowStart);
      if (hits > limit)
        c.header('Retry-After', String(Math.ceil((windowStart + DEFAULT_RATE_WINDOW_MS - now()) / 1000)));
      return hits > limit;
    },
  };
  const { origin, inBackground } = deps;
  const mailer = o.mailer;
  const photos = () => (typeof o.photos === 'function' ? o.photos() : o.photos);
  const openEvents = eventStoreOpener(o.events);
  const ownerCalendarUrl = s.OWNER_CALENDAR_ICS_URL;
  // After a read of the owner's feed: the day's one e-mail when no window is offered for want of it, and the visits
  // he moved in it followed.
  const feed: FeedHooks = {
    down: (read, db, url, at) => mailer && inBackground(tellFeedDown(db, mailer, url, read, at)),
    visits: (visits, db, at) => inBackground(followFeed(db, visits, { mailer, origin, now: at })),
  };
  const calendar = { ownerCalendarUrl, ownerCalendarReading: o.ownerCalendarReading };
  const offered = offeredWindows(calendar, windowRules, feed);

  const app = new Hono({ getPath: (request) => handlerPath(getPath(request)) }).basePath(FORMS_API);
  app.use(async (c, next) => {
    c.set('sitePage', o.sitePage);
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException && isRefusal(error.status)) return refuse(c, error.status);
    console.error('Form handler:', error);
    return refuse(c, 503);
  });
  app.route('/events', eventsApp({ open: openEvents, limit: countOf(s.EVENTS_RATE_LIMIT) }, deps));
  const owner = {
    open: openEvents,
    setAside: async () => (await (await openStore()).setAsideEmails(SET_ASIDE_SHOWN)).map(setAsideEmail),
    // Only the feed set now is reported: a failure of an address since replaced or removed is no longer the owner's.
    calendarFeed: async () => {
      const log = ownerCalendarUrl ? (await openStore()).calendarFeed : undefined;
      return ownerCalendarUrl && log ? log.lastFailure(await feedId(ownerCalendarUrl)) : undefined;
    },
    photosFull: async () => (await (await openStore()).photoLedger?.notices(dayOf(now()))) ?? [],
    ownerDay: async () => dayAnswer(await openStore(), { mailer, origin, now: now() }),
  };
  app.route('/', statsApp({ statsToken: s.STATS_TOKEN, githubFetch: o.githubFetch }, owner, deps));
  const oauth = { clientId: s.GITHUB_OAUTH_CLIENT_ID, clientSecret: s.GITHUB_OAUTH_CLIENT_SECRET };
  app.route('/auth', authApp({ oauth, githubFetch: o.githubFetch }, deps));
  app.route('/calendar.ics', calendarApp({ token: s.CALENDAR_TOKEN }, deps));
  // The windows are asked when the form is first used and again after a window is taken: a few asks per post.
  app.route('/availability', availabilityApp({ ...calendar, limit: rateLimit * AVAILABILITY_PER_POST, feed }, deps));
  app.route(`/${BOOKING_PATH}`, bookingApp({ mailer }, { ...deps, offered }));
  app.route('/quote', quoteChoiceApp(o.sitePage));
  app.route('/photos', photosApp({ photos, linkSecret: mailer?.linkSecret }, deps));
  const notices = {
    webhookUrl: s.FORMS_WEBHOOK_URL,
    fetch: o.fetch,
    mailer,
    retryEveryMs: o.retryEveryMs,
    stop: o.stop,
  };
  const posts = {
    rateLimit,
    photos,
    maxQuoteBytes: o.maxQuoteBytes ?? MAX_QUOTE_BODY_BYTES,
    photoBudget: o.photoBudget ?? photoBudget(s),
    offered,
    countSend: formSends(openEvents, now),
    notifyOwner: ownerNotices(notices, { origin, now, openStore }),
  };
  app.route('/', postsApp(posts, deps));
  app.all('*', (c) => {
    c.header('Allow', 'POST');
    return refuse(c, 405);
  });
  return app;
}
