import type {
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  HomeAndConstructionBusiness,
  Offer,
  OpeningHoursSpecification,
  Service as ServiceNode,
  WithContext,
} from 'schema-dts';
import type { City, Service, Site } from '../../generated/types.ts';
import type { Graph } from '../../src/lib/json-ld.ts';
import { href } from '../../src/lib/routes.ts';

/**
 * The site's structured data (JSON-LD), built by typed functions so schema.org mistakes fail the typecheck.
 * Codegen calls these once per route (./structured-data.ts) and writes the result to generated/structured-data.ts.
 */

export const abs = (site: Site, path: string) => `${site.baseUrl}${path === '/' ? '' : path}` || site.baseUrl;
export const businessId = (site: Site) => `${site.baseUrl}/#business`;

function openingHours(site: Site): OpeningHoursSpecification[] {
  return site.hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as DayOfWeek),
    opens: h.opens,
    closes: h.closes,
  }));
}

/**
 * The business itself, with a stable @id that every other node points to. It serves `counties` (the counties of the
 * search's own cities, from the data), or, for a city page's node, that city.
 */
export function business(
  site: Site,
  areaServed?: string,
  counties: string[] = [],
): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': areaServed
      ? `${businessId(site)}-${areaServed.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
      : businessId(site),
    name: site.businessName,
    legalName: site.legalName,
    url: site.baseUrl,
    telephone: site.phone.e164,
    email: site.email.office,
    priceRange: site.claims.priceRange,
    address: { '@type': 'PostalAddress', ...site.address },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: openingHours(site),
    sameAs: site.social.map((s) => s.url),
    areaServed: areaServed
      ? { '@type': 'City', name: `${areaServed}, FL` }
      : counties.map((name) => ({ '@type': 'AdministrativeArea' as const, name: `${name}, FL` })),
    ...(areaServed ? { parentOrganization: { '@id': businessId(site) } } : {}),
  };
}

export function breadcrumb(site: Site, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: t.name,
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

export function cityGraph(site: Site, city: City, faq: { question: string; answer: string }[]): Graph {
  return [
    business(site, city.cityName),
    faqPage(faq),
    breadcrumb(site, [
      { name: 'Home', path: href.home },
      { name: 'Service Areas', path: href.serviceAreas },
      { name: city.cityName, path: href.city(city.citySlug) },
    ]),
  ];
}

/** "From $75": the service's starting price as an offer, a minimum price in US dollars (the price itself varies by job). */
export function startingOffer(url: string, priceFrom: number): Offer {
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'USD',
    price: priceFrom,
    priceSpecification: { '@type': 'PriceSpecification', minPrice: priceFrom, priceCurrency: 'USD' },
    availability: 'https://schema.org/InStock',
  };
}

export function serviceGraph(site: Site, service: Service): Graph {
  const node: WithContext<ServiceNode> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.metaDescription,
    serviceType: service.title,
    url: abs(site, href.service(service.slug)),
    provider: { '@id': businessId(site) },
    areaServed: { '@type': 'State', name: 'Florida' },
    ...(service.priceFrom === undefined
      ? {}
      : { offers: startingOffer(abs(site, href.service(service.slug)), service.priceFrom) }),
  };
  return [
    node,
    breadcrumb(site, [
      { name: 'Home', path: href.home },
      { name: 'Services', path: href.homeSection('services') },
      { name: service.title, path: href.service(service.slug) },
    ]),
  ];
}
