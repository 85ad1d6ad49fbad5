import { structuredData } from '../content.ts';
import { alternatesOf, contentFor, localeOf, messagesFor, pathOf, routeAt, siteFor } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locale.ts';
import { otherLocales, switchTarget } from '../routing/language-switch.ts';
import { pageKind, type SocialCard } from '../routing/page-kinds.ts';
import type { Route } from '../routing/routes.ts';
import { hasPhoto } from './images.ts';
import { fitTitle } from './page-title.ts';
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
  /** What the social-sharing image shows, in the page's language (og:image:alt). */
  imageAlt: string;
  jsonLd: unknown[];
  /** The prefilled message of the phone bar's "Text us a photo" link, naming the page's service or city. */
  smsBody: string;
  locale: Locale;
  /** The page in each language, absolute: hreflang links. */
  alternates: Partial<Record<Locale, string>>;
  /** Where the header's language switch leads (src/lib/routing/language-switch.ts). */
  /** Where the header's switch leads in each other language. */
  languageSwitch: Partial<Record<Locale, string>>;
  /** The page's own quote page, which carries its city or service (src/lib/routing/quote-pages.ts); none: the quote page. */
  quote?: string;
}

/** The route of a page whose data is bundled (a city page's route is in its own file, src/lib/routing/city-pages.ts). */
export function routeOf(url: string): Route {
  const route = routeAt(url);
  if (!route)
    throw new Error(`${url} is not in the route list (generated/fixed-routes.ts): add it in src/lib/routing/routes.ts`);
  return route;
}

export const absoluteUrl = (path: string) => (path === '/' ? `${site.baseUrl}/` : `${site.baseUrl}${path}`);

/** A page's own photo for social sharing, with its alternative text. */
export type HeadImage = { src: string; alt: string };

/** The social-sharing card of a kind's pages: its row's `card` in PAGE_KINDS; pages with a photo pass their own. */
function cardOf(kind: Route['kind']): SocialCard {
  const card = pageKind(kind).card as SocialCard | undefined;
  if (!card)
    throw new Error(
      `The kind of page "${kind}" names no social card in its row of PAGE_KINDS (src/lib/routing/page-kinds.ts): give it a \`card\`, a key of data/site.yaml's socialImages.`,
    );
  return card;
}

/**
 * The page's social-sharing image and what it shows: its own photo when it has a real one, else the card of its kind
 * (or the card it names, such as a city page's `ogImage`), which shows the business's name above the card's title.
 */
function sharedImage(route: Route, image: HeadImage | string | undefined): HeadImage {
  const cards = siteFor(route.locale).socialImages;
  const src = typeof image === 'string' ? image : image?.src;
  if (typeof image === 'object' && hasPhoto(image.src)) return image;
  const card = Object.values(cards).find((c) => c.image === src) ?? cards[cardOf(route.kind)];
  return { src: card.image, alt: `${site.businessName}: ${card.title}` };
}

/**
 * The head of the page being rendered (the address asked for: a Spanish page's own), from its title and
 * description; canonical, robots, alternates and JSON-LD follow from the route.
 */
export function pageHead(
  pageContext: { urlOriginal: string; locale?: Locale },
  title: string,
  description: string,
  image?: HeadImage | string,
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
  image?: HeadImage | string,
  topic: TextTopic = {},
): PageHead {
  const { route, jsonLd } = known;
  const shared = sharedImage(route, image);
  return {
    title: fitTitle(title, site.businessName),
    description,
    canonical: absoluteUrl(route.canonical),
    robots: route.indexable ? 'index, follow' : 'noindex, follow',
    image: absoluteUrl(`/images/${shared.src}`),
    imageAlt: shared.alt,
    jsonLd,
    smsBody: smsBody(topic, messagesFor(route.locale).sms),
    locale: route.locale,
    alternates: Object.fromEntries(
      Object.entries(route.alternates).map(([locale, path]) => [locale, absoluteUrl(path)]),
    ),
    languageSwitch: Object.fromEntries(
      otherLocales(route.locale).map((to) => [to, switchTarget(route, to, alternatesOf)]),
    ),
    ...(route.quote ? { quote: route.quote } : {}),
  };
}
