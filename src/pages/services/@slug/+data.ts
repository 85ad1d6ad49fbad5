// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { Service } from '../../../lib/content.ts';
import { localeOf, messagesFor, pageContent } from '../../../lib/i18n/i18n.ts';
import { DEFAULT_LOCALE } from '../../../lib/i18n/locale.ts';
import { pageHead } from '../../../lib/page/head.ts';
import { currencyOf, fromPrice, jobsOf, partsText, priceRangeText } from '../../../lib/prices/price-guide.ts';
import { firstScreenPrice } from '../../../lib/prices/starting-price.ts';
import { quoteHref } from '../../../lib/quote/carried-choice.ts';
import { QUOTE_API } from '../../../lib/quote/quote-form.ts';

export function data(pageContext: PageContextServer) {
  const { home, services } = pageContent(pageContext);
  const service = services.find((s) => s.slug === pageContext.routeParams.slug);
  if (!service) throw render(404);
  const { slug, title, icon, heroText, benefits, quoteLink, sections } = service;
  const priceFrom = fromPrice(service);
  return {
    head: pageHead(pageContext, service.metaTitle, service.metaDescription),
    service: { slug, title, icon, heroText, benefits, quoteLink: quoteLink ?? false },
    blocks: pairLists(sections ?? []),
    trust: home.hero.badges,
    prices: priceTable(service, localeOf(pageContext)),
    priceFrom,
    heroPrice: firstScreenPrice(services, priceFrom),
    others: services.filter((s) => s.slug !== slug).map((s) => ({ slug: s.slug, title: s.title })),
  };
}
/** The price guide's rows in the page's language, with its caption; none for a service without a guide. */
function priceTable(service: Service, locale: string) {
  const jobs = jobsOf(service);
  if (!jobs.length) return undefined;
  const language = locale === DEFAULT_LOCALE ? {} : { locale };
  const rowHref = (job: string, more = {}) =>
    quoteHref(QUOTE_API, { ...language, service: service.slug, job, ...more });
  return {
    caption: messagesFor(locale).priceGuide.caption.replace('{service}', service.title),
    jobs: jobs.map((j) => ({
      id: j.id,
      name: j.name,
      factors: j.factors,
      range: priceRangeText(j, locale, currencyOf(service)),
      parts: partsText(j, locale),
      // Through the handler, which reads the city of a page reached from a city's (src/server/quote/quote-choice.ts): a static
      // page could not know it. Where scripts run, it sends the visitor on to the quote page (`js`).
      href: rowHref(j.id),
      scriptHref: rowHref(j.id, { js: '1' }),
    })),
  };
}

type Block = NonNullable<Service['sections']>[number];

/** The detailed blocks in their YAML order, two bullet lists in a row sharing one band (Interior / Exterior…). */
function pairLists(sections: Block[]): Block[][] {
  const runs: Block[][] = [];
  for (const s of sections) {
    const last = runs.at(-1);
    if (s.type === 'list' && last?.[0].type === 'list' && last.length < 2) last.push(s);
    else runs.push([s]);
  }
  return runs;
}
export type Data = ReturnType<typeof data>;
