import { services, site } from '../../../lib/content.ts';
import { formatDate, formatMonth } from '../../../lib/i18n/dates.ts';
import { formatHours } from '../../../lib/i18n/hours.ts';
import { contentFor, messagesFor, siteFor } from '../../../lib/i18n/i18n.ts';
import { LANGUAGE_TAG, type Locale } from '../../../lib/i18n/locale.ts';
import { headOf } from '../../../lib/page/head.ts';
import { picture } from '../../../lib/page/images.ts';
import { onceByKey } from '../../../lib/page/once.ts';
import { groupFrom } from '../../../lib/prices/price-guide.ts';
import { firstScreenPrice } from '../../../lib/prices/starting-price.ts';
import { withCity } from '../../../lib/quote/carried-choice.ts';
import { type CityRouteFile, citiesOfCounty } from '../../../lib/routing/city-pages.ts';
import { href } from '../../../lib/routing/routes.ts';
import { countyMap } from '../../../lib/widgets/county-map.ts';

/** The visible breadcrumb, read from the page's BreadcrumbList so that it and the JSON-LD can never disagree. */
function trail(jsonLd: unknown[]): { name: string; href: string }[] {
  const list = jsonLd.find(
    (n): n is { itemListElement: { name: string; item: string }[] } =>
      (n as { '@type'?: string })['@type'] === 'BreadcrumbList',
  );
  return (list?.itemListElement ?? []).map((e) => ({ name: e.name, href: e.item.slice(site.baseUrl.length) || '/' }));
}

/**
 * What is the same on every city page of a build (its content is bundled), made once per process and shared by the
 * pages: made for each of thousands of pages it was a third of a filled city page's time
 * (docs/decisions/0070-build-per-page-work-once-and-fixed-cost.md). Shared values are not to be changed.
 */
const once = onceByKey();

type Category = Extract<CityRouteFile, { kind: 'city' }>['page']['categories'][number];

/**
 * A category of the city's page: it starts at the cheapest whole job it names, whichever service page it links to;
 * its link tells the service page the city, which its quote links then carry to the city's quote page
 * (src/lib/quote/carried-choice.ts). The price and the services' titles are the category's, made once; the links the city's.
 */
function cityCategory(c: Category, locale: Locale, citySlug: string) {
  const jobs = c.jobs ?? [];
  const { from, priced } = once(`category ${locale} ${jobs.join(' ')}`, () => ({
    from: groupFrom(services, jobs),
    // The services whose price tables the category's jobs are in.
    priced: [...new Set(jobs.map((ref) => ref.split('/')[0]))].map((slug) => ({
      title: contentFor(locale).services.find((sv) => sv.slug === slug)!.title,
      slug,
    })),
  }));
  return {
    ...c,
    link: withCity(c.link, citySlug),
    from,
    priced: priced.map((p) => ({ title: p.title, href: withCity(href.service(p.slug), citySlug) })),
  };
}

/** What a city's full page shows: the shared blocks of data/pages/city-page.yaml filled in for this city. */
export function cityPageData(file: Extract<CityRouteFile, { kind: 'city' }>) {
  const { city, nearby: others } = file;
  const { metaTitle, metaDescription, ogImage, nearbyHeading, nearbyNoneHeading, nearbyAllLabel, ...page } = file.page;
  const head = headOf(file, metaTitle, metaDescription, ogImage, { city: city.cityName });
  const countyCities = citiesOfCounty(city.county);
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
    page: { ...page, categories: page.categories.map((c) => cityCategory(c, file.route.locale, city.citySlug)) },
    price: once('price', () => firstScreenPrice(services)),
    hours: once(`hours ${file.route.locale}`, () =>
      siteFor(file.route.locale).hours.map((h) =>
        formatHours(h, messagesFor(file.route.locale).hours.span, LANGUAGE_TAG[file.route.locale]),
      ),
    ),
    map: city.geo
      ? countyMap(
          city.geo,
          countyCities.flatMap((c) => (c.geo && c.citySlug !== city.citySlug ? [c.geo] : [])),
        )
      : undefined,
    work: countyWork(file, countyCities),
    // The other cities of the county, so the pages form a hierarchy (county, city) rather than a set of islands.
    nearby: { heading: others.length ? nearbyHeading : nearbyNoneHeading, cities: others, allLabel: nearbyAllLabel },
  };
}

/** How many finished projects of the county a city page shows. */
const WORK_SAMPLES = 3;

/**
 * Projects finished in the city's county (data/projects/, by the city named in their location), the city's own first,
 * then the latest: a photo, the place and month, and the customer's words when the project has them, with their name
 * or initials and the date they said them when the data has those.
 */
function countyWork(file: Extract<CityRouteFile, { kind: 'city' }>, countyCities: readonly { cityName: string }[]) {
  const { locale } = file.route;
  const own = file.city.cityName;
  // The county's projects, the latest first, made once per county (the list of its cities is shared by its pages):
  // made for every page, a county of thousands of cities cost each of its pages a set of thousands of names.
  const byLocale: Map<string, CountyProject[]> = countyProjects.get(countyCities) ?? new Map();
  countyProjects.set(countyCities, byLocale);
  let projects = byLocale.get(locale);
  if (!projects) {
    const names = new Set(countyCities.map((c) => c.cityName));
    projects = contentFor(locale)
      .projects.filter((p) => names.has(placeOf(p.location)))
      .sort((a, b) => b.completedDate.localeCompare(a.completedDate))
      .map((p) => ({ place: placeOf(p.location), shown: shownProject(p, locale) }));
    byLocale.set(locale, projects);
  }
  // The city's own first (the sort is stable: each part stays the latest first).
  return [...projects.filter((p) => p.place === own), ...projects.filter((p) => p.place !== own)]
    .slice(0, WORK_SAMPLES)
    .map((p) => p.shown);
}

const placeOf = (location: string) => location.replace(/, FL$/, '');

type Project = ReturnType<typeof contentFor>['projects'][number];

/** The projects of a county's cities, by the county's list of cities (citiesOfCounty) and language. */
const countyProjects = new WeakMap<object, Map<string, CountyProject[]>>();
type CountyProject = { place: string; shown: ReturnType<typeof shownProject> };

/** A project as a city page shows it. */
function shownProject(p: Project, locale: Locale) {
  return {
    id: p.id,
    title: p.title,
    place: placeOf(p.location),
    month: { iso: p.completedDate, text: formatMonth(p.completedDate, locale) },
    alt: p.images[0].alt,
    pic: picture(p.images[0].src),
    quote: p.testimonial && {
      text: p.testimonial.text,
      // Signed only with what the customer agreed to show, dated only when the data says when they said it.
      by: p.testimonial.firstName ?? p.testimonial.initials,
      said: p.testimonial.date ? { iso: p.testimonial.date, text: formatDate(p.testimonial.date, locale) } : undefined,
    },
  };
}
