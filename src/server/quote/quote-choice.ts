/**
 * GET /api/quote: the quote form with what the visitor chose on the way. A service page's price row leads here with
 * `?service=painting&job=interior-room`; the city comes from the link (`?city=`) or from the page the row was on, a
 * service page reached from the city's page (`/services/painting?city=boca-raton-fl`, its address sent as the
 * Referer). The quote page of that city (else of the service, else the quote page) credits the lead to the city's page
 * and starts with its address. Where scripts run (`&js=1`, the row's link for them), the visitor is sent there and the
 * form's script chooses the service and the job from the query; without JavaScript the answer is that page as built,
 * with them chosen in its markup (src/lib/quote/carried-choice.ts), or, when it cannot be read, the same redirect.
 */
import { type Context, Hono } from 'hono';
import { services } from '../../content/content.ts';
import { routes } from '../../content/routes.ts';
import { site } from '../../lib/page/site.ts';
import { chooseInPage, cityOf, quoteChoice, quoteHref } from '../../lib/quote/carried-choice.ts';
import { contentSecurityPolicy } from '../../lib/serving/serving-rules.ts';
import type { SitePage } from '../form-reply.ts';
import { apiHeaders, localeOf } from '../form-reply.ts';

/** The city of the page a link was followed from, as its address carries it; none from an address that is not one. */
function refererCity(c: Context): string | undefined {
  try {
    return cityOf(new URL(c.req.header('referer') ?? '').search);
  } catch {
    return undefined;
  }
}

/** GET /api/quote, mounted at /api/quote (a POST there is the quote form's: ../posts-app.ts). */
export function quoteChoiceApp(sitePage?: SitePage) {
  return new Hono().get('/', async (c) => {
    const choice = quoteChoice(routes, services, {
      locale: localeOf(c),
      city: cityOf(new URL(c.req.url).search) ?? refererCity(c),
      service: c.req.query('service'),
      job: c.req.query('job'),
    });
    // Where the page's script runs (the row's `js` link), the quote page itself: its view is counted there, and the
    // script chooses the service and the job from its query. A path of the site's own, never built from the Host.
    const there = quoteHref(choice.page, { service: choice.service, job: choice.job });
    for (const [k, v] of Object.entries(apiHeaders)) c.header(k, v);
    if (c.req.query('js')) return c.redirect(there, 303);
    const built = sitePage ? await sitePage(choice.page).catch(() => undefined) : undefined;
    const page = built && chooseInPage(built, choice);
    if (!page) return c.redirect(there, 303);
    // The site's own policy, so that the page's stylesheet, images and scripts load; a copy of a noindex page.
    c.header('Content-Security-Policy', contentSecurityPolicy(site));
    c.header('X-Robots-Tag', 'noindex');
    return c.html(page, 200);
  });
}
