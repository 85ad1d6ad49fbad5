import { cities, cityPages, site, type City } from '../../../lib/content.ts';
import { formatDate } from '../../../lib/dates.ts';
import { pageHead } from '../../../lib/head.ts';
import { formatHours } from '../../../lib/hours.ts';
import { href } from '../../../lib/routes.ts';

/** The visible breadcrumb, read from the page's BreadcrumbList so that it and the JSON-LD can never disagree. */
function trail(jsonLd: unknown[]): { name: string; href: string }[] {
  const list = jsonLd.find((n): n is { itemListElement: { name: string; item: string }[] } => (n as { '@type'?: string })['@type'] === 'BreadcrumbList');
  return (list?.itemListElement ?? []).map((e) => ({ name: e.name, href: e.item.slice(site.baseUrl.length) || '/' }));
}

/** What a city's full page shows: the shared blocks of data/pages/city-page.yaml filled in for this city. */
export function cityPageData(city: City & { countyName: string }) {
  const { metaTitle, metaDescription, ogImage, nearbyHeading, nearbyNoneHeading, nearbyAllLabel, ...page } = cityPages[city.citySlug];
  const others = cities
    .filter((c) => c.county === city.county && c.citySlug !== city.citySlug)
    .map((c) => ({ name: c.cityName, slug: c.citySlug }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const head = pageHead(href.city(city.citySlug), metaTitle, metaDescription, ogImage);
  return {
    kind: 'city' as const,
    head,
    crumbs: trail(head.jsonLd),
    city: {
      name: city.cityName,
      county: city.countyName,
      intro: city.intro.split(/\n\s*\n/).map((p) => p.trim()),
      neighborhoods: city.neighborhoods,
      zipCodes: city.zipCodes,
      updated: { iso: city.lastUpdated, text: formatDate(city.lastUpdated) },
    },
    page,
    hours: site.hours.map(formatHours),
    // The other cities of the county, so the pages form a hierarchy (county, city) rather than a set of islands.
    nearby: { heading: others.length ? nearbyHeading : nearbyNoneHeading, cities: others, allLabel: nearbyAllLabel },
  };
}
