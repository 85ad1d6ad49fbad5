import { describe, expect, it } from 'vitest';
import { routes, site } from '../content.ts';
import { graphOf, type Node, read } from './html.ts';

/**
 * Every built page's JSON-LD against what Google requires and recommends for its types
 * (https://developers.google.com/search/docs/appearance/structured-data/search-gallery), and against the page itself:
 * one table of checks per @type, run over every node of every page, nested nodes included.
 */

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const missing = (n: Node, ...keys: string[]) => keys.filter((k) => !filled(n[k])).map((k) => `no ${k}`);
const absolute = (v: unknown) => typeof v === 'string' && v.startsWith(`${site.baseUrl}/`);
/** Google asks for 5 decimal places of a business's coordinates. */
const decimals = (n: number) => String(n).split('.')[1]?.length ?? 0;
const named = (n: Node | undefined, what: string) => (n && filled(n.name) ? [] : [`${what} without a name`]);
const businessId = `${site.baseUrl}/#business`;

const RULES: Record<string, (n: Node) => string[]> = {
  HomeAndConstructionBusiness: (n) => [
    ...missing(n, 'name', 'url', 'logo', 'image', 'telephone', 'priceRange', 'openingHoursSpecification', 'areaServed'),
    ...missing(n.address ?? {}, 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'),
    ...(n['@id'] === businessId ? [] : [`a second business (${n['@id']}): name the one business by its @id`]),
    ...(n.url === site.baseUrl ? [] : [`url ${n.url}: the business has one address in every language`]),
    ...[n.geo?.latitude, n.geo?.longitude].flatMap((c) =>
      typeof c === 'number' && decimals(c) >= 5 ? [] : [`geo ${c}: 5 decimal places`],
    ),
  ],
  WebSite: (n) => missing(n, 'name', 'url'),
  WebPage: (n) => missing(n, 'url', 'inLanguage'),
  BreadcrumbList: (n) =>
    filled(n.itemListElement)
      ? n.itemListElement.flatMap((i: Node) => [...missing(i, 'position', 'name', 'item')])
      : ['no itemListElement'],
  FAQPage: (n) =>
    filled(n.mainEntity)
      ? n.mainEntity.flatMap((q: Node) => [...missing(q, 'name'), ...missing(q.acceptedAnswer ?? {}, 'text')])
      : ['no mainEntity'],
  Service: (n) => [...missing(n, 'name', 'provider', 'areaServed', 'url'), ...named(n.provider, 'provider')],
  Offer: (n) => [
    ...(n.price === undefined ? [] : [`a fixed price ${n.price}: the page gives a starting price (minPrice)`]),
    ...missing(n.priceSpecification ?? {}, 'minPrice', 'priceCurrency'),
    ...(n.priceSpecification?.maxPrice < n.priceSpecification?.minPrice
      ? [`a range that runs backwards (${n.priceSpecification.minPrice}-${n.priceSpecification.maxPrice})`]
      : []),
    ...(n.priceSpecification?.['@type'] === 'UnitPriceSpecification' ? missing(n.priceSpecification, 'unitText') : []),
  ],
  CreativeWork: (n) => [
    ...missing(n, 'name', 'url', 'description'),
    ...('image' in n && !filled(n.image) ? ['an empty image'] : []),
  ],
  Blog: (n) => [...missing(n, 'name', 'url'), ...named(n.publisher, 'publisher')],
  BlogPosting: (n) =>
    'url' in n && 'mainEntityOfPage' in n
      ? [
          ...missing(n, 'headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'),
          ...named(n.author, 'author'),
          ...named(n.publisher, 'publisher'),
          ...(absolute(n.image) ? [] : [`image ${n.image}: an absolute URL`]),
        ]
      : missing(n, 'headline', 'datePublished', 'url'), // a post listed on the blog's index
  JobPosting: (n) => [
    ...missing(n, 'title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization'),
    ...missing(n, 'jobLocation', 'baseSalary', 'directApply', 'identifier'),
    ...missing(n.hiringOrganization ?? {}, 'name', 'sameAs', 'logo'),
    ...[n.jobLocation ?? []].flat().flatMap((p: Node) => missing(p.address ?? {}, 'addressLocality', 'addressCountry')),
    ...missing(n.baseSalary?.value ?? {}, 'unitText'),
    ...(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(n.baseSalary?.value?.unitText) ? [] : ['baseSalary unit']),
    ...(n.validThrough > n.datePosted ? [] : ['validThrough before datePosted']),
    ...missing(n.identifier ?? {}, 'name', 'value'),
  ],
};

/** Every node with a @type, nested ones included (an Offer inside a Service, a post inside a Blog). */
function typed(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(typed);
  if (!value || typeof value !== 'object') return [];
  const node = value as Node;
  return [...(typeof node['@type'] === 'string' ? [node] : []), ...Object.values(node).flatMap(typed)];
}

/** Each page's problems, as "Type: problem". */
function problems(url: string): string[] {
  const nodes = typed(graphOf(read(url)));
  return nodes.flatMap((n) => (RULES[n['@type']]?.(n) ?? []).map((p) => `${n['@type']}: ${p}`));
}

describe.each(routes.map((r) => [r.url, r] as const))('%s', (url, route) => {
  it('has the JSON-LD Google requires and recommends for each of its types, and what its kind of page needs', () => {
    const nodes = typed(graphOf(read(url)));
    const found = new Set(nodes.map((n) => n['@type']));
    const needs = [
      ...(route.kind === 'home' ? ['HomeAndConstructionBusiness', 'WebSite'] : []),
      ...(route.kind === 'tech-recruitment' ? ['JobPosting'] : []),
    ].filter((t) => !found.has(t));
    expect([...problems(url), ...needs.map((t) => `no ${t} node`)], url).toEqual([]);
  });
});

it('counts no JSON-LD problem of any type over the whole site', () => {
  const byType: Record<string, number> = {};
  for (const r of routes) for (const p of problems(r.url)) byType[p.split(':')[0]] = (byType[p.split(':')[0]] ?? 0) + 1;
  expect(byType).toEqual({});
});
