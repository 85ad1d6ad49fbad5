import type * as T from '../../generated/types.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import type { Graph } from '../../src/lib/page/json-ld.ts';
import { labelOf } from '../../src/lib/routing/page-kind-columns.ts';
import { type JsonLd, pageKind } from '../../src/lib/routing/page-kinds.ts';
import { href, type Route } from '../../src/lib/routing/routes.ts';
import { jobPostingGraph } from './job-posting.ts';
import {
  breadcrumb,
  business,
  cityGraph,
  countiesServed,
  isSiteEntity,
  serviceGraph,
  webSite,
  withBusiness,
} from './schema-org.ts';
import { blogGraph, blogPostGraph, projectGraph } from './work-schema-org.ts';

/** The parts of the validated content (scripts/codegen/build-content.ts) the JSON-LD is made from. */
export interface StructuredDataSources {
  site: T.Site;
  cities: (T.City & { countyName: string })[];
  services: T.Service[];
  projects: T.Project[];
  blogPosts: T.BlogPost[];
  projectCategories: T.ProjectCategories;
  plainCityPages: Record<string, T.PlainCityPage>;
  messages: T.Messages;
  techRecruitment: T.TechRecruitmentPage;
}

/** What a city's graph takes from its rendered page (its FAQ and heading). */
type CityBlocks = Pick<T.CityPage, 'faq' | 'hero'>;

/**
 * The JSON-LD of every route in its language: each language's builder (its own content: Spanish titles, FAQ, city
 * intros, breadcrumb labels), then the page's addresses in that language, and a WebPage node that says the
 * language (`inLanguage`) and, for a translation, which page it translates.
 */
export function localizedStructuredData(
  builders: Partial<Record<Locale, (r: Route, cityPage?: CityBlocks) => Graph>>,
  routes: Route[],
  site: T.Site,
): (r: Route, cityPage?: CityBlocks) => Graph {
  const english = new Map(routes.filter((r) => r.locale === 'en').map((r) => [r.url, r]));
  // As the page's canonical writes it (src/lib/page/head.ts): the home page with its slash.
  const abs = (path: string) => `${site.baseUrl}${path}`;
  return (r, cityPage) => {
    const graph = builders[r.locale]!(r, cityPage);
    const webPage = {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': `${abs(r.url)}#webpage`,
      url: abs(r.url),
      inLanguage: r.locale,
      ...(r.locale === 'en' ? {} : { translationOfWork: { '@id': `${abs(r.logical)}#webpage` } }),
    } as Graph[number];
    if (r.locale === 'en') return [...graph, webPage];
    // An English address the builders wrote becomes the Spanish page's where there is one.
    const localize = (value: unknown): unknown => {
      if (typeof value === 'string') {
        if (value.startsWith(site.baseUrl)) {
          const [path, hash = ''] = value.slice(site.baseUrl.length).split('#');
          const to = english.get(path || '/')?.alternates[r.locale];
          return to ? `${abs(to)}${hash ? `#${hash}` : ''}` : value;
        }
        return value;
      }
      if (Array.isArray(value)) return value.map((v) => localize(v));
      // The business and the website are one entity in every language: same url, same names.
      if (value && typeof value === 'object' && isSiteEntity(site, (value as { '@id'?: unknown })['@id'])) return value;
      // A page's own node (its job posting) is the translation's own too: its @id follows the page's address.
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v)]));
      return value;
    };
    return [...(localize(graph) as Graph), webPage];
  };
}

/** A builder of a kind's JSON-LD: a route's graph, given its city-page blocks on a city's page. */
type Builder = (r: Route, cityPage?: CityBlocks) => Graph;

/**
 * The JSON-LD of a route, from the typed builders in ./schema-org.ts and ./work-schema-org.ts: built once per content,
 * then called per route (a city's page passes its rendered city-page blocks, whose FAQ the graph repeats). A route's
 * builder is the one its kind's row in PAGE_KINDS names (`jsonLd`, src/lib/routing/page-kinds.ts).
 */
export function structuredDataBuilder(
  content: StructuredDataSources,
  hasPhoto: (ref: string) => boolean = () => true,
): Builder {
  const site = content.site;
  const cities = new Map(content.cities.map((c) => [c.citySlug, c]));
  // The counties the business names as its area: those of the cities in the search's own list.
  const servedCounties = countiesServed([
    ...new Set(content.cities.filter((c) => c.searchable).map((c) => c.countyName)),
  ]);
  const services = new Map<string, T.Service>(content.services.map((x) => [x.slug, x]));
  const projects = new Map(content.projects.map((p) => [p.id, p]));
  const posts = new Map(content.blogPosts.map((p) => [p.id, p]));
  // The labels of the builder's own language: each language's builder is given its own messages.
  const crumbs = content.messages.crumbs;
  const home = { crumb: 'home', path: href.home } as const;
  const builders: Record<JsonLd, Builder> = {
    site: () => [business(site, servedCounties), webSite(site)],
    city: (r, cityPage) => {
      if (!cityPage) throw new Error(`${r.url}: a city's JSON-LD needs its page's FAQ.`);
      return cityGraph(site, crumbs, cities.get(r.id!)!, cityPage);
    },
    service: (r) => serviceGraph(site, crumbs, services.get(r.id!)!),
    project: (r) => projectGraph(site, crumbs, projects.get(r.id!)!, hasPhoto),
    blog: () => blogGraph(site, crumbs, content.blogPosts, content.messages.blog.name),
    'blog-post': (r) => blogPostGraph(site, crumbs, posts.get(r.id!)!, hasPhoto),
    'job-posting': (r) => jobPostingGraph(site, crumbs, content.techRecruitment, content.messages, r.locale),
    // A page of one may be labelled by its own record (its file in data/pages/, in the builder's language).
    trail: (r) => [
      breadcrumb(site, crumbs, [
        home,
        { name: labelOf(pageKind(r.kind), crumbs, content) ?? crumbs[crumbOf(r.kind)], path: r.url },
      ]),
    ],
    'section-trail': (r) => {
      const [of] = (pageKind(r.kind).section ?? '').split('#');
      return [breadcrumb(site, crumbs, [home, { crumb: crumbOf(of), path: pageKind(of).path! }])];
    },
    'category-trail': (r) => {
      const name = content.projectCategories.categories.find((c) => c.slug === r.id)!.label;
      return [breadcrumb(site, crumbs, [home, { crumb: 'portfolio', path: href.portfolio }, { name, path: r.url }])];
    },
    'plain-city-trail': (r) => {
      const name = content.plainCityPages[r.id!].heading.replace(/^.* in /, '');
      return [
        breadcrumb(site, crumbs, [home, { crumb: 'serviceAreas', path: href.serviceAreas }, { name, path: r.url }]),
      ];
    },
  };
  return (r, cityPage) => {
    const builder = builders[pageKind(r.kind).jsonLd as JsonLd] as Builder | undefined;
    if (!builder)
      throw new Error(
        `The kind of page "${r.kind}" names no JSON-LD builder in its row of PAGE_KINDS (src/lib/routing/page-kinds.ts): give it a \`jsonLd\`, one of ${Object.keys(builders).join(', ')}.`,
      );
    return withBusiness(site, builder(r, cityPage), servedCounties);
  };
}

/** A kind's own breadcrumb label, or an error naming the table: a trail that ends with it needs it. */
function crumbOf(kind: string): keyof T.Messages['crumbs'] {
  const crumb = pageKind(kind).crumb;
  if (!crumb)
    throw new Error(
      `The kind of page "${kind}" ends a JSON-LD trail but has no \`crumb\` in its row of PAGE_KINDS (src/lib/routing/page-kinds.ts): add its label's key in data/messages.yaml's crumbs, or, for a page of one, a \`crumb\` to the record its row's translatedBy names.`,
    );
  return crumb;
}
