import type { CityRouteFile } from '../../../lib/city-pages.ts';
import { services, site } from '../../../lib/content.ts';
import { formatDate } from '../../../lib/dates.ts';
import { headOf } from '../../../lib/head.ts';
import { formatHours } from '../../../lib/hours.ts';
import { messagesFor, siteFor } from '../../../lib/i18n.ts';
import { LANGUAGE_TAG } from '../../../lib/locale.ts';
import { firstScreenPrice } from '../../../lib/starting-price.ts';

/** The visible breadcrumb, read from the page's BreadcrumbList so that it and the JSON-LD can never disagree. */
function trail(jsonLd: unknown[]): { name: string; href: string }[] {
  const list = jsonLd.find(
    (n): n is { itemListElement: { name: string; item: string }[] } =>
      (n as { '@type'?: string })['@type'] === 'BreadcrumbList',
  );
  return (list?.itemListElement ?? []).map((e) => ({ name: e.name, href: e.item.slice(site.baseUrl.length) || '/' }));
}

/** What a city's full page shows: the shared blocks of data/pages/city-page.yaml filled in for this city. */
export function cityPageData(file: Extract<CityRouteFile, { kind: 'city' }>) {
  const { city, nearby: others } = file;
  const { metaTitle, metaDescription, ogImage, nearbyHeading, nearbyNoneHeading, nearbyAllLabel, ...page } = file.page;
  const head = headOf(file, metaTitle, metaDescription, ogImage, { city: city.cityName });
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
      updated: { iso: city.lastUpdated, text: formatDate(city.lastUpdated, file.route.locale) },
    },
    page,
    price: firstScreenPrice(services),
    hours: siteFor(file.route.locale).hours.map((h) =>
      formatHours(h, messagesFor(file.route.locale).hours.span, LANGUAGE_TAG[file.route.locale]),
    ),
    // The other cities of the county, so the pages form a hierarchy (county, city) rather than a set of islands.
    nearby: { heading: others.length ? nearbyHeading : nearbyNoneHeading, cities: others, allLabel: nearbyAllLabel },
  };
}
