/**
 * A booking page's answer: the site's own page of a visit in the page's language (route kind quote-visit), read from
 * the published site by the host's `sitePage` (../form-reply.ts) as every answer to a plain post is, with the visit set
 * into it (src/lib/booking/visit-page.ts), under the site's Content-Security-Policy (its forms post to this same
 * address); when that page cannot be read, the handler's own page with the same content under the business's name and
 * phone (src/lib/answer-page.ts ownPage). Never cached, never indexed, and its address (which holds the link's
 * signature) is not sent on as a referrer.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { routes } from '../../content/routes.ts';
import { ownPage } from '../../lib/answer-page.ts';
import { type BookingPage, bookingPageHtml } from '../../lib/booking/page.ts';
import { fillVisitPage, visitPagePath } from '../../lib/booking/visit-page.ts';
import { contentSecurityPolicy } from '../../lib/serving-rules.ts';
import { site, telHref } from '../../lib/site.ts';
import { apiHeaders } from '../form-reply.ts';

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
  const file = visitPagePath(routes, locale);
  const read = c.get('sitePage');
  const shell = file && read ? await read(file).catch(() => undefined) : undefined;
  const filled = shell && fillVisitPage(shell, title, content);
  if (filled) {
    c.header('Content-Security-Policy', contentSecurityPolicy(site));
    return c.html(filled, status);
  }
  if (file && read)
    console.error(`Booking page: the site's page ${file} could not be read; the handler answered its own.`);
  const phone = { tel: telHref(site.phone.e164), phone: site.phone.display };
  return c.html(ownPage({ lang: locale, title, business: site.businessName, ...phone, main: content }), status);
}
