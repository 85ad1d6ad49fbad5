// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { readCityRoute } from '../../../lib/content.ts';
import { fill, pageContent, pathOf, routeAt } from '../../../lib/i18n/i18n.ts';
import { headOf, pageHead } from '../../../lib/page/head.ts';
import { site } from '../../../lib/page/site.ts';
import { quoteData } from '../quote-data.ts';

/**
 * The quote page of a service (its route is bundled) or of a city (its route is in the city's quote file, written by
 * codegen like every city page's: src/lib/routing/city-pages.ts), with what its source page told filled in.
 */
export function data(pageContext: PageContextServer) {
  const path = pathOf(pageContext);
  const { quote, services } = pageContent(pageContext);
  const service = routeAt(path);
  if (service?.kind === 'quote-service') {
    const title = services.find((s) => s.slug === service.id)!.title;
    const from = {
      heading: fill(quote.serviceHeading, { service: title }),
      description: fill(quote.serviceMetaDescription, { service: title }),
      page: service.from!,
      service: service.id,
    };
    return quoteData(pageContext, (t, d) => pageHead(pageContext, t, d), from);
  }
  const file = readCityRoute(path, 'quote-city');
  if (file?.kind !== 'quote') throw render(404);
  const { route, jsonLd, cityName } = file;
  const from = {
    heading: fill(quote.cityHeading, { city: cityName }),
    description: fill(quote.cityMetaDescription, { city: cityName }),
    page: route.from!,
    address: `${cityName}, ${site.address.addressRegion}`,
  };
  return quoteData(pageContext, (t, d) => headOf({ route, jsonLd }, t, d, undefined, { city: cityName }), from);
}
export type { Data } from '../quote-data.ts';
