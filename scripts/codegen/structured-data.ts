import type * as T from '../../generated/types.ts';
import type { Graph } from '../../src/lib/json-ld.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { href, type Route } from '../../src/lib/routes.ts';
import { jobPostingGraph } from './job-posting.ts';
import { breadcrumb, business, cityGraph, isSiteEntity, serviceGraph, webSite } from './schema-org.ts';
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

/** `tech-recruitment` -> `techRecruitment`: a kind of page's key in the breadcrumb labels of data/messages.yaml. */
const crumbKey = (kind: string) => kind.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The JSON-LD of every route in its language: each language's builder (its own content: Spanish titles, FAQ, city
 * intros), then the page's addresses and breadcrumb labels in that language, and a WebPage node that says the
 * language (`inLanguage`) and, for a translation, which page it translates.
 */
export function localizedStructuredData(
  builders: Partial<Record<Locale, (r: Route, cityPage?: CityBlocks) => Graph>>,
  routes: Route[],
  site: T.Site,
  crumbs: Partial<Record<Locale, Record<string, string>>>,
): (r: Route, cityPage?: CityBlocks) => Graph {
  const english = new Map(routes.filter((r) => r.locale === 'en').map((r) => [r.url, r]));
  // As the page's canonical writes it (src/lib/head.ts): the home page with its slash.
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
    // An English address the builders wrote becomes the Spanish page's where there is one; a label from the
    // breadcrumb table becomes the Spanish label.
    const label = new Map(
      Object.entries(crumbs.en ?? {}).map(([key, text]) => [text, crumbs[r.locale]?.[key] ?? text]),
    );
    const localize = (value: unknown, key?: string): unknown => {
      if (typeof value === 'string') {
        if (value.startsWith(site.baseUrl)) {
          const [path, hash = ''] = value.slice(site.baseUrl.length).split('#');
          const to = english.get(path || '/')?.alternates[r.locale];
          return to ? `${abs(to)}${hash ? `#${hash}` : ''}` : value;
        }
        return key === 'name' ? (label.get(value) ?? value) : value;
      }
      if (Array.isArray(value)) return value.map((v) => localize(v));
      // The business and the website are one entity in every language: same url, same names.
      if (value && typeof value === 'object' && isSiteEntity(site, (value as { '@id'?: unknown })['@id'])) return value;
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '@id' ? v : localize(v, k)]));
      return value;
    };
    return [...(localize(graph) as Graph), webPage];
  };
}

/**
 * The JSON-LD of a route, from the typed builders in ./schema-org.ts and ./work-schema-org.ts: built once per content,
 * then called per route (a city's page passes its rendered city-page blocks, whose FAQ the graph repeats).
 */
export function structuredDataBuilder(
  content: StructuredDataSources,
  hasPhoto: (ref: string) => boolean = () => true,
): (r: Route, cityPage?: CityBlocks) => Graph {
  const site = content.site;
  const cities = new Map(content.cities.map((c) => [c.citySlug, c]));
  // The counties the business names as its area: those of the cities in the search's own list.
  const servedCounties = [...new Set(content.cities.filter((c) => c.searchable).map((c) => c.countyName))];
  const services = new Map<string, T.Service>(content.services.map((x) => [x.slug, x]));
  const projects = new Map(content.projects.map((p) => [p.id, p]));
  const posts = new Map(content.blogPosts.map((p) => [p.id, p]));
  return (r, cityPage) => {
    switch (r.kind) {
      case 'home':
        return [business(site, servedCounties), webSite(site)];
      case 'city':
        if (!cityPage) throw new Error(`${r.url}: a city's JSON-LD needs its page's FAQ.`);
        return cityGraph(site, cities.get(r.id!)!, cityPage);
      case 'service':
        return serviceGraph(site, services.get(r.id!)!);
      case 'project':
        return projectGraph(site, projects.get(r.id!)!, hasPhoto);
      case 'project-not-found':
        return [
          breadcrumb(site, [
            { name: 'Home', path: href.home },
            { name: 'Portfolio', path: href.portfolio },
          ]),
        ];
      case 'blog':
        return blogGraph(site, content.blogPosts, content.messages.blog.name);
      case 'tech-recruitment':
        return jobPostingGraph(site, content.techRecruitment, content.messages.crumbs.techRecruitment);
      case 'blog-post':
        return blogPostGraph(site, posts.get(r.id!)!, hasPhoto);
      case 'portfolio-category': {
        const name = content.projectCategories.categories.find((c) => c.slug === r.id)!.label;
        return [
          breadcrumb(site, [
            { name: 'Home', path: href.home },
            { name: 'Portfolio', path: href.portfolio },
            { name, path: r.url },
          ]),
        ];
      }
      case 'plain-city':
      case 'city-fallback': {
        const name = content.plainCityPages[r.id!].heading.replace(/^.* in /, '');
        return [
          breadcrumb(site, [
            { name: 'Home', path: href.home },
            { name: 'Service Areas', path: href.serviceAreas },
            { name, path: r.url },
          ]),
        ];
      }
      // A city's or a service's quote page is the quote page with a field filled in, and the answer to a quote sent
      // without JavaScript follows it: their trail is the quote page's.
      case 'quote-city':
      case 'quote-service':
      case 'quote-sent':
        return [
          breadcrumb(site, [
            { name: 'Home', path: href.home },
            { name: content.messages.crumbs.quote, path: href.quote },
          ]),
        ];
      default: {
        const name = (content.messages.crumbs as Record<string, string>)[crumbKey(r.kind)];
        return name
          ? [
              breadcrumb(site, [
                { name: 'Home', path: href.home },
                { name, path: r.url },
              ]),
            ]
          : [];
      }
    }
  };
}
