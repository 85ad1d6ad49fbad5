import { describe, expect, it } from 'vitest';
import { localizedStructuredData, structuredDataBuilder } from '../../scripts/codegen/structured-data.ts';
import { site as realSite } from '../../src/lib/page/site.ts';
import type { Route, RouteKind } from '../../src/lib/routing/routes.ts';

/** A page in English and Spanish (the route list's shape, as src/lib/routing/routes.ts writes it). */
const pair = (kind: RouteKind, en: string, es: string): Route[] =>
  (['en', 'es'] as const).map((locale) => ({
    url: locale === 'en' ? en : es,
    kind,
    indexable: true,
    canonical: locale === 'en' ? en : es,
    locale,
    logical: en,
    alternates: { en, es },
  }));
const routes = [
  ...pair('home', '/', '/es'),
  ...pair('portfolio', '/portfolio', '/es/nuestros-trabajos'),
  ...pair('project-not-found', '/portfolio/404', '/es/nuestros-trabajos/404'),
  ...pair('blog', '/blog', '/es/blog'),
  ...pair('about', '/about', '/es/quienes-somos'),
];
// The site's facts (the blog names the business, whose node its page carries) at another address.
const site = { ...realSite, baseUrl: 'https://example.test' };
/** Besides the site, only what the trails of these pages read: each language's breadcrumb labels and the blog's name. */
const content = (crumbs: Record<string, string>, blog: string) =>
  ({
    site,
    cities: [],
    services: [],
    projects: [],
    blogPosts: [],
    projectCategories: { categories: [] },
    plainCityPages: {},
    messages: { crumbs, blog: { name: blog } },
  }) as never;
const graphs = (englishCrumbs: Record<string, string>) =>
  localizedStructuredData(
    {
      en: structuredDataBuilder(content(englishCrumbs, 'Blog')),
      es: structuredDataBuilder(
        content({ home: 'Inicio', portfolio: 'Nuestros trabajos', blog: 'Blog', about: 'Quiénes somos' }, 'Blog'),
      ),
    },
    routes,
    site as never,
  );
/** A page's breadcrumb trail: each step's name and address. */
const trail = (graph: ReturnType<ReturnType<typeof graphs>>) =>
  (
    graph.find((node) => (node as { '@type'?: string })['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[];
    }
  ).itemListElement;
const names = (graph: ReturnType<ReturnType<typeof graphs>>) => trail(graph).map((step) => step.name);
const page = (url: string) => routes.find((r) => r.url === url)!;

describe('breadcrumb labels in JSON-LD', () => {
  it("label each page's trail in its own language, by the crumb's key, whatever the English words", () => {
    // Reworded English crumbs: matched by their English text, the Spanish trail was left in English.
    const graphOf = graphs({ home: 'Start', portfolio: 'Our Work', blog: 'Journal', about: 'Who We Are' });
    expect(names(graphOf(page('/es/nuestros-trabajos/404')))).toEqual(['Inicio', 'Nuestros trabajos']);
    expect(names(graphOf(page('/es/blog')))).toEqual(['Inicio', 'Blog']);
    expect(names(graphOf(page('/portfolio/404')))).toEqual(['Start', 'Our Work']);
    expect(names(graphOf(page('/blog')))).toEqual(['Start', 'Journal']);
    expect(names(graphOf(page('/es/quienes-somos')))).toEqual(['Inicio', 'Quiénes somos']);
    expect(names(graphOf(page('/about')))).toEqual(['Start', 'Who We Are']);
  });

  it("point each step at the page's address in the same language", () => {
    const graph = graphs({ home: 'Home', portfolio: 'Portfolio', blog: 'Blog' })(page('/es/nuestros-trabajos/404'));
    expect(trail(graph).map((step) => step.item)).toEqual([
      'https://example.test/es',
      'https://example.test/es/nuestros-trabajos',
    ]);
  });
});
