/**
 * The booking's pages, GET and POST /api/booking/<purpose>/<id>?…: the links of the e-mails (src/lib/booking/links.ts).
 * A GET only shows (mail scanners and previews open links): the visit, what the button will do, the button. The POST of
 * that button acts, once: its form posts to the page's own address, checked by Hono's csrf (Origin or Sec-Fetch-Site
 * of this site), and its body is a few fields read within MAX_BODY bytes. Every request counts against the client's
 * rate limit (bucket `booking`). A link this host did not sign answers 403, one past its time 410; an owner's link
 * whose visit changed since it was sent says what happened (./owner-page.ts); the homeowner's page always shows the
 * visit as it is (./visit-page.ts).
 */
import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { readLink } from '../../lib/booking/links.ts';
import { site, telHref } from '../../lib/page/site.ts';
import { apiEndpoint } from '../../lib/serving/serving-rules.ts';
import type { ApiDeps } from '../api-deps.ts';
import { localeOf, refuse } from '../form-reply.ts';
import type { LeadMailer } from '../mail/lead-message.ts';
import { readCapped } from '../read-body.ts';
import type { OfferedWindows } from '../windows/availability-app.ts';
import { bookingAnswer } from './answer.ts';
import { localeOfEntry, tellChange, wordsOf } from './mail.ts';
import { ownerPage } from './owner-page.ts';
import type { PageContext } from './page-context.ts';
import { visitPage } from './visit-page.ts';

export interface BookingOptions {
  mailer?: LeadMailer;
}

/** Requests of one client per rate window (10 minutes) to the booking's pages: a tap, a change, a look or two. */
export const BOOKING_RATE_LIMIT = 30;
/** The most a booking page's post may be: a window, a sequence number and what to do. */
const MAX_BODY = 1024;

/** GET and POST /api/booking/<purpose>/<id>, mounted at /api/booking. */
export function bookingApp(o: BookingOptions, deps: ApiDeps & { offered: OfferedWindows }) {
  const sameSite = csrf();
  return new Hono().on(['GET', 'POST'], '/:link{.+}', async (c) => {
    const endpoint = apiEndpoint(c.req.path);
    let form: URLSearchParams | undefined;
    if (c.req.method === 'POST') {
      await sameSite(c, async () => undefined);
      // Only the page's own form: a JSON or multipart post is no form of it (and Hono's csrf checks form posts only).
      if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? ''))
        throw new HTTPException(403);
      const bytes = await readCapped(c.req.raw, MAX_BODY);
      if (!bytes) return refuse(c, 413);
      form = new URLSearchParams(new TextDecoder().decode(bytes));
    }
    const now = deps.now();
    const store = await deps.openStore();
    if (await deps.overLimit(c, 'booking', BOOKING_RATE_LIMIT)) return refuse(c, 429);
    const secret = o.mailer?.linkSecret;
    const link = secret ? await readLink(secret, endpoint, (n) => c.req.query(n), now) : undefined;
    const booking = link && (await store.bookings?.get(link.id));
    const owner = link ? link.purpose !== 'visit' : false;
    const locale = booking && !owner ? localeOfEntry(booking.entry) : localeOf(c);
    const words = wordsOf(locale).booking.page;
    const call = (text: string) => ({ text, tel: telHref(site.phone.e164), phone: site.phone.display });
    if (!link || !booking || !store.bookings) {
      const page = { heading: words.title, notice: { text: words.invalid, tone: 'warn' as const }, rows: [] };
      return bookingAnswer(c, 403, locale, { ...page, call: call(words.call) });
    }
    const context: PageContext = {
      booking,
      bookings: store.bookings,
      now,
      offered: () => deps.offered(store, now),
      form,
      answer: (status, page) => bookingAnswer(c, status, owner ? 'en' : locale, page),
      tell: (prev, next, by) => {
        const mailer = o.mailer;
        if (mailer) deps.inBackground(tellChange({ mailer, origin: deps.origin, now }, prev, next, by));
      },
      client: () => deps.client(c),
      call,
    };
    const { purpose } = link;
    if (purpose === 'visit') return visitPage(context, link.expired ? 'expired' : 'fresh');
    return ownerPage(
      context,
      purpose,
      link.expired ? 'expired' : link.sequence === booking.sequence ? 'fresh' : 'stale',
    );
  });
}
