import type * as T from '../../generated/types.ts';
import { href, type Route } from '../../src/lib/routes.ts';
import { blogGraph, blogPostGraph, business, breadcrumb, cityGraph, projectGraph, serviceGraph, type Graph } from '../../src/lib/structured-data.ts';

/** The parts of the validated content (scripts/codegen/build-content.ts) the JSON-LD is made from. */
export interface StructuredDataSources {
  site: T.Site;
  cities: (T.City & { countyName: string })[];
  services: T.Service[];
  projects: T.Project[];
  blogPosts: T.BlogPost[];
  projectCategories: T.ProjectCategories;
  plainCityPages: Record<string, T.PlainCityPage>;
}

const CRUMBS: Partial<Record<Route['kind'], string>> = {
  about: 'About Us',
  goals: 'Our Goals',
  quote: 'Free Quote',
  portfolio: 'Portfolio',
  'service-areas': 'Service Areas',
  'custom-wall-units': 'Custom Wall Units',
  'tech-recruitment': 'Technician Careers',
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  guarantee: 'Our Guarantee',
};

/**
 * The JSON-LD of a route, from the typed builders in src/lib/structured-data.ts: built once per content, then called
 * per route (a city's page passes its rendered city-page blocks, whose FAQ the graph repeats).
 */
export function structuredDataBuilder(content: StructuredDataSources, hasPhoto: (ref: string) => boolean = () => true): (r: Route, cityPage?: Pick<T.CityPage, 'faq'>) => Graph {
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
        return [business(site, undefined, servedCounties)];
      case 'city':
        if (!cityPage) throw new Error(`${r.url}: a city's JSON-LD needs its page's FAQ.`);
        return cityGraph(site, cities.get(r.id!)!, cityPage.faq);
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
        return blogGraph(site, content.blogPosts);
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
      default: {
        const name = CRUMBS[r.kind];
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
