import type * as T from '../../generated/types.ts';
import type { Graph } from '../../src/lib/json-ld.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { pageKind } from '../../src/lib/page-kinds.ts';
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
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '@id' ? v : localize(v)]));
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
  // The labels of the builder's own language: each language's builder is given its own messages.
  const crumbs = content.messages.crumbs;
  return (r, cityPage) => {
    switch (r.kind) {
      case 'home':
        return [business(site, servedCounties), webSite(site)];
      case 'city':
        if (!cityPage) throw new Error(`${r.url}: a city's JSON-LD needs its page's FAQ.`);
        return cityGraph(site, crumbs, cities.get(r.id!)!, cityPage);
      case 'service':
        return serviceGraph(site, crumbs, services.get(r.id!)!);
      case 'project':
        return projectGraph(site, crumbs, projects.get(r.id!)!, hasPhoto);
      case 'project-not-found':
        return [
          breadcrumb(site, crumbs, [
            { crumb: 'home', path: href.home },
            { crumb: 'portfolio', path: href.portfolio },
          ]),
        ];
      case 'blog':
        return blogGraph(site, crumbs, content.blogPosts, content.messages.blog.name);
      case 'tech-recruitment':
        return jobPostingGraph(site, crumbs, content.techRecruitment);
      case 'blog-post':
        return blogPostGraph(site, crumbs, posts.get(r.id!)!, hasPhoto);
      case 'portfolio-category': {
        const name = content.projectCategories.categories.find((c) => c.slug === r.id)!.label;
        return [
          breadcrumb(site, crumbs, [
            { crumb: 'home', path: href.home },
            { crumb: 'portfolio', path: href.portfolio },
            { name, path: r.url },
          ]),
        ];
      }
      case 'plain-city':
      case 'city-fallback': {
        const name = content.plainCityPages[r.id!].heading.replace(/^.* in /, '');
        return [
          breadcrumb(site, crumbs, [
            { crumb: 'home', path: href.home },
            { crumb: 'serviceAreas', path: href.serviceAreas },
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
          breadcrumb(site, crumbs, [
            { crumb: 'home', path: href.home },
            { crumb: 'quote', path: href.quote },
          ]),
        ];
      default: {
        const { crumb } = pageKind(r.kind);
        return crumb
          ? [
              breadcrumb(site, crumbs, [
                { crumb: 'home', path: href.home },
                { crumb, path: r.url },
              ]),
            ]
          : [];
      }
    }
  };
}
