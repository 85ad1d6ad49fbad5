/**
 * The quote form's job list: the price-guide jobs of each service, each with its typical range and whether it includes
 * the parts in the option's own text ("Paint one room (walls) · $400–$900 per room · Parts included"), and the price
 * and what moves it apart, for the line under the list that shows the chosen job whole. Grouped by service; a service's
 * quote page lists only that service's jobs. Pure: the words come from ./price-guide.ts.
 */
import type { Locale } from '../i18n/locale.ts';
import { currencyOf, jobPriceText, jobsOf } from './price-guide.ts';

type Service = Parameters<typeof jobsOf>[0] & { slug: string; title: string };

export interface JobChoice {
  id: string;
  text: string;
  price: string;
  factors: string;
}

export interface JobGroup {
  slug: string;
  title: string;
  jobs: JobChoice[];
}

/** The groups made for each list of services, by language and service: every quote page of a city asks for the same. */
const made = new WeakMap<readonly Service[], Map<string, JobGroup[]>>();

/**
 * The groups of the form's job select: every service with a price guide, or only `service`'s when it is given. Made
 * once per list, language and service (a third of a city quote page's data at 5,000 cities), and shared: not to be
 * changed.
 */
export function jobChoices(services: readonly Service[], locale: Locale, service?: string): JobGroup[] {
  let byKey = made.get(services);
  if (!byKey) {
    byKey = new Map();
    made.set(services, byKey);
  }
  const key = `${locale} ${service ?? ''}`;
  const known = byKey.get(key);
  if (known) return known;
  const groups = groupsOf(services, locale, service);
  byKey.set(key, groups);
  return groups;
}

function groupsOf(services: readonly Service[], locale: Locale, service?: string): JobGroup[] {
  return services
    .filter((s) => (service === undefined || s.slug === service) && jobsOf(s).length > 0)
    .map((s) => ({
      slug: s.slug,
      title: s.title,
      jobs: jobsOf(s).map((j) => ({
        id: j.id,
        text: `${j.name} · ${jobPriceText(j, locale, currencyOf(s))}`,
        price: jobPriceText(j, locale, currencyOf(s)),
        factors: j.factors,
      })),
    }));
}
