/**
 * GET /api/quote: the quote form with what the visitor chose on the way, with or without JavaScript. A service page's
 * price row leads here with `?service=painting&job=interior-room`; the city comes from the link (`?city=`) or from the
 * page the row was on, a service page reached from the city's page (`/services/painting?city=boca-raton-fl`, its
 * address sent as the Referer). The answer is the site's own quote page of that city (else of the service, else the
 * quote page), as built, with the service and the job chosen (src/lib/quote-choice.ts), so the lead is credited to the
 * city's page and the form starts with its address. When the page cannot be read, or has no such option, the visitor
 * is sent to its address, where the form's script chooses them.
 */
import type { Context, Hono } from 'hono';
import { services } from '../content/content.ts';
import { routes } from '../content/routes.ts';
import { chooseInPage, cityOf, quoteChoice, quoteHref } from '../lib/quote-choice.ts';
import { apiEndpoint, contentSecurityPolicy } from '../lib/serving-rules.ts';
import { site } from '../lib/site.ts';
import { apiHeaders, localeOf } from './form-reply.ts';
import type { SitePage } from './quote-answer.ts';

/** The city of the page a link was followed from, as its address carries it; none from an address that is not one. */
function refererCity(c: Context): string | undefined {
  try {
    return cityOf(new URL(c.req.header('referer') ?? '').search);
  } catch {
    return undefined;
  }
}

/** Adds GET /api/quote; every other GET goes on to the next route. */
export function addQuoteChoiceRoute(app: Hono, sitePage?: SitePage) {
  app.get('*', async (c, next) => {
    if (apiEndpoint(c.req.path) !== 'quote') return next();
    const choice = quoteChoice(routes, services, {
      locale: localeOf(c),
      city: cityOf(new URL(c.req.url).search) ?? refererCity(c),
      service: c.req.query('service'),
      job: c.req.query('job'),
    });
    const built = sitePage ? await sitePage(choice.page).catch(() => undefined) : undefined;
    const page = built && chooseInPage(built, choice);
    for (const [k, v] of Object.entries(apiHeaders)) c.header(k, v);
    // A path of the site's own, never one built from the request's Host.
    if (!page) return c.redirect(quoteHref(choice.page, { service: choice.service, job: choice.job }), 303);
    // The site's own policy, so that the page's stylesheet, images and scripts load; a copy of a noindex page.
    c.header('Content-Security-Policy', contentSecurityPolicy(site));
    c.header('X-Robots-Tag', 'noindex');
    return c.html(page, 200);
  });
}
