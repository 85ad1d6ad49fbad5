/**
 * The price guide of each service (data/services/<slug>.yaml `priceGuide`): its common jobs and their typical ranges,
 * read the same way by the service page's table, the city pages' "from $X", the quote form's job list, the handler's
 * check of a posted job, the owner's e-mail and the structured data. Pure: the words come from data/messages.yaml.
 */
import { messages } from '../../content/messages.ts';
import type { PriceJob } from '../../content/types.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import { cheapestJob } from './price-rules.ts';

export type { PriceJob };

/** A service, or anything with its price guide (the data's tuple of 2-5 jobs, or a plain list in tests). */
type Priced = { priceGuide?: { currency: string; jobs: readonly PriceJob[] } };

export const jobsOf = (service: Priced): readonly PriceJob[] => service.priceGuide?.jobs ?? [];

export const currencyOf = (service: Priced): string => service.priceGuide?.currency ?? 'USD';

/** The job of a service with that id, if the service has one (the quote handler's check of a posted `job`). */
export const jobOf = (service: Priced, id: string): PriceJob | undefined => jobsOf(service).find((j) => j.id === id);

/** One formatter per currency: building one costs a hundred times what using it does. */
const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,200": whole amounts in the US format in every language, as the site's other prices are written. */
export function money(amount: number, currency = 'USD'): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    formatters.set(currency, format);
  }
  return format.format(amount);
}

/** "$90–$150 per job" / "$90–$150 por trabajo"; one price when low and high are the same. */
export function priceRangeText(job: PriceJob, locale: Locale = DEFAULT_LOCALE, currency = 'USD'): string {
  const words = (messages[locale] ?? messages.en).priceGuide;
  const [low, high] = [money(job.low, currency), money(job.high, currency)];
  const unit = words.units[job.unit];
  if (job.low === job.high) return `${low} ${unit}`;
  return words.rangeText.replace('{low}', low).replace('{high}', high).replace('{unit}', unit);
}

/** "Parts included" / "Parts not included": whether a job's range includes its parts, in the page's language. */
export const partsText = (job: Pick<PriceJob, 'parts'>, locale: Locale = DEFAULT_LOCALE): string =>
  (messages[locale] ?? messages.en).priceGuide.parts[job.parts];

/** Everything a job's price says, wherever a job is listed: "$175–$350 per fixture · Parts not included". */
export const jobPriceText = (job: PriceJob, locale: Locale = DEFAULT_LOCALE, currency = 'USD'): string =>
  `${priceRangeText(job, locale, currency)} · ${partsText(job, locale)}`;

/** A service's starting price, "from $X" on its page and beside it: the cheapest whole job of its guide. */
export const fromPrice = (service: Priced): number | undefined => cheapestJob(jobsOf(service));

/** The job a reference names, if its service's guide has it. */
export function jobAt(services: readonly (Priced & { slug: string })[], ref: string): PriceJob | undefined {
  const [slug, id] = ref.split('/');
  const service = services.find((s) => s.slug === slug);
  return service && id !== undefined ? jobOf(service, id) : undefined;
}

/**
 * The "from $X" of a group of jobs from several services (a city page's category, data/pages/city-page.yaml `jobs`):
 * the cheapest whole job it names, so a category listing a faucet replacement never starts at a remodel's price.
 */
export const groupFrom = (services: readonly (Priced & { slug: string })[], refs: readonly string[]) =>
  cheapestJob(refs.flatMap((ref) => jobAt(services, ref) ?? []));

/**
 * The service a job belongs to when the visitor chose a job but no service (the form on /quote lists every service's
 * jobs): the one service with a job of that id; undefined when none has it or several do.
 */
export function serviceOfJob(services: readonly (Priced & { slug: string })[], job: unknown): string | undefined {
  if (typeof job !== 'string' || job === '') return undefined;
  const owners = services.filter((s) => jobOf(s, job) !== undefined);
  return owners.length === 1 ? owners[0].slug : undefined;
}

/**
 * Whether a quote's `job` fits its `service`: none, or one of that service's jobs (decision 56: a price row chooses a
 * job of its own service). The schema checks its form; this, that a job of painting is not sent with plumbing.
 */
export function jobFits(services: readonly (Priced & { slug: string })[], service: unknown, job: unknown): boolean {
  if (job === undefined || job === '') return true;
  const owner = services.find((s) => s.slug === service);
  return typeof job === 'string' && owner !== undefined && jobOf(owner, job) !== undefined;
}
