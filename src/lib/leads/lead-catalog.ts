/**
 * The words a lead's e-mails repeat as the visitor saw them, from the site's own data: each service's title and each
 * best time as the quote form showed them (data/services/, data/pages/quote*.yaml), in every language, and what a
 * page of the site is called (a city page by its city, a service page by its service). The owner's work order, the
 * homeowner's confirmation, the webhook and `npm run export:forms` all read them here, so none of them repeats a slug.
 */
import { cityDirectory } from '../../content/cities.ts';
import { quote, services } from '../../content/content.ts';
import { routes } from '../../content/routes.ts';
import { translations } from '../../content/translations.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import { currencyOf, jobPriceText, jobsOf } from '../prices/price-guide.ts';
import { jobRef } from '../prices/price-rules.ts';

export interface FormWords {
  /** A service's title by its slug. */
  services: Record<string, string>;
  /** A best time's words by its value. */
  bestTimes: Record<string, string>;
  /** What the form's service list says when nothing is chosen. */
  noService: string;
  /** A price-guide job's name, range and parts by "<service slug>/<job id>". */
  jobs: Record<string, string>;
  /** The language of these words, for what is written by the language's own rules (a requested window's day and time). */
  locale: Locale;
}

type Content = { quote: typeof quote; services: typeof services };
const contentOf = (locale: Locale): Content =>
  ((translations as unknown as Record<Locale, Content | undefined>)[locale] as Content | undefined) ?? {
    quote,
    services,
  };

/** The quote form's words in a language (the default language's where it has no translation). */
export function formWords(locale: Locale = DEFAULT_LOCALE): FormWords {
  const c = contentOf(locale);
  return {
    locale,
    services: Object.fromEntries(c.services.map((s) => [s.slug, s.title])),
    bestTimes: { ...c.quote.form.bestTimes },
    noService: c.quote.form.servicePrompt,
    jobs: Object.fromEntries(
      c.services.flatMap((s) =>
        jobsOf(s).map((j) => [jobRef(s.slug, j.id), `${j.name} (${jobPriceText(j, locale, currencyOf(s))})`]),
      ),
    ),
  };
}

const byUrl = new Map(routes.map((r) => [r.url, r]));
const cityNames = new Map(cityDirectory.cities.map((c) => [c.citySlug, c.cityName]));

/** What a page of the site is called in the owner's words: a city page's city, a service page's service, else nothing. */
export function pageName(
  path: string,
  words: FormWords = formWords(),
): { kind: 'city' | 'service'; name: string } | undefined {
  const route = byUrl.get(path);
  if (!route?.id) return undefined;
  if (route.kind === 'city' || route.kind === 'plain-city') {
    const name = cityNames.get(route.id);
    return name ? { kind: 'city', name } : undefined;
  }
  if (route.kind === 'service') {
    const name = words.services[route.id];
    return name ? { kind: 'service', name } : undefined;
  }
  return undefined;
}
