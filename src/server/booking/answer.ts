/**
 * A booking page's answer: the site's own page of a visit in the page's language (route kind quote-visit), read from
 * the published site by the host's `sitePage` as the answer to a quote sent without JavaScript is, with the visit set
 * into it (src/lib/booking/visit-page.ts), under the site's Content-Security-Policy (its forms post to this same
 * address); the handler's own plain page with the same content when that page cannot be read. Never cached, never
 * indexed, and its address (which holds the link's signature) is not sent on as a referrer.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { routes } from '../../content/routes.ts';
import { type BookingPage, bookingPageHtml } from '../../lib/booking/page.ts';
import { fillVisitPage, visitPagePath } from '../../lib/booking/visit-page.ts';
import { escapeHtml } from '../../lib/form-entries.ts';
import { contentSecurityPolicy } from '../../lib/serving-rules.ts';
import { site } from '../../lib/site.ts';
import { apiHeaders } from '../form-reply.ts';
import type { SitePage } from '../form-reply.ts';

export async function bookingAnswer(
  c: Context,
  status: ContentfulStatusCode,
  locale: string,
  page: BookingPage,
  sitePage?: SitePage,
): Promise<Response> {
  for (const [k, v] of Object.entries(apiHeaders)) c.header(k, v);
  c.header('X-Robots-Tag', 'noindex');
  c.header('Referrer-Policy', 'no-referrer');
  const content = bookingPageHtml(page);
  const title = `${page.heading} | ${site.businessName}`;
  const file = visitPagePath(routes, locale);
  const shell = file && sitePage ? await sitePage(file).catch(() => undefined) : undefined;
  const filled = shell && fillVisitPage(shell, title, content);
  if (filled) {
    c.header('Content-Security-Policy', contentSecurityPolicy(site));
    return c.html(filled, status);
  }
  if (file) console.error(`Booking page: the site's page ${file} could not be read; the handler answered its own.`);
  return c.html(
    `<!doctype html>\n<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5">${content}</body></html>`,
    status,
  );
}
