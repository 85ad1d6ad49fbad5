/**
 * A booking page's answer: the site's own page of a visit in the page's language (route kind quote-visit), read from
 * the published site by the host's `sitePage` (../form-reply.ts) as every answer to a plain post is, with the visit set
 * into it (src/lib/booking/visit-in-site.ts), under the site's Content-Security-Policy (its forms post to this same
 * address); when that page cannot be read, the handler's own page with the same content under the business's name and
 * phone (src/lib/forms/answer-page.ts ownPage). Never cached, never indexed, and its address (which holds the link's
 * signature) is not sent on as a referrer.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { routes } from '../../content/routes.ts';
import { type BookingPage, bookingPageHtml } from '../../lib/booking/page.ts';
import { fillVisitPage, visitPagePath } from '../../lib/booking/visit-in-site.ts';
import { site } from '../../lib/page/site.ts';
import { apiHeaders, inSiteLook } from '../form-reply.ts';

export async function bookingAnswer(
  c: Context,
  status: ContentfulStatusCode,
  locale: string,
  page: BookingPage,
): Promise<Response> {
  for (const [k, v] of Object.entries(apiHeaders)) c.header(k, v);
  c.header('X-Robots-Tag', 'noindex');
  c.header('Referrer-Policy', 'no-referrer');
  const content = bookingPageHtml(page);
  const title = `${page.heading} | ${site.businessName}`;
  return inSiteLook(c, status, {
    file: visitPagePath(routes, locale),
    lang: locale,
    title,
    main: content,
    fill: (shell) => fillVisitPage(shell, title, content),
    what: 'Booking page',
  });
}
