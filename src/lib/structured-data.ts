import type { BlogPosting, BreadcrumbList, FAQPage, Offer, HomeAndConstructionBusiness, Service as ServiceNode, CreativeWork, Thing, WithContext, OpeningHoursSpecification, DayOfWeek } from 'schema-dts';
import type { BlogPost, City, Project, Service, Site } from '../../generated/types.ts';

/**
 * The site's structured data (JSON-LD), built by typed functions so schema.org mistakes fail the typecheck.
 * Codegen calls these once per route and writes the result to generated/structured-data.ts.
 */
export type Graph = WithContext<Thing>[];

const abs = (site: Site, path: string) => `${site.baseUrl}${path === '/' ? '' : path}` || site.baseUrl;
export const businessId = (site: Site) => `${site.baseUrl}/#business`;

function openingHours(site: Site): OpeningHoursSpecification[] {
  return site.hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as DayOfWeek),
    opens: h.opens,
    closes: h.closes,
  }));
}

/** The business itself, with a stable @id that every other node points to. */
export function business(site: Site, areaServed?: string): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': areaServed ? `${businessId(site)}-${areaServed.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : businessId(site),
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
      : [{ '@type': 'AdministrativeArea', name: 'Palm Beach County, FL' }, { '@type': 'AdministrativeArea', name: 'Broward County, FL' }],
    ...(areaServed ? { parentOrganization: { '@id': businessId(site) } } : {}),
  };
}

export function breadcrumb(site: Site, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: abs(site, t.path) })),
  };
}

export function faqPage(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
  };
}

export function cityGraph(site: Site, city: City, faq: { question: string; answer: string }[]): Graph {
  return [
    business(site, city.cityName),
    faqPage(faq),
    breadcrumb(site, [
      { name: 'Home', path: '/' },
      { name: 'Service Areas', path: '/service-areas' },
      { name: city.cityName, path: `/service-areas/${city.citySlug}` },
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
    url: abs(site, `/services/${service.slug}`),
    provider: { '@id': businessId(site) },
    areaServed: { '@type': 'State', name: 'Florida' },
    ...(service.priceFrom === undefined ? {} : { offers: startingOffer(abs(site, `/services/${service.slug}`), service.priceFrom) }),
  };
  return [node, breadcrumb(site, [{ name: 'Home', path: '/' }, { name: 'Services', path: '/#services' }, { name: service.title, path: `/services/${service.slug}` }])];
}

export function blogGraph(site: Site, post: BlogPost): Graph {
  const node: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    image: abs(site, `/images/${post.image}`),
    author: { '@id': businessId(site) },
    publisher: { '@id': businessId(site) },
    mainEntityOfPage: abs(site, '/blog'),
  };
  return [node, breadcrumb(site, [{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }])];
}

export function projectGraph(site: Site, project: Project): Graph {
  const node: WithContext<CreativeWork> = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    dateCreated: project.completedDate,
    locationCreated: { '@type': 'Place', name: project.location },
    image: project.images.map((i) => abs(site, `/images/${i.src}`)),
    creator: { '@id': businessId(site) },
    url: abs(site, `/portfolio/${project.id}`),
  };
  return [node, breadcrumb(site, [{ name: 'Home', path: '/' }, { name: 'Portfolio', path: '/portfolio' }, { name: project.title, path: `/portfolio/${project.id}` }])];
}
