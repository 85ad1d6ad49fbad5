/**
 * The city, service and job a visitor chose on the way to the quote form, carried in links (decision 65): a city page's
 * links to the service pages add `?city=<city slug>`, and a service page's price rows lead to the handler with
 * `?service=` and `?job=` (GET /api/quote, src/server/quote/quote-choice.ts), which reads the city from the address of the
 * page the row was on (its Referer) and answers that city's quote page as built, with the service and the job chosen
 * in its markup, with or without JavaScript: a static service page could not know the city. Pure.
 */
import { jobFits, serviceOfJob } from '../prices/price-guide.ts';
import { jobRef } from '../prices/price-rules.ts';
import type { Route } from '../routing/route-types.ts';

/** The query parameter of a city page's links to the service pages. */
export const CITY_PARAM = 'city';

const CITY = new RegExp(`[?&]${CITY_PARAM}=([a-z0-9]+(?:-[a-z0-9]+)*)(?:&|$)`);

/** The city a page's address carries (`?city=boca-raton-fl`), if it is written as a slug. */
export const cityOf = (search: string) => CITY.exec(search)?.[1];

/** A city page's link to a service page: the same page, told the city. */
export const withCity = (href: string, city: string) => `${href}?${CITY_PARAM}=${city}`;

/** The address of a quote page with the service and the job chosen by its query (`?service=painting&job=ceiling`). */
export function quoteHref(page: string, chosen: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(chosen).filter((e): e is [string, string] => Boolean(e[1])));
  return `${page}${query.toString() ? `?${query}` : ''}`;
}

export interface QuoteChoice {
  /** The quote page that carries what is known: the city's, else the service's, else the language's quote page. */
  page: string;
  service?: string;
  job?: string;
}

type Services = Parameters<typeof jobFits>[0];

/**
 * What a link asked for, as the site has it: the city's quote page in the language when there is one, the service if
 * it is one, and the job if it is one of that service's (or names its service alone). Anything else is left out.
 */
export function quoteChoice(
  routes: readonly Pick<Route, 'kind' | 'locale' | 'url' | 'id'>[],
  services: Services,
  asked: { locale: string; city?: string; service?: string; job?: string },
): QuoteChoice {
  const at = (kind: string, id?: string) =>
    routes.find((r) => r.kind === kind && r.locale === asked.locale && (id === undefined || r.id === id))?.url;
  let service = services.some((s) => s.slug === asked.service) ? asked.service : undefined;
  service ??= serviceOfJob(services, asked.job);
  const job = service && asked.job && jobFits(services, service, asked.job) ? asked.job : undefined;
  const page =
    (asked.city && at('quote-city', asked.city)) ||
    (service && at('quote-service', service)) ||
    at('quote') ||
    '/quote';
  return { page, service, job };
}

const selectNamed = (name: string) =>
  new RegExp(`(<select\\b[^>]*\\sname="${name}"[^>]*>)([\\s\\S]*?)(</select>)`, 'g');

/** The page's selects named `name` with the option whose `attribute` is `value` chosen instead; undefined without one. */
function chooseIn(html: string, name: string, attribute: string, value: string, mark = ''): string | undefined {
  const option = new RegExp(`<option(?=[^>]*\\s${attribute}="${value}")`);
  let found = false;
  const out = html.replace(selectNamed(name), (_, open: string, options: string, close: string) => {
    const chosen = options.replace(/ selected=""/g, '').replace(option, () => {
      found = true;
      return `<option selected=""${mark}`;
    });
    return open + chosen + close;
  });
  return found ? out : undefined;
}

/**
 * The built quote page with the service and the job chosen as the markup says it (`selected`), and the chosen job's
 * line under the list marked (src/pages/quote/JobSelect.tsx) so that it shows while the job stays chosen. Undefined
 * when the page has no such option: the handler then sends the visitor to the page's address instead.
 */
export function chooseInPage(html: string, choice: QuoteChoice): string | undefined {
  let page: string | undefined = html;
  if (choice.service) page = chooseIn(page, 'service', 'value', choice.service);
  if (page && choice.service && choice.job) {
    const ref = jobRef(choice.service, choice.job);
    page = chooseIn(page, 'job', 'data-ref', ref, ' data-chosen=""');
    page = page?.replaceAll(`data-job-hint="${ref}"`, `data-job-hint="${ref}" data-chosen=""`);
  }
  return page;
}
