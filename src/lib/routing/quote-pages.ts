import { languageOf } from '../i18n/locale.ts';
import type { Route } from './route-types.ts';

const lastSegment = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * The quote pages that carry what the visitor already told: one per city page and per service page, in each language
 * that has both that page and the quote page, at {quote page}/{its last segment} (/quote/boca-raton-fl,
 * /es/cotizacion/pintura). Kept out of the index: each is the language's quote page with a field filled in, so their
 * canonical is that page. A city's or service's page learns its quote page (`quote`, where its quote links lead; a
 * plain city page's is its city's), and each quote page its source (`from`, the form's hidden `page`).
 */
export function quoteRoutes(routes: Route[]): Route[] {
  const quotePage = new Map(routes.filter((r) => r.kind === 'quote').map((r) => [r.locale, r.url]));
  const englishQuote = quotePage.get('en')!;
  const made: Route[] = [];
  for (const r of routes) {
    if (r.kind !== 'city' && r.kind !== 'service') continue;
    const root = quotePage.get(r.locale);
    if (!root) continue;
    const url = `${root}/${lastSegment(r.url)}`;
    const alternates = Object.fromEntries(
      Object.entries(r.alternates).flatMap(([locale, at]) => {
        const there = quotePage.get(locale);
        return there ? [[locale, `${there}/${lastSegment(at)}`]] : [];
      }),
    );
    made.push({
      url,
      kind: r.kind === 'city' ? 'quote-city' : 'quote-service',
      id: r.id,
      indexable: false,
      canonical: root,
      locale: r.locale,
      logical: `${englishQuote}/${lastSegment(r.logical)}`,
      alternates,
      // Its own quote links (the phone bar's) stay on it.
      quote: url,
      from: r.url,
    });
    r.quote = url;
  }
  // A plain city page is its city's page in brief: its quote links carry the same city.
  const cityQuote = new Map(made.filter((q) => q.kind === 'quote-city' && q.locale === 'en').map((q) => [q.id, q.url]));
  for (const r of routes) if (r.kind === 'plain-city') r.quote = cityQuote.get(lastSegment(r.canonical));
  return [
    ...made,
    ...answerRoutes(quotePage, 'quote-sent', 'quoteSent'),
    ...answerRoutes(quotePage, 'quote-visit', 'quoteVisit'),
  ];
}

/**
/**
 * The pages the handler fills for one visitor, one per language with a quote page, at {quote page}/{the language's
 * word, data/languages.json paths}: the answer to a quote sent without JavaScript (/quote/sent, /es/cotizacion/enviada),
 * whose reference slot src/lib/quote/sent-page.ts fills and in which the handler answers every other plain post too
 * (src/lib/forms/answer-page.ts), and the page of a booked visit (/quote/visit, /es/cotizacion/visita:
 * src/server/booking/answer.ts). Never for search: out of the index, canonical to its language's quote page. Each
 * language's page is its own (an answer or a visit's page cannot be read again in another language), so the language
 * switch leads to the quote page.
 */
function answerRoutes(
  quotePage: Map<string, string>,
  kind: 'quote-sent' | 'quote-visit',
  word: 'quoteSent' | 'quoteVisit',
): Route[] {
  const sentAt = new Map([...quotePage].map(([locale, root]) => [locale, `${root}/${languageOf(locale).paths[word]}`]));
  return [...sentAt].map(([locale, url]) => ({
    url,
    kind,
    indexable: false,
    canonical: quotePage.get(locale)!,
    locale,
    logical: sentAt.get('en')!,
    alternates: { [locale]: url },
  }));
}
