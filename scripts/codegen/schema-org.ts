import type {
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  HomeAndConstructionBusiness,
  OpeningHoursSpecification,
  Place,
  Service as ServiceNode,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { City, Messages, Service, Site } from '../../generated/types.ts';
import type { Graph } from '../../src/lib/page/json-ld.ts';
import { href } from '../../src/lib/routing/routes.ts';
import { LOGO } from './manifest.ts';
import { offersOf } from './service-offers.ts';

/**
 * The site's structured data (JSON-LD), built by typed functions so schema.org mistakes fail the typecheck.
 * Codegen calls these once per route (./structured-data.ts) and writes the result to generated/structured-data.ts.
 */

export const abs = (site: Site, path: string) => `${site.baseUrl}${path === '/' ? '' : path}` || site.baseUrl;
export const businessId = (site: Site) => `${site.baseUrl}/#business`;
/** The site-wide entities (the business, the website): one node each, the same in every language. */
export const isSiteEntity = (site: Site, id: unknown) => id === businessId(site) || id === `${site.baseUrl}/#website`;
/** Google asks for 5 decimal places of a business's coordinates; rounding keeps data/site.yaml's to that. */
const coordinate = (n: number) => Number(n.toFixed(5));
/**
 * The business as other nodes name it (the author, publisher, provider or employer of the site's work): its @id
 * alone. A copy of its name under another type would describe one entity twice, differently; Google follows the @id
 * to the business's node, which every graph that names it carries (withBusiness).
 */
export const businessRef = (site: Site) => ({ '@id': businessId(site) });

function openingHours(site: Site): OpeningHoursSpecification[] {
  return site.hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as DayOfWeek),
    opens: h.opens,
    closes: h.closes,
  }));
}

/** The counties of the search's own cities (from the data), as the areas the business serves. */
export const countiesServed = (counties: string[]): Place[] =>
  counties.map((name) => ({ '@type': 'AdministrativeArea' as const, name: `${name}, FL` }));

/**
 * The business itself, with a stable @id that every other node points to: the same facts from data/site.yaml on
 * every page that carries it, serving `areaServed` (the counties, or on a city's page that city).
 */
export function business(site: Site, areaServed: Place | Place[]): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(site),
    name: site.businessName,
    legalName: site.legalName,
    url: abs(site, '/'),
    logo: abs(site, LOGO),
    image: abs(site, `/images/${site.socialImages.default.image}`),
    telephone: site.phone.e164,
    email: site.email.office,
    priceRange: site.claims.priceRange,
    address: { '@type': 'PostalAddress', ...site.address },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: coordinate(site.geo.latitude),
      longitude: coordinate(site.geo.longitude),
    },
    openingHoursSpecification: openingHours(site),
    sameAs: site.social.map((s) => s.url),
    areaServed,
  };
}

/** Whether a graph names the business by its @id anywhere (a provider, a publisher, an employer). */
function namesBusiness(site: Site, value: unknown): boolean {
  if (Array.isArray(value)) return value.some((v) => namesBusiness(site, v));
  if (!value || typeof value !== 'object') return false;
  const node = value as Record<string, unknown>;
  return node['@id'] === businessId(site) || Object.values(node).some((v) => namesBusiness(site, v));
}

/**
 * A graph that names the business carries its node once: Google reads a page on its own and follows an @id only to a
 * node of the same page (the home page's node is not read from a post). A graph with its own (a city's) keeps it.
 */
export function withBusiness(site: Site, graph: Graph, areaServed: Place[]): Graph {
  const carries = graph.some((n) => (n as { '@id'?: unknown })['@id'] === businessId(site));
  return carries || !namesBusiness(site, graph) ? graph : [...graph, business(site, areaServed)];
}

/** The site itself, on the home page: its name and its publisher (Google reads the site's name from it). */
export function webSite(site: Site): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.baseUrl}/#website`,
    name: site.businessName,
    url: abs(site, '/'),
    publisher: { '@id': businessId(site) },
  };
}

/** The breadcrumb labels of data/messages.yaml (`crumbs`), in the language of the page whose trail they label. */
export type Crumbs = Messages['crumbs'];

/**
 * A step of a breadcrumb trail: a section of the site by its key in `crumbs`, labelled in the page's language (so a
 * reworded label reaches every language's pages), or a record (a city, a post) by its own name, already in that language.
 */
export type Crumb = { path: string } & ({ crumb: keyof Crumbs } | { name: string });

export function breadcrumb(site: Site, crumbs: Crumbs, trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: 'crumb' in t ? crumbs[t.crumb] : t.name,
      item: abs(site, t.path),
    })),
  };
}

export function faqPage(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

/**
 * A city's page: the one business (its node, the spec's local-business data, serving the city: a city hundreds of
 * miles away gets no second business at the Boca Raton address), the service it gives there (its heading, the
 * business by @id), its FAQ and breadcrumb.
 */
export function cityGraph(
  site: Site,
  crumbs: Crumbs,
  city: City,
  page: { faq: { question: string; answer: string }[]; hero: { heading: string } },
): Graph {
  const area: Place = { '@type': 'City', name: `${city.cityName}, FL` };
  const service: WithContext<ServiceNode> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.hero.heading,
    serviceType: page.hero.heading,
    url: abs(site, href.city(city.citySlug)),
    provider: businessRef(site),
    areaServed: area,
  };
  return [
    business(site, area),
    service,
    faqPage(page.faq),
    breadcrumb(site, crumbs, [
      { crumb: 'home', path: href.home },
      { crumb: 'serviceAreas', path: href.serviceAreas },
      { name: city.cityName, path: href.city(city.citySlug) },
    ]),
  ];
}

export function serviceGraph(site: Site, crumbs: Crumbs, service: Service): Graph {
  const url = abs(site, href.service(service.slug));
  const node: WithContext<ServiceNode> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.metaDescription,
    serviceType: service.title,
    url,
    provider: businessRef(site),
    areaServed: { '@type': 'State', name: 'Florida' },
    ...offersOf(url, service),
  };
  return [
    node,
    breadcrumb(site, crumbs, [
      { crumb: 'home', path: href.home },
      { crumb: 'services', path: href.homeSection('services') },
      { name: service.title, path: href.service(service.slug) },
    ]),
  ];
}
