import { cities, routes, services, site, structuredData } from './content.ts';
import { plainSlug, type Route } from './routes.ts';
import { smsBody } from './sms.ts';

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
}

const byUrl = new Map(routes.map((r) => [r.url, r]));

export function routeOf(url: string): Route {
  const route = byUrl.get(url);
  if (!route) throw new Error(`${url} is not in the route list (generated/routes.ts): add it in src/lib/routes.ts`);
  return route;
}

export const absoluteUrl = (path: string) => (path === '/' ? `${site.baseUrl}/` : `${site.baseUrl}${path}`);

/** The social-sharing card of each kind of page (data/site.yaml socialImages); pages with a photo pass their own. */
function socialImage(kind: Route['kind']): string {
  const cards = site.socialImages;
  if (kind === 'service') return cards.service.image;
  if (kind === 'city' || kind === 'plain-city' || kind === 'city-fallback' || kind === 'service-areas') return cards.city.image;
  if (kind === 'portfolio' || kind === 'project') return cards.portfolio.image;
  if (kind === 'tech-recruitment') return cards.technicians.image;
  return cards.default.image;
}

/** What a page is about, for the phone bar's text message: its service, or its city. */
function textTopic(route: Route) {
  if (route.kind === 'service') return { service: services.find((s) => s.slug === route.id)?.title };
  if (route.kind === 'city') return { city: cities.find((c) => c.citySlug === route.id)?.cityName };
  if (route.kind === 'plain-city') return { city: cities.find((c) => plainSlug(c.citySlug) === route.id)?.cityName };
  return {};
}

/** The head of the page at `url`, from its title and description; canonical, robots and JSON-LD follow from the route. */
export function pageHead(url: string, title: string, description: string, image?: string): PageHead {
  const route = routeOf(url);
  return {
    title,
    description,
    canonical: absoluteUrl(route.canonical),
    robots: route.indexable ? 'index, follow' : 'noindex, follow',
    image: absoluteUrl(`/images/${image ?? socialImage(route.kind)}`),
    jsonLd: structuredData[url] ?? [],
    smsBody: smsBody(textTopic(route)),
  };
}
