import { structuredData } from './content.ts';
import { alternatesOf, contentFor, localeOf, messagesFor, pathOf, routeAt } from './i18n.ts';
import { hasPhoto } from './images.ts';
import { otherLocales, switchTarget } from './language-switch.ts';
import type { Locale } from './locale.ts';
import type { Route } from './routes.ts';
import { site } from './site.ts';
import { smsBody, type TextTopic } from './sms.ts';

/** What the page's <head> shows; every data hook returns one (src/pages/+Head.tsx renders it). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  robots: string;
  /** Absolute URL of the social-sharing image. */
  image: string;
  jsonLd: unknown[];
  /** The prefilled message of the phone bar's "Text us a photo" link, naming the page's service or city. */
  smsBody: string;
  locale: Locale;
  /** The page in each language, absolute: hreflang links. */
  alternates: Partial<Record<Locale, string>>;
  /** Where the header's language switch leads (src/lib/language-switch.ts). */
  /** Where the header's switch leads in each other language. */
  languageSwitch: Partial<Record<Locale, string>>;
}

/** The route of a page whose data is bundled (a city page's route is in its own file, src/lib/city-pages.ts). */
export function routeOf(url: string): Route {
  const route = routeAt(url);
  if (!route)
    throw new Error(`${url} is not in the route list (generated/fixed-routes.ts): add it in src/lib/routes.ts`);
  return route;
}

export const absoluteUrl = (path: string) => (path === '/' ? `${site.baseUrl}/` : `${site.baseUrl}${path}`);

/** The social-sharing card of each kind of page (data/site.yaml socialImages); pages with a photo pass their own. */
function socialImage(kind: Route['kind']): string {
  const cards = site.socialImages;
  if (kind === 'service') return cards.service.image;
  if (kind === 'city' || kind === 'plain-city' || kind === 'city-fallback' || kind === 'service-areas')
    return cards.city.image;
  if (kind === 'portfolio' || kind === 'portfolio-category' || kind === 'project') return cards.portfolio.image;
  if (kind === 'tech-recruitment') return cards.technicians.image;
  return cards.default.image;
}

/**
 * The head of the page being rendered (the address asked for: a Spanish page's own), from its title and
 * description; canonical, robots, alternates and JSON-LD follow from the route.
 */
export function pageHead(
  pageContext: { urlOriginal: string; locale?: Locale },
  title: string,
  description: string,
  image?: string,
): PageHead {
  const url = pathOf(pageContext);
  const route = routeOf(url);
  const service =
    route.kind === 'service'
      ? contentFor(localeOf(pageContext)).services.find((s) => s.slug === route.id)?.title
      : undefined;
  return headOf({ route, jsonLd: structuredData[url] ?? [] }, title, description, image, { service });
}

/** The head of a page from its route and JSON-LD: what pageHead does for bundled pages, and city pages call with their file's. */
export function headOf(
  known: { route: Route; jsonLd: unknown[] },
  title: string,
  description: string,
  image?: string,
  topic: TextTopic = {},
): PageHead {
  const { route, jsonLd } = known;
  return {
    title,
    description,
    canonical: absoluteUrl(route.canonical),
    robots: route.indexable ? 'index, follow' : 'noindex, follow',
    image: absoluteUrl(`/images/${image && hasPhoto(image) ? image : socialImage(route.kind)}`),
    jsonLd,
    smsBody: smsBody(topic, messagesFor(route.locale).sms),
    locale: route.locale,
    alternates: Object.fromEntries(
      Object.entries(route.alternates).map(([locale, path]) => [locale, absoluteUrl(path)]),
    ),
    languageSwitch: Object.fromEntries(
      otherLocales(route.locale).map((to) => [to, switchTarget(route, to, alternatesOf)]),
    ),
  };
}
