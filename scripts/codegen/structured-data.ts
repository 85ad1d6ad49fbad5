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
  cityPages: Record<string, T.CityPage>;
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

/** The JSON-LD of every route, from the typed builders in src/lib/structured-data.ts. */
export function structuredDataFor(content: StructuredDataSources, routes: Route[], hasPhoto: (ref: string) => boolean = () => true): Record<string, Graph> {
  const site = content.site;
  const cities = new Map(content.cities.map((c) => [c.citySlug, c]));
  // The counties the business names as its area: those of the cities in the search's own list.
  const servedCounties = [...new Set(content.cities.filter((c) => c.searchable).map((c) => c.countyName))];
  const services = new Map<string, T.Service>(content.services.map((x) => [x.slug, x]));
  const projects = new Map(content.projects.map((p) => [p.id, p]));
  const posts = new Map(content.blogPosts.map((p) => [p.id, p]));
  const out: Record<string, Graph> = {};
  for (const r of routes) {
    switch (r.kind) {
      case 'home':
        out[r.url] = [business(site, undefined, servedCounties)];
        break;
      case 'city':
        out[r.url] = cityGraph(site, cities.get(r.id!)!, content.cityPages[r.id!].faq);
        break;
      case 'service':
        out[r.url] = serviceGraph(site, services.get(r.id!)!);
        break;
      case 'project':
        out[r.url] = projectGraph(site, projects.get(r.id!)!, hasPhoto);
        break;
      case 'project-not-found':
        out[r.url] = [
          breadcrumb(site, [
            { name: 'Home', path: href.home },
            { name: 'Portfolio', path: href.portfolio },
          ]),
        ];
        break;
      case 'blog':
        out[r.url] = blogGraph(site, content.blogPosts);
        break;
      case 'blog-post':
        out[r.url] = blogPostGraph(site, posts.get(r.id!)!, hasPhoto);
        break;
      case 'portfolio-category': {
        const name = content.projectCategories.categories.find((c) => c.slug === r.id)!.label;
        out[r.url] = [
          breadcrumb(site, [
            { name: 'Home', path: href.home },
            { name: 'Portfolio', path: href.portfolio },
            { name, path: r.url },
          ]),
        ];
        break;
      }
      case 'plain-city':
      case 'city-fallback': {
        const name = content.plainCityPages[r.id!].heading.replace(/^.* in /, '');
        out[r.url] = [
          breadcrumb(site, [
            { name: 'Home', path: href.home },
            { name: 'Service Areas', path: href.serviceAreas },
            { name, path: r.url },
          ]),
        ];
        break;
      }
      default: {
        const name = CRUMBS[r.kind];
        out[r.url] = name
          ? [
              breadcrumb(site, [
                { name: 'Home', path: href.home },
                { name, path: r.url },
              ]),
            ]
          : [];
      }
    }
  }
  return out;
}
