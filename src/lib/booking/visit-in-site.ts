/**
 * The site's page of a booked visit (route kind quote-visit: /quote/visit, /es/cotizacion/visita), which the form
 * handler answers a booking's link with: the visit's own content (./page.ts) set into its `[data-booking-slot]`
 * section and its title, so the answer has the site's header, phone, stylesheet and footer. Pure.
 */
import { escapeHtml } from '../forms/form-entries.ts';
import type { Route } from '../routing/route-types.ts';

/** The attribute of the section the handler fills. */
export const BOOKING_SLOT = 'data-booking-slot';

/** The page's address in `locale` (/quote/visit), or undefined when the site has none in it. */
export const visitPagePath = (routes: Pick<Route, 'kind' | 'locale' | 'url'>[], locale: string) =>
  routes.find((r) => (r.kind as string) === 'quote-visit' && r.locale === locale)?.url;

const SLOT = new RegExp(`(<section\\b[^>]*\\b${BOOKING_SLOT}\\b[^>]*>)[\\s\\S]*?(</section>)`, 'i');

/** The page with `content` in its slot and `title` as its title; undefined when it has no slot. */
export function fillVisitPage(html: string, title: string, content: string): string | undefined {
  if (!SLOT.test(html)) return undefined;
  return html
    .replace(SLOT, (_, open: string, close: string) => `${open}${content}${close}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}
