/**
 * The answer to a quote request sent without JavaScript (decision 55; its look, decision 61): the site's own
 * pre-rendered page of the form's language, kind QUOTE_SENT_KIND in the route list (noindex), with the request's
 * reference filled into its `[data-quote-reference]` slot, the same slot the form's script fills in its success block;
 * and the handler's own page with the same content (heading, reference, what happens next, a tappable phone) when that
 * page cannot be read. Pure: the handler (src/server/quote/quote-answer.ts) runs it on every host.
 */
import { ownPage } from '../forms/answer-page.ts';
import { escapeHtml } from '../forms/form-entries.ts';
import type { Route } from '../routing/route-types.ts';

/** The route kind of the pre-rendered answer page, one per language (/quote/sent, /es/cotizacion/enviada). */
export const QUOTE_SENT_KIND = 'quote-sent';

/** The attribute of the element that shows the reference, empty in the pre-rendered page. */
export const REFERENCE_SLOT = 'data-quote-reference';
/** The attribute of the element that shows the requested window, empty in the pre-rendered page (and left so without one). */
export const WINDOW_SLOT = 'data-quote-window';

/** The address of the answer page in `locale` (/quote/sent), or undefined when the site has none in it. */
export const answerPagePath = (routes: Pick<Route, 'kind' | 'locale' | 'url'>[], locale: string) =>
  routes.find((r) => (r.kind as string) === QUOTE_SENT_KIND && r.locale === locale)?.url;

/** The page with `text` (escaped) as the content of its first element with attribute `name`; undefined without one. */
function fillSlot(html: string, name: string, text: string): string | undefined {
  const slot = new RegExp(
    `(<([a-z][a-z0-9]*)\\s[^>]*?\\b${name}(?=[\\s=/>])(?:=(?:"[^"]*"|'[^']*'|[^\\s>]*))?[^>]*>)[^<]*(</\\2>)`,
    'i',
  );
  if (!slot.test(html)) return undefined;
  return html.replace(slot, (_, open: string, _tag: string, close: string) => `${open}${escapeHtml(text)}${close}`);
}

/**
 * The page with `reference` (escaped) as the content of its first `[data-quote-reference]` element, and the requested
 * `window`, when there is one, in its `[data-quote-window]` (the page's own CSS then shows the steps of a request with a
 * window); undefined when the page has no slot for either, so the handler answers its own page rather than one that
 * leaves out the reference or the window.
 */
export function fillReference(html: string, reference: string, window?: string): string | undefined {
  const filled = fillSlot(html, REFERENCE_SLOT, reference);
  return filled && window ? fillSlot(filled, WINDOW_SLOT, window) : filled;
}

export interface AnswerWords {
  sentTitle: string;
  referenceLabel: string;
  nextSteps: string;
  windowRequested: string;
  callUs: string;
  back: string;
}

/** The handler's own answer page: the same content as the site's, in `lang`, with a link home in that language. */
export function ownAnswerPage(o: {
  lang: string;
  words: AnswerWords;
  reference: string;
  /** The requested window's words, when the request asked for one. */
  window?: string;
  business: string;
  tel: string;
  phone: string;
  home: string;
}): string {
  const w = o.words;
  // The call button's green is dark enough for its white words (5.5:1; #0b5 gave 2.6:1, under WCAG's 4.5:1).
  return ownPage({
    ...o,
    title: w.sentTitle,
    main: `<h1>${escapeHtml(w.sentTitle)}</h1>
<p>${escapeHtml(w.referenceLabel)}: <strong ${REFERENCE_SLOT}>${escapeHtml(o.reference)}</strong></p>
<p>${escapeHtml(o.window ? w.windowRequested.replace('{window}', o.window) : w.nextSteps)}</p>
<p><a href="${escapeHtml(o.tel)}" style="display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#047857;color:#fff;font-weight:600;text-decoration:none">${escapeHtml(w.callUs)}</a></p>
<p><a href="${escapeHtml(o.home)}">${escapeHtml(w.back)}</a></p>`,
  });
}
