import type { Route } from '../../src/lib/routes.ts';
import { blogGraph, business, breadcrumb, cityGraph, projectGraph, serviceGraph, type Graph } from '../../src/lib/structured-data.ts';

type C = Record<string, any>;

const CRUMBS: Partial<Record<Route['kind'], string>> = {
  about: 'About Us', goals: 'Our Goals', quote: 'Free Quote', portfolio: 'Portfolio', 'service-areas': 'Service Areas',
  'custom-wall-units': 'Custom Wall Units', 'tech-recruitment': 'Technician Careers', terms: 'Terms of Use', privacy: 'Privacy Policy', guarantee: 'Our Guarantee',
};

/** The JSON-LD of every route, from the typed builders in src/lib/structured-data.ts. */
export function structuredDataFor(content: C, routes: Route[]): Record<string, Graph> {
  const site = content.site;
  const byId = <T extends C>(list: T[], key: string) => new Map(list.map((x) => [String(x[key]), x]));
  const cities = byId(content.cities, 'citySlug');
  const services = byId(content.services, 'slug');
  const projects = byId(content.projects, 'id');
  const out: Record<string, Graph> = {};
  for (const r of routes) {
    switch (r.kind) {
      case 'home':
        out[r.url] = [business(site)];
        break;
      case 'city':
        out[r.url] = cityGraph(site, cities.get(r.id!) as never, content.cityPages[r.id!].faq);
        break;
      case 'service':
        out[r.url] = serviceGraph(site, services.get(r.id!) as never);
        break;
      case 'project':
        out[r.url] = projectGraph(site, projects.get(r.id!) as never);
        break;
      case 'project-not-found':
        out[r.url] = [breadcrumb(site, [{ name: 'Home', path: '/' }, { name: 'Portfolio', path: '/portfolio' }])];
        break;
      case 'blog':
        out[r.url] = content.blogPosts.length ? blogGraph(site, content.blogPosts[0]) : [];
        break;
      case 'plain-city':
      case 'city-fallback': {
        const name = content.plainCityPages[r.id!].heading.replace(/^.* in /, '');
        out[r.url] = [breadcrumb(site, [{ name: 'Home', path: '/' }, { name: 'Service Areas', path: '/service-areas' }, { name, path: r.url }])];
        break;
      }
      default: {
        const name = CRUMBS[r.kind];
        out[r.url] = name ? [breadcrumb(site, [{ name: 'Home', path: '/' }, { name, path: r.url }])] : [];
      }
    }
  }
  return out;
}
